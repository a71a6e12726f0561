import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useReturnFocus } from '../../base/use-return-focus';

interface Props {
  readonly tone: 'success' | 'failure';
  readonly title: string;
  readonly body: ReactNode;
  /** The one action: Done after a success, Try again after a failure. */
  readonly actionLabel: string;
  readonly onAction: () => void;
  /** Closing without the action (Escape, the close button); the action by default. */
  readonly onClose?: () => void;
  /** Where focus goes on close when what had focus before is gone (the confirmation that closed). */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A trade's success modal (crypto bought, basket bought, basket sold, sold) or failure modal (spec 000 §2). */
export function OutcomeDialog({ tone, title, body, actionLabel, onAction, onClose = onAction, returnFocusTo }: Props) {
  const returnFocus = useReturnFocus(true, returnFocusTo);
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay--modal" />
        <Dialog.Content className={`modal modal--${tone}`} aria-describedby="outcome-body" onCloseAutoFocus={returnFocus}>
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          <div id="outcome-body">{body}</div>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onAction}>
              {actionLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
