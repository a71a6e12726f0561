import * as AlertDialog from 'radix-ui/alert-dialog';
import type { ReactNode, RefObject } from 'react';
import { useReturnFocus } from '../../base/use-return-focus';
import { descriptionBody, ModalActions, ModalHeader, type ModalTone, useFrameClass } from './modal-frame';

export interface AlertModalProps {
  /** Whether it shows; true by default, for a dialog mounted only while it shows. */
  readonly open?: boolean;
  /** Escape or the Cancel button closed it. */
  readonly onClose: () => void;
  /** The heading and the dialog's accessible name. */
  readonly title: ReactNode;
  /** What the customer is asked or told (its aria-describedby); a text becomes a paragraph. */
  readonly description?: ReactNode;
  /** Drawn before the title (a notice's tone icon, named for screen readers). */
  readonly icon?: ReactNode;
  readonly tone?: ModalTone;
  readonly className?: string;
  /** The buttons: one of them an AlertModalCancel, which gets the first focus. */
  readonly actions: ReactNode;
  readonly stackedActions?: boolean;
  /** Where focus goes on closing when what opened it is gone (use-return-focus.ts). */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** More content under the description. */
  readonly children?: ReactNode;
}

/**
 * A confirmation or a notice (radix AlertDialog, role alertdialog): a click outside never closes
 * it, Escape and Cancel do, and focus goes back to what opened it. Same frame as Modal (480 wide,
 * padding 24).
 */
export function AlertModal({
  open = true,
  onClose,
  title,
  description,
  icon,
  tone,
  className,
  actions,
  stackedActions = false,
  returnFocusTo,
  children,
}: AlertModalProps) {
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const frameClass = useFrameClass({ presentation: 'modal', sheet: false, tone, className });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="overlay" />
        <AlertDialog.Content className={frameClass} {...(description === undefined ? { 'aria-describedby': undefined } : {})} onCloseAutoFocus={returnFocus}>
          <ModalHeader>
            {icon}
            <AlertDialog.Title className="modal__title">{title}</AlertDialog.Title>
          </ModalHeader>
          {description !== undefined && (
            <AlertDialog.Description asChild>
              <div className="modal__description">{descriptionBody(description)}</div>
            </AlertDialog.Description>
          )}
          {children}
          <ModalActions stacked={stackedActions}>{actions}</ModalActions>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Closes the alert without acting; gets the first focus. */
export const AlertModalCancel = AlertDialog.Cancel;

/** Acts and closes the alert. */
export const AlertModalAction = AlertDialog.Action;
