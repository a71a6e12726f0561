import type { ReactNode, RefObject } from 'react';
import { Modal } from '../../shared/modal/Modal';

interface Props {
  readonly tone: 'success' | 'failure';
  readonly title: string;
  readonly body: ReactNode;
  /** The one action: Done after a success, Try again after a failure. */
  readonly actionLabel: string;
  readonly onAction: () => void;
  /** Closing without the action (Escape); the action by default. */
  readonly onClose?: () => void;
  /** Where focus goes on close when what had focus before is gone (the confirmation that closed). */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A trade's success modal (crypto bought, basket bought, basket sold, sold) or failure modal (spec 000 §2).
 * Choice (spec silent): it closes with its action or Escape, not with a click outside.
 */
export function OutcomeDialog({ tone, title, body, actionLabel, onAction, onClose = onAction, returnFocusTo }: Props) {
  return (
    <Modal
      onClose={onClose}
      tone={tone}
      closeButton={false}
      // A receipt is dismissed on purpose: with a fast exchange the second click of a double click on
      // Confirm lands outside this smaller dialog, and must not close it before it is read.
      closeOnOutsideClick={false}
      returnFocusTo={returnFocusTo}
      title={title}
      description={body}
      actions={
        <button type="button" className="button button--primary" onClick={onAction}>
          {actionLabel}
        </button>
      }
    />
  );
}
