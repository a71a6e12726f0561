import { useId } from 'react';
import type { RebalancingInterval } from '../../../domain/basket/rebalancing-interval';
import { useT } from '../../base/i18n/use-t';
import { RadioChoice, RadioChoiceGroup } from '../../shared/RadioChoice';

interface Props {
  readonly intervals: readonly RebalancingInterval[];
  readonly value: RebalancingInterval;
  readonly onChange: (interval: RebalancingInterval) => void;
  /** The group's own label; the form's "Rebalancing" by default. */
  readonly label?: string;
}

/** Spec 000 §2: the rebalancing choice Never, Weekly, Bi-weekly, Monthly (a radio group of segments). */
export function RebalancingChoice({ intervals, value, onChange, label }: Props) {
  const { t } = useT();
  const hintId = useId();
  return (
    <fieldset className="rebalancing">
      <legend>{label ?? t('basket.rebalancing')}</legend>
      <p id={hintId} className="hint">
        {t('basket.rebalancing.hint')}
      </p>
      <RadioChoiceGroup
        className="segments"
        value={value}
        onValueChange={(next) => onChange(next as RebalancingInterval)}
        label={label ?? t('basket.rebalancing')}
        describedBy={hintId}
      >
        {intervals.map((interval) => (
          <label key={interval} className="segment">
            <RadioChoice value={interval} className="segment__radio" />
            {t(`basket.interval.${interval}`)}
          </label>
        ))}
      </RadioChoiceGroup>
    </fieldset>
  );
}
