import { AlertModalCancel } from '../../shared/modal/AlertModal';
import type { ErrorNotice } from '../../../domain/errors/error-presentation';
import { useT } from '../../base/i18n/use-t';
import { useCoolingOffCountdown } from '../use-cooling-off-countdown';
import { NoticeFrame } from './NoticeFrame';

/**
 * The UK cooling-off blocking dialog (spec 000 §2, §8 trade_feature_restriction_in_cooling_off_period):
 * the catalogue's title and message, and the hours and minutes left from the app config's
 * cooling-off end, kept current while it is open.
 */
export function CoolingOffNotice({ notice }: { readonly notice: ErrorNotice }) {
  const { t, tn } = useT();
  const countdown = useCoolingOffCountdown();
  return (
    <NoticeFrame
      tone="warning"
      title={tn(notice.title ?? { kind: 'key', key: 'web_error_cooling_off_title' })}
      description={
        <>
          <p>{tn(notice.message ?? { kind: 'key', key: 'web_error_cooling_off_message' })}</p>
          {countdown !== undefined && (
            <p className="notice__time">
              {t('coolingOff.dialog.timeLeft', { time: t('coolingOff.timeLeft', { hours: countdown.remaining.hours, minutes: countdown.remaining.minutes }) })}
            </p>
          )}
        </>
      }
      actions={<AlertModalCancel className="button button--primary">{t('dialog.gotIt')}</AlertModalCancel>}
    />
  );
}
