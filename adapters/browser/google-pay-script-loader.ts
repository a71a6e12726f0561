/** Google's pay.js, which defines google.payments.api.PaymentsClient. */
export const GOOGLE_PAY_SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js';

/**
 * Loads a script into `document` once: later calls share the first load. A failed load is
 * reported to every waiter and forgotten, so a later call tries again with a fresh element.
 */
export function scriptLoader(document: Document, src: string): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener(
        'error',
        () => {
          script.remove();
          loading = undefined;
          reject(new Error(`could not load ${src}`));
        },
        { once: true },
      );
      document.head.append(script);
    });
    return loading;
  };
}
