import { IntlMessageFormat } from 'intl-messageformat';
import type { Catalogue, Message } from '../base/i18n/texts';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i] ?? letter,
  ]),
);

/** Share of extra length: translations run up to 40% longer than English. */
const GROWTH = 0.4;

/** The parts of an ICU syntax tree this needs: literals (type 0), select and plural options, tags. */
interface Node {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly Node[] }>>;
  readonly children?: readonly Node[];
}

const accent = (text: string): string => [...text].map((c) => ACCENTED[c] ?? c).join('');

function pseudoNodes(nodes: readonly Node[]): Node[] {
  return nodes.map((node) => {
    if (node.type === 0 && typeof node.value === 'string') return { ...node, value: accent(node.value) };
    if (node.options !== undefined)
      return {
        ...node,
        options: Object.fromEntries(Object.entries(node.options).map(([key, option]) => [key, { ...option, value: pseudoNodes(option.value) }])),
      };
    if (node.children !== undefined) return { ...node, children: pseudoNodes(node.children) };
    return node;
  });
}

/** The letters a reader sees: literals, and of a plural or select its longest option. */
const literalLength = (nodes: readonly Node[]): number =>
  nodes.reduce((sum, node) => {
    if (node.type === 0 && typeof node.value === 'string') return sum + node.value.length;
    if (node.options !== undefined) return sum + Math.max(0, ...Object.values(node.options).map((option) => literalLength(option.value)));
    return node.children === undefined ? sum : sum + literalLength(node.children);
  }, 0);

/**
 * One English message in the pseudo-locale: every letter accented, placeholders, plurals and tags
 * kept, 40% longer (tildes), in brackets so a cut-off end shows: "Log in" -> "[Ŀǿɠ īƞ ~~~]".
 */
export function pseudoMessage(message: Message): Message {
  const ast = (typeof message === 'string' ? new IntlMessageFormat(message, 'en').getAst() : message) as unknown as readonly Node[];
  const padding = '~'.repeat(Math.ceil(literalLength(ast) * GROWTH));
  return [{ type: 0, value: '[' }, ...pseudoNodes(ast), { type: 0, value: padding === '' ? ']' : ` ${padding}]` }];
}

/** A whole catalogue in the pseudo-locale. */
export const pseudoCatalogue = (english: Catalogue): Catalogue =>
  Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
