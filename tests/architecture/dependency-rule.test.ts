import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDependencyRule, collectSourceFiles, extractSpecifiers, packageName } from './dependency-rule';
import type { Violation } from './dependency-rule';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const pairs = (violations: Violation[]): string[] => violations.map((v) => `${v.file} -> ${v.specifier}`).sort();

describe('checkDependencyRule on the violating fixture', () => {
  const violations = checkDependencyRule(fixture('violating'));

  it('reports exactly the forbidden imports', () => {
    expect(pairs(violations)).toEqual(
      [
        'adapters/cli/session.ts -> ../sandbox/exchange/personas',
        'adapters/cli/trading/uses-fake.ts -> ../../fake/sheet',
        'adapters/fake/uses-sandbox.ts -> ../sandbox/exchange/market',
        'adapters/http/client.ts -> ../../ui/theme',
        'adapters/http/uses-fake.ts -> ../fake/clock',
        'adapters/sandbox/uses-application.ts -> ../../application/ports/port',
        'domain/money/amount.ts -> ../trade/amount-input',
        'domain/trade/amount-input.ts -> ../money/amount',
        'application/uses-adapters.ts -> ../adapters/y',
        'application/uses-react.ts -> react',
        'domain/syntax/forms.ts -> ../../adapters/http',
        'domain/syntax/forms.ts -> ../../ui/screen',
        'domain/syntax/forms.ts -> @scope/pkg/sub',
        'domain/syntax/forms.ts -> lodash/fp',
        'domain/uses-application.ts -> ../application/x',
        'domain/uses-node-fs.ts -> node:fs',
        'domain/uses-rxjs.ts -> rxjs',
        'ui/some/screen.tsx -> ../../adapters/z',
        'ui/wiring-helpers/setup.ts -> ../../adapters/http',
      ].sort(),
    );
  });

  it('attributes each violation to the importing layer with a reason', () => {
    for (const violation of violations) {
      expect(violation.file.startsWith(`${violation.layer}/`)).toBe(true);
      expect(violation.reason).not.toBe('');
    }
    expect(violations.find((v) => v.specifier === 'node:fs')?.reason).toContain("package 'node:fs'");
    expect(violations.find((v) => v.specifier === '../application/x')?.reason).toContain('application/');
  });

  it('names each adapter boundary and the domain cycle it breaks', () => {
    const reason = (file: string) => violations.find((v) => v.file === file)?.reason;
    expect(reason('adapters/sandbox/uses-application.ts')).toBe('the sandbox is a separate system: it may import domain/, never application/');
    expect(reason('adapters/fake/uses-sandbox.ts')).toBe('fakes use the domain’s rules, never the sandbox');
    expect(reason('adapters/cli/session.ts')).toBe(
      'the CLI imports the sandbox only from its composition roots (adapters/cli/main.ts, adapters/cli/runtime/cli-runtime.ts)',
    );
    expect(reason('adapters/cli/trading/uses-fake.ts')).toBe(
      'the CLI imports a fake only from its composition roots (adapters/cli/main.ts, adapters/cli/runtime/cli-runtime.ts)',
    );
    expect(reason('adapters/http/uses-fake.ts')).toMatch(/^only composition roots import a fake \(adapters\/wiring\/, /);
    expect(reason('domain/money/amount.ts')).toBe('domain areas must not form a cycle: money -> trade -> money');
    expect(reason('domain/trade/amount-input.ts')).toBe('domain areas must not form a cycle: trade -> money -> trade');
  });

  it('a domain import that follows the layers is no cycle: each half of the fixture’s cycle passes alone', () => {
    expect(checkDependencyRule(fixture('violating'), ['domain/money/amount.ts'])).toEqual([]);
    expect(checkDependencyRule(fixture('violating'), ['domain/trade/amount-input.ts'])).toEqual([]);
  });

  it('checks only the given files when a list is passed', () => {
    const subset = checkDependencyRule(fixture('violating'), ['application/uses-react.ts', 'domain/other.ts']);
    expect(pairs(subset)).toEqual(['application/uses-react.ts -> react']);
  });
});

describe('checkDependencyRule on the clean fixture', () => {
  it('walks every layer folder', () => {
    expect(collectSourceFiles(fixture('clean'))).toEqual([
      'adapters/cli/main.ts',
      'adapters/cli/runtime/cli-runtime.ts',
      'adapters/fake/sheet.ts',
      'adapters/http/client.ts',
      'adapters/sandbox/exchange.ts',
      'adapters/wiring/browser.ts',
      'adapters/wiring/fake.ts',
      'application/place-order.ts',
      'domain/money/amount.ts',
      'domain/other.ts',
      'domain/price.ts',
      'domain/trade/amount-input.ts',
      'ui/main.tsx',
      'ui/screen.tsx',
      'ui/wiring/container.ts',
    ]);
  });

  it('reports no violations: composition roots may bring in the sandbox and fakes, fakes may use application/, domain areas import one way', () => {
    expect(checkDependencyRule(fixture('clean'))).toEqual([]);
  });
});

describe('specifier extraction', () => {
  it('finds every import form', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "import 'c';",
      "export * from 'd';",
      "export type { E } from 'e';",
      "import f = require('f');",
      "const g = require('g');",
      "const h = await import('h');",
      "type I = typeof import('i');",
      'const notAnImport = \'import("j")\';',
    ].join('\n');
    expect(extractSpecifiers('x.ts', source)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('reduces bare specifiers to package names', () => {
    expect(packageName('rxjs/operators')).toBe('rxjs');
    expect(packageName('@scope/pkg/sub')).toBe('@scope/pkg');
    expect(packageName('decimal.js')).toBe('decimal.js');
    expect(packageName('node:fs')).toBe('node:fs');
  });
});

describe('checkDependencyRule on the repository', () => {
  it('reports no violations', () => {
    expect(checkDependencyRule(repoRoot)).toEqual([]);
  });
});
