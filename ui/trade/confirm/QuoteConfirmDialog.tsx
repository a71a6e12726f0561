import type { ReactNode } from 'react';
import type { ConfirmState } from '../../../application/trade/quote-confirmation';
import { useT } from '../../base/i18n/use-t';
import { Modal } from '../../shared/modal/Modal';
import { announcedSeconds } from './countdown-announcement';

interface Props<Q> {
  readonly state: ConfirmState<Q>;
  /** 'Confirm basket buy', 'Confirm basket sell' or the generic confirm title with the trade's title. */
  readonly title: string;
  /** The quote's lines, drawn once a quote is there. */
  readonly lines: (quote: Q) => ReactNode;
  /** Shown under the lines, e.g. the basket terms checkbox. */
  readonly footer?: ReactNode;
  /** Something besides the countdown holds Confirm back (terms not accepted). */
  readonly confirmBlocked?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The trade confirmation modal (spec 000 §2, §4): width 480, not closed by a click outside, the
 * quote's lines and the 15-second countdown. The countdown is visible every second but read out
 * politely only at a few marks (countdown-announcement.ts). Confirm works only while the
 * countdown runs on a quote and no confirmation is in flight.
 */
export function QuoteConfirmDialog<Q>({ state, title, lines, footer, confirmBlocked = false, onConfirm, onCancel }: Props<Q>) {
  const { t } = useT();
  const open = state.phase === 'open';
  const quote = open ? state.quote : undefined;
  const countdown = open ? state.countdown : undefined;
  const running = countdown?.status === 'running';
  const submitting = open && state.submitting;
  const shown = running ? t('confirm.countdown', { seconds: countdown.secondsLeft }) : t('confirm.refreshing');
  const announced = running ? t('confirm.countdown', { seconds: announcedSeconds(countdown.secondsLeft) }) : shown;
  return (
    <Modal
      open={open}
      onClose={onCancel}
      closeButton={false}
      closeOnOutsideClick={false}
      title={title}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={submitting}>
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!running || quote === undefined || submitting || confirmBlocked}
            onClick={onConfirm}
          >
            {submitting ? t('confirm.submitting') : t('confirm.submit')}
          </button>
        </>
      }
    >
      {quote === undefined ? <p className="quote-placeholder">{t('confirm.refreshing')}</p> : lines(quote)}
      {footer}
      <p className="countdown" role="timer" aria-live="off" data-testid="countdown">
        {shown}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </Modal>
  );
}
