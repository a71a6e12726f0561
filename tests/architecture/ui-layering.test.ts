import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkUiLayering, layerOf, type UiLayeringViolation } from './ui-layering';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const pairs = (violations: UiLayeringViolation[]): string[] => violations.map((v) => `${v.file} -> ${v.specifier}`).sort();

describe('UI layering: base <- shared <- features <- app, i18n, and no loop between ui folders', () => {
  it('names the layers: base (and the ambient types), shared, the composition on top, every other folder a feature', () => {
    expect(['base', 'types', 'shared', 'app', 'i18n', 'main.tsx', 'trade', 'hub', 'shell'].map(layerOf)).toEqual([
      'base',
      'base',
      'shared',
      'top',
      'top',
      'top',
      'feature',
      'feature',
      'feature',
    ]);
  });

  it('reports every import that runs back up, and base reaching outside application/ and domain/', () => {
    const violations = checkUiLayering(fixture('ui-upward'));
    expect(pairs(violations)).toEqual(
      [
        'ui/base/use-modal.ts -> ../shared/Modal',
        'ui/base/use-t.ts -> ../trade/messages.en',
        'ui/base/use-t.ts -> ../../adapters/wiring/browser',
        'ui/shared/Modal.tsx -> ../trade/BuyWidget',
        'ui/trade/BuyWidget.tsx -> ../app/App',
        'ui/trade/BuyWidget.tsx -> ../i18n/I18nProvider',
      ].sort(),
    );
    expect(violations.find((v) => v.specifier === '../shared/Modal')?.reason).toBe(
      'ui/base (base) must not import ui/shared (shared): imports run base <- shared <- features <- app, i18n',
    );
    expect(violations.find((v) => v.specifier.includes('adapters'))?.reason).toContain('only application/ and domain/, not adapters/');
  });

  it('reports each import of a loop between folders, features or top alike (type-only and dynamic imports count)', () => {
    const violations = checkUiLayering(fixture('ui-loop'));
    expect(violations.map((v) => `${v.file} -> ${v.specifier}: ${v.reason}`).sort()).toEqual([
      'ui/app/App.tsx -> ../i18n/messages.en: ui folders app, i18n import each other in a loop',
      'ui/home/Fund.tsx -> ../trade/BuyWidget: ui folders home, payments, trade import each other in a loop',
      'ui/i18n/messages.en.ts -> ../app/App: ui folders app, i18n import each other in a loop',
      'ui/payments/CardForm.tsx -> ../home/Fund: ui folders home, payments, trade import each other in a loop',
      'ui/trade/BuyWidget.tsx -> ../payments/CardForm: ui folders home, payments, trade import each other in a loop',
    ]);
  });

  it('checks only the given files when a list is passed', () => {
    expect(pairs(checkUiLayering(fixture('ui-upward'), ['ui/shared/Modal.tsx', 'ui/app/App.tsx']))).toEqual(['ui/shared/Modal.tsx -> ../trade/BuyWidget']);
  });

  it('passes a tree that keeps the layers', () => {
    expect(checkUiLayering(fixture('ui-clean'))).toEqual([]);
  });

  it('passes on the repository', () => {
    expect(checkUiLayering(repoRoot)).toEqual([]);
  });
});
