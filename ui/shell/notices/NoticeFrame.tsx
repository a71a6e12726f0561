import type { ReactNode } from 'react';
import { useT } from '../../base/i18n/use-t';
import { useShellServices } from '../../base/services-context';
import { AlertModal } from '../../shared/modal/AlertModal';

export type NoticeTone = 'error' | 'warning' | 'info';

const ICON: Record<NoticeTone, string> = {
  error: 'M12 8v5m0 3h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 9v4m0 3h.01M10.3 4.3 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0z',
  info: 'M12 11v5m0-8h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
};

interface Props {
  readonly tone: NoticeTone;
  readonly title: string;
  /** The text the dialog is described by. */
  readonly description: ReactNode;
  /** More content under the description (a countdown, a list). */
  readonly children?: ReactNode;
  /** The buttons; one of them is an AlertModalCancel, which gets the first focus. */
  readonly actions: ReactNode;
  readonly busy?: boolean;
  /** Three or more actions: one under the other, full width, the first the main one. */
  readonly stackedActions?: boolean;
}

/**
 * The layout every app-wide notice dialog shares: tone icon (named for screen readers), title,
 * description, actions. Closing it dismisses the notice service's alert.
 */
export function NoticeFrame({ tone, title, description, children, actions, busy = false, stackedActions = false }: Props) {
  const { notices } = useShellServices();
  const { t } = useT();
  return (
    <AlertModal
      onClose={() => notices.dismissAlert()}
      className="notice"
      icon={
        <svg
          className={`notice__icon notice__icon--${tone}`}
          viewBox="0 0 24 24"
          width="28"
          height="28"
          role="img"
          aria-label={t(`dialog.tone.${tone}`)}
          focusable="false"
        >
          <path d={ICON[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      }
      title={title}
      description={
        <div className="notice__body" aria-busy={busy}>
          {description}
        </div>
      }
      actions={actions}
      stackedActions={stackedActions}
    >
      {children}
    </AlertModal>
  );
}
