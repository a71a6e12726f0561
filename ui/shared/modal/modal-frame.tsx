import type { ReactNode } from 'react';
import { usePhoneLayout } from '../../base/use-media-query';

/** A coloured edge for an outcome or a warning (modal--success, modal--failure, modal--warning). */
export type ModalTone = 'success' | 'failure' | 'warning';

/** A centred modal, 480 wide (spec 000 §2, 001 §9), or a side drawer at the inline end. */
export type ModalPresentation = 'modal' | 'drawer';

interface FrameOptions {
  readonly presentation: ModalPresentation;
  /** A long form that scrolls under its header: a full-screen sheet on a phone (drawers always are). */
  readonly sheet: boolean;
  readonly tone: ModalTone | undefined;
  readonly className: string | undefined;
}

/**
 * The content's classes: presentation, tone, the caller's own, and 'phone-sheet' (full screen) on a
 * phone layout (max-width 720px or a coarse pointer, use-media-query.ts) for drawers and sheets.
 */
export function useFrameClass({ presentation, sheet, tone, className }: FrameOptions): string {
  const phone = usePhoneLayout();
  return [
    presentation,
    presentation === 'modal' && sheet && 'modal--sheet',
    tone !== undefined && `modal--${tone}`,
    className,
    phone && (presentation === 'drawer' || sheet) && 'phone-sheet',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The header row: an optional back button, the title (with an icon before it), an optional close button at the end. */
export const ModalHeader = ({ children }: { readonly children: ReactNode }) => <div className="modal__header">{children}</div>;

/** The footer's buttons: in a row at the end, or one under the other (three or more, the first the main one). */
export const ModalActions = ({ stacked, children }: { readonly stacked: boolean; readonly children: ReactNode }) => (
  <div className={stacked ? 'modal__actions modal__actions--stacked' : 'modal__actions'}>{children}</div>
);

/** A description as given, a plain text as a paragraph. */
export const descriptionBody = (description: ReactNode): ReactNode => (typeof description === 'string' ? <p>{description}</p> : description);
