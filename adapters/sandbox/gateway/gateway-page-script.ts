/**
 * The gateway pages' only script (served as /gateway/assets/gateway-page.js, bundled by
 * gateway-assets.ts; the pages carry no inline code). On a result page it posts the session's
 * message to the window that opened the page (a popup) or embeds it (a frame), targeted at the
 * app's origin only, then closes a popup; a page the app left for goes back to the app's return
 * address. On a form page it lets a form be submitted once.
 */

function deliverResult(result: HTMLElement): void {
  const targetOrigin = result.dataset.targetOrigin;
  const raw = result.dataset.message;
  if (targetOrigin === undefined || raw === undefined) return;
  const message = JSON.parse(raw) as unknown;
  const opener = window.opener as Window | null;
  const target = opener ?? (window.parent === window ? null : window.parent);
  target?.postMessage(message, targetOrigin);
  if (opener !== null) window.close();
  // A page the app left for (a bank's authorisation) sends the customer back to where they were.
  const back = result.dataset.returnUrl;
  if (target === null && back !== undefined && new URL(back).origin === targetOrigin) window.location.replace(back);
}

function submitOnce(form: HTMLFormElement): void {
  let sent = false;
  form.addEventListener('submit', (event) => {
    if (sent) event.preventDefault();
    sent = true;
  });
}

const result = document.getElementById('gateway-result');
if (result !== null) deliverResult(result);
document.querySelectorAll('form').forEach(submitOnce);

/** A module, so its top-level names stay its own. */
export {};
