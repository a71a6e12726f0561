import { IntlMessageFormat } from 'intl-messageformat';
import type { Message } from '../../ui/base/i18n/texts';

/** The parts of an ICU syntax tree compared: arguments, plural and select options, tags. */
interface Node {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly Node[] }>>;
  readonly children?: readonly Node[];
  readonly pluralType?: 'cardinal' | 'ordinal';
}

const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]);
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

interface Shape {
  readonly args: Set<string>;
  readonly tags: Set<string>;
  readonly plurals: { readonly name: string; readonly keys: readonly string[]; readonly ordinal: boolean }[];
  readonly selects: Map<string, string>;
}

function shapeOf(nodes: readonly Node[], shape: Shape = { args: new Set(), tags: new Set(), plurals: [], selects: new Map() }): Shape {
  for (const node of nodes) {
    const name = typeof node.value === 'string' ? node.value : '';
    if (ARGUMENT_TYPES.has(node.type)) shape.args.add(name);
    if (node.type === TAG) shape.tags.add(name);
    if (node.options !== undefined) {
      const keys = Object.keys(node.options);
      if (node.type === PLURAL) shape.plurals.push({ name, keys, ordinal: node.pluralType === 'ordinal' });
      if (node.type === SELECT) shape.selects.set(name, [...keys].sort().join('|'));
      for (const option of Object.values(node.options)) shapeOf(option.value, shape);
    }
    if (node.children !== undefined) shapeOf(node.children, shape);
  }
  return shape;
}

const parse = (message: Message, locale: string): readonly Node[] => (typeof message === 'string' ? new IntlMessageFormat(message, locale).getAst() : message);

/** The plural categories whole counts from 0 to 1000 reach in a locale: the ones a translation must write. */
export function neededPluralCategories(locale: string, ordinal = false): Set<string> {
  const rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

/**
 * What is wrong with one translated message next to its English source, or [] when nothing is:
 * ICU syntax, the same placeholders, tags and select options, and plurals with exactly the
 * language's categories ("=0"-style exact matches allowed, "other" always).
 */
export function messageProblems(english: Message, translated: Message, locale: string): string[] {
  let source: Shape;
  let target: Shape;
  try {
    source = shapeOf(parse(english, 'en'));
  } catch {
    return ['the English text is not valid ICU'];
  }
  try {
    target = shapeOf(parse(translated, locale));
  } catch (error) {
    return [`not valid ICU (${error instanceof Error ? error.message : String(error)})`];
  }
  const problems: string[] = [];
  const list = (set: ReadonlySet<string>) => [...set].sort().join(', ') || 'none';
  if (list(source.args) !== list(target.args)) problems.push(`placeholders {${list(target.args)}} instead of {${list(source.args)}}`);
  if (list(source.tags) !== list(target.tags)) problems.push(`tags <${list(target.tags)}> instead of <${list(source.tags)}>`);
  for (const [name, keys] of target.selects) {
    const expected = source.selects.get(name);
    if (expected !== undefined && expected !== keys) problems.push(`select {${name}} options ${keys} instead of ${expected}`);
  }
  for (const plural of target.plurals) {
    const categories = new Set(plural.keys.filter((key) => !key.startsWith('=')));
    const needed = neededPluralCategories(locale, plural.ordinal);
    const allowed = new Intl.PluralRules(locale, { type: plural.ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions().pluralCategories as string[];
    const missing = [...needed].filter((category) => !categories.has(category));
    const foreign = [...categories].filter((category) => !allowed.includes(category));
    if (!categories.has('other')) problems.push(`plural {${plural.name}} has no "other"`);
    if (missing.length > 0) problems.push(`plural {${plural.name}} lacks ${missing.join(', ')} (${locale} needs ${[...needed].join(', ')})`);
    if (foreign.length > 0) problems.push(`plural {${plural.name}} has ${foreign.join(', ')}, which ${locale} never uses`);
  }
  return problems;
}
