import type { ReactNode } from 'react';
import { AlertModal, AlertModalCancel } from '../shared/modal/AlertModal';

interface Props {
  readonly title: string;
  readonly description: string;
  readonly cancelLabel: string;
  readonly removeLabel: string;
  /** The removal is on its way: both buttons wait. */
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onRemove: () => void;
  /** What went wrong with the last attempt, announced. */
  readonly children?: ReactNode;
}

/** The 'Are you sure' before removing a saved card or a linked bank account: cancel, or remove. */
export function RemovalAlert({ title, description, cancelLabel, removeLabel, busy, onCancel, onRemove, children }: Props) {
  return (
    <AlertModal
      onClose={onCancel}
      title={title}
      description={description}
      actions={
        <>
          <AlertModalCancel className="button button--ghost" disabled={busy}>
            {cancelLabel}
          </AlertModalCancel>
          <button type="button" className="button button--danger" disabled={busy} aria-busy={busy} onClick={onRemove}>
            {removeLabel}
          </button>
        </>
      }
    >
      {children}
    </AlertModal>
  );
}
