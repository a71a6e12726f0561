/** Small HTML builders for the gateway pages: every interpolated value is escaped. */

export const GATEWAY_SCRIPT_PATH = '/gateway/assets/gateway-page.js';
export const GATEWAY_STYLE_PATH = '/gateway/assets/gateway.css';

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A whole page: one <main> named by its heading, the gateway's stylesheet and script, no inline code. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · Sandbox payment gateway</title>
    <link rel="stylesheet" href="${GATEWAY_STYLE_PATH}" />
    <script src="${GATEWAY_SCRIPT_PATH}" defer></script>
  </head>
  <body>
    <main aria-labelledby="page-title">
      <p class="badge">Sandbox payment gateway</p>
      <h1 id="page-title">${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

export interface FieldOptions {
  readonly name: string;
  readonly label: string;
  readonly value?: string;
  readonly error?: string;
  readonly hint?: string;
  readonly autocomplete?: string;
  readonly inputmode?: 'numeric' | 'email' | 'text';
  readonly type?: 'text' | 'email';
}

/** A labelled input; its hint and error are tied to it by aria-describedby. */
export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const described = [options.hint === undefined ? undefined : `${id}-hint`, options.error === undefined ? undefined : `${id}-error`].filter(
    (x): x is string => x !== undefined,
  );
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(options.name)}"`,
    `type="${options.type ?? 'text'}"`,
    `value="${escapeHtml(options.value ?? '')}"`,
    'required',
    options.autocomplete === undefined ? '' : `autocomplete="${options.autocomplete}"`,
    options.inputmode === undefined ? '' : `inputmode="${options.inputmode}"`,
    options.error === undefined ? '' : 'aria-invalid="true"',
    described.length === 0 ? '' : `aria-describedby="${described.join(' ')}"`,
  ].filter((a) => a !== '');
  return `<div class="field">
        <label for="${id}">${escapeHtml(options.label)}</label>
        ${options.hint === undefined ? '' : `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>`}
        <input ${attributes.join(' ')} />
        ${options.error === undefined ? '' : `<p class="error" id="${id}-error">${escapeHtml(options.error)}</p>`}
      </div>`;
}

/** A labelled select of `options` ([value, label]), the value given selected. */
export function select(options: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly choices: readonly (readonly [string, string])[];
}): string {
  const id = `field-${options.name}`;
  const choices = options.choices.map(
    ([value, label]) => `<option value="${escapeHtml(value)}"${value === options.value ? ' selected' : ''}>${escapeHtml(label)}</option>`,
  );
  return `<div class="field">
        <label for="${id}">${escapeHtml(options.label)}</label>
        <select id="${id}" name="${escapeHtml(options.name)}">${choices.join('')}</select>
      </div>`;
}

export interface Action {
  readonly decision: 'submit' | 'review' | 'fail' | 'cancel';
  readonly label: string;
}

/** The page's form: fields, then one button per action (cancel and fail skip field validation). */
export function form(action: string, fields: readonly string[], actions: readonly Action[], errorCount = 0): string {
  const summary =
    errorCount === 0 ? '' : `<p class="error-summary" role="alert">Check the ${errorCount === 1 ? 'field' : `${String(errorCount)} fields`} marked below.</p>`;
  const buttons = actions.map(
    (a) =>
      `<button type="submit" name="decision" value="${a.decision}"${a.decision === 'submit' ? ' class="primary"' : ' formnovalidate'}>${escapeHtml(a.label)}</button>`,
  );
  return `${summary}
      <form method="post" action="${escapeHtml(action)}">
      ${fields.join('\n      ')}
        <div class="actions">${buttons.join('')}</div>
      </form>`;
}

export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;
