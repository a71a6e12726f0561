import { SELL_PERCENTAGE_QUICK_SELECT } from '../../../domain/basket/sell-percentage-input';
import { useT } from '../../base/i18n/use-t';

interface Props {
  readonly disabled: boolean;
  /** The percentage shown as chosen (a basket's typed percentage); none for a coin. */
  readonly pressed?: string;
  readonly onPick: (percentage: string) => void;
}

/** Sell's quick-select buttons, 25, 50, 75 and Max (spec 000 §2, §5), for a coin held or a basket. */
export function PercentQuickSelect({ disabled, pressed, onPick }: Props) {
  const { t } = useT();
  return (
    <div className="chips" role="group" aria-label={t('sell.quick')}>
      {SELL_PERCENTAGE_QUICK_SELECT.map(({ percentage, isMax }) => (
        <button
          key={percentage}
          type="button"
          className="chip"
          disabled={disabled}
          aria-pressed={pressed === undefined ? undefined : pressed === percentage}
          aria-label={isMax ? t('sell.quick.maxName') : t('sell.quick.percentName', { percent: percentage })}
          onClick={() => onPick(percentage)}
        >
          {isMax ? t('sell.quick.max') : t('sell.quick.percent', { percent: percentage })}
        </button>
      ))}
    </div>
  );
}
