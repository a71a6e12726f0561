import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountMessagesEn } from '../../../ui/account/messages.en';
import { coinMessagesEn } from '../../../ui/coin/messages.en';
import { depositMessagesEn } from '../../../ui/deposit/messages.en';
import { historyMessagesEn } from '../../../ui/history/messages.en';
import { hubCoreMessagesEn } from '../../../ui/hub/hub-core-messages.en';
import { hubMessagesEn } from '../../../ui/hub/hub-messages.en';
import { kycMessagesEn } from '../../../ui/kyc/messages.en';
import { levelUpMessagesEn } from '../../../ui/level-up/messages.en';
import { marketMessagesEn } from '../../../ui/market/messages.en';
import { moreMessagesEn } from '../../../ui/more/messages.en';
import { onboardingMessagesEn } from '../../../ui/onboarding/messages.en';

const UI = fileURLToPath(new URL('../../../ui/', import.meta.url));

/** The areas whose English texts load with their screens (WithTexts), and the folders of the screens that lay them. */
const LAZY_AREAS: readonly { readonly name: string; readonly texts: Readonly<Record<string, string>>; readonly shownIn: readonly string[] }[] = [
  { name: 'coin', texts: coinMessagesEn, shownIn: ['coin/', 'market/'] },
  { name: 'market', texts: marketMessagesEn, shownIn: ['market/'] },
  { name: 'account', texts: accountMessagesEn, shownIn: ['account/'] },
  { name: 'history', texts: historyMessagesEn, shownIn: ['history/'] },
  { name: 'more', texts: moreMessagesEn, shownIn: ['more/'] },
  { name: 'deposit', texts: depositMessagesEn, shownIn: ['deposit/'] },
  { name: 'kyc', texts: kycMessagesEn, shownIn: ['kyc/'] },
  { name: 'levelUp', texts: levelUpMessagesEn, shownIn: ['level-up/'] },
  { name: 'onboarding', texts: onboardingMessagesEn, shownIn: ['onboarding/', 'app/OnboardingScreens.tsx'] },
];

const code = (dir: string): string[] =>
  readdirSync(path.join(UI, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return file === 'i18n/locales' ? [] : code(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('messages.en.ts') ? [file] : [];
  });

/** Every quoted text of a file, and its template texts as patterns (`deposit.${kind}` -> /^deposit\.[\w-]+$/). */
function textsIn(source: string): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [, single, double, template] of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const text = single ?? double ?? template ?? '';
    if (template !== undefined && text.includes('${')) {
      const parts = text.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      if (/^[\w.\\-]+$/.test(parts.join(''))) patterns.push(new RegExp(`^${parts.join('[\\w-]+')}$`));
    } else literals.add(text);
  }
  return { literals, patterns };
}

describe("texts that load with their screens: an area's keys are shown only inside the screens that lay them", () => {
  const files = code('').map((file) => ({ file, ...textsIn(readFileSync(path.join(UI, file), 'utf8')) }));

  it.each(LAZY_AREAS.map((area) => [area.name, area] as const))('%s', (_name, area) => {
    const keys = Object.keys(area.texts);
    const outside = files.filter(({ file }) => !area.shownIn.some((dir) => file.startsWith(dir)));
    const misplaced = outside.flatMap(({ file, literals, patterns }) =>
      keys.filter((key) => literals.has(key) || patterns.some((pattern) => pattern.test(key))).map((key) => `${file}: ${key}`),
    );
    expect(misplaced).toEqual([]);
  });

  it.each(LAZY_AREAS.map((area) => [area.name, area] as const))('%s: a file that lays its texts is imported only from inside the area', (_name, area) => {
    const keys = Object.keys(area.texts);
    const inside = (file: string) => area.shownIn.some((dir) => file.startsWith(dir));
    const laysTexts = new Set(
      files
        .filter(({ file, literals, patterns }) => inside(file) && keys.some((key) => literals.has(key) || patterns.some((pattern) => pattern.test(key))))
        .map(({ file }) => file.replace(/\.tsx?$/, '')),
    );
    const leaks = files
      .filter(({ file }) => !inside(file))
      .flatMap(({ file }) =>
        [...readFileSync(path.join(UI, file), 'utf8').matchAll(/from '(\.[^']+)'/g)]
          .map(([, target]) => path.posix.join(path.posix.dirname(file), target ?? ''))
          .filter((target) => laysTexts.has(target))
          .map((target) => `${file} imports ${target}`),
      );
    expect(leaks).toEqual([]);
  });

  it('the first screen and the lazy areas together are every hub text, each in one part', () => {
    const parts = [hubCoreMessagesEn, ...LAZY_AREAS.map((area) => area.texts)];
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set(Object.keys(hubMessagesEn)));
  });
});
