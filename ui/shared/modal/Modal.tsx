import * as Dialog from 'radix-ui/dialog';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../base/i18n/use-t';
import { useReturnFocus } from '../../base/use-return-focus';
import { descriptionBody, ModalActions, ModalHeader, type ModalPresentation, type ModalTone, useFrameClass } from './modal-frame';

export interface ModalProps {
  /** Whether it shows; true by default, for a modal mounted only while it shows. */
  readonly open?: boolean;
  /** The customer closes it: Escape, the close button, or a click outside unless refused. */
  readonly onClose: () => void;
  /** The heading and the dialog's accessible name. */
  readonly title: ReactNode;
  /** What describes the dialog (its aria-describedby); a text becomes a paragraph. None by default. */
  readonly description?: ReactNode;
  /** A centred modal (480 wide) or a side drawer; 'modal' by default. */
  readonly presentation?: ModalPresentation;
  /** A long form scrolling under a sticky header, full screen on a phone (a drawer always is). */
  readonly sheet?: boolean;
  readonly tone?: ModalTone;
  /** Classes of the content, for what the dialog draws inside. */
  readonly className?: string;
  /** The × button in the header, named 'Close'; shown by default. */
  readonly closeButton?: boolean;
  /** False where a click outside must not close it (trade confirmation, spec 000 §2; payment frames). */
  readonly closeOnOutsideClick?: boolean;
  /** A back arrow before the title (a flow's step back to its picker). */
  readonly onBack?: () => void;
  /** The back arrow's accessible name; 'Back' by default. */
  readonly backLabel?: string;
  /** What gets focus on opening; the first focusable element by default. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when what opened it is gone (use-return-focus.ts). */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
  /** The footer's buttons. */
  readonly actions?: ReactNode;
  readonly stackedActions?: boolean;
  readonly children?: ReactNode;
}

/**
 * Every dialog of the app (radix Dialog): title as accessible name, optional description, close
 * button, focus trapped inside and given back to what opened it, Escape closes, and on a phone
 * drawers and sheets fill the screen. Padding 24 and width 480 come from modal.css.
 */
export function Modal({
  open = true,
  onClose,
  title,
  description,
  presentation = 'modal',
  sheet = false,
  tone,
  className,
  closeButton = true,
  closeOnOutsideClick = true,
  onBack,
  backLabel,
  initialFocus,
  returnFocusTo,
  actions,
  stackedActions = false,
  children,
}: ModalProps) {
  const { t } = useT();
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const frameClass = useFrameClass({ presentation, sheet, tone, className });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content
          className={frameClass}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            if (initialFocus === undefined) return;
            event.preventDefault();
            initialFocus.current?.focus();
          }}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={(event) => !closeOnOutsideClick && event.preventDefault()}
        >
          <ModalHeader>
            {onBack !== undefined && (
              <button type="button" className="icon-button modal__back" aria-label={backLabel ?? t('app.back')} onClick={onBack}>
                <span aria-hidden="true">←</span>
              </button>
            )}
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {closeButton && (
              <Dialog.Close className="icon-button modal__close" aria-label={t('app.close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            )}
          </ModalHeader>
          {description !== undefined && (
            <Dialog.Description asChild>
              <div className="modal__description">{descriptionBody(description)}</div>
            </Dialog.Description>
          )}
          {children}
          {actions !== undefined && <ModalActions stacked={stackedActions}>{actions}</ModalActions>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
