/** What a headless client reads from a payment gateway page: its form, or the result it posts back. */

/** A page's form: where it posts, the decisions its buttons send (`name="decision"`), and the values its inputs already hold. */
export interface GatewayForm {
  readonly action: string;
  readonly decisions: readonly string[];
  /** What a browser would send with the button: each named input's value as the page filled it (the PayPal email, say). */
  readonly fields: Readonly<Record<string, string>>;
}

/** A result page's message (what its script posts to the app) and the origin it is addressed to. */
export interface GatewayResult {
  readonly targetOrigin: string;
  readonly message: unknown;
}

const unescapeHtml = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
};

/** The first POST form and its decision buttons; undefined when the page has none a headless client can press. */
export function readGatewayForm(html: string): GatewayForm | undefined {
  const form = /<form\b[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (form === null) return undefined;
  const open = /<form\b[^>]*>/i.exec(form[0])?.[0] ?? '';
  const action = attribute(open, 'action');
  if (action === undefined || (attribute(open, 'method') ?? 'get').toLowerCase() !== 'post') return undefined;
  const decisions = [...(form[1] ?? '').matchAll(/<button\b[^>]*>/gi)]
    .map((button) => button[0])
    .filter((button) => attribute(button, 'name') === 'decision')
    .flatMap((button) => attribute(button, 'value') ?? []);
  const fields = Object.fromEntries(
    [...(form[1] ?? '').matchAll(/<input\b[^>]*>/gi)].flatMap((input): [string, string][] => {
      const name = attribute(input[0], 'name');
      const value = attribute(input[0], 'value');
      return name === undefined || value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  return decisions.length === 0 ? undefined : { action, decisions, fields };
}

/** The result a completed page posts (its #gateway-result data attributes); undefined on any other page. */
export function readGatewayResult(html: string): GatewayResult | undefined {
  const tag = /<[^>]*\sid="gateway-result"[^>]*>/i.exec(html)?.[0];
  if (tag === undefined) return undefined;
  const targetOrigin = attribute(tag, 'data-target-origin');
  const raw = attribute(tag, 'data-message');
  if (targetOrigin === undefined || raw === undefined) return undefined;
  try {
    return { targetOrigin, message: JSON.parse(raw) as unknown };
  } catch {
    return undefined;
  }
}
