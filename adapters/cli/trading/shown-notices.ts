import { Subscription } from 'rxjs';
import type { AppServices } from '../../../application/app-services';
import type { ErrorNotice } from '../../../domain/errors/error-presentation';

/**
 * The error notices the app shows while a command drives it: dialogs and modals (the notice
 * host's alert, closed first as a person would close an old one) and error toasts, in order.
 */
export class ShownNotices {
  private readonly alerts: ErrorNotice[] = [];
  private readonly toasts: ErrorNotice[] = [];
  private readonly subscription = new Subscription();

  constructor(services: Pick<AppServices, 'notices' | 'toasts'>) {
    services.notices.dismissAlert();
    const since = Math.max(0, ...services.toasts.toasts.getSnapshot().map((toast) => toast.id));
    this.subscription.add(
      services.notices.alert.state$.subscribe((notice) => {
        if (notice !== undefined && !this.alerts.includes(notice)) this.alerts.push(notice);
      }),
    );
    this.subscription.add(
      services.toasts.toasts.state$.subscribe((list) =>
        list.forEach((toast) => {
          if (toast.kind === 'notice' && toast.id > since && !this.toasts.includes(toast.notice)) this.toasts.push(toast.notice);
        }),
      ),
    );
  }

  /** The first dialog shown, else the first error toast. */
  first(): ErrorNotice | undefined {
    return this.alerts[0] ?? this.toasts[0];
  }

  stop(): void {
    this.subscription.unsubscribe();
  }
}

/** Runs `work` and answers what it showed, if anything. */
export async function watchingNotices<T>(
  services: Pick<AppServices, 'notices' | 'toasts'>,
  work: () => Promise<T>,
): Promise<{ readonly value: T; readonly notice: ErrorNotice | undefined }> {
  const shown = new ShownNotices(services);
  try {
    const value = await work();
    return { value, notice: shown.first() };
  } finally {
    shown.stop();
  }
}
