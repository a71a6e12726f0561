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
        'adapters/http/client.ts -> ../../ui/theme',
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

  it('checks only the given files when a list is passed', () => {
    const subset = checkDependencyRule(fixture('violating'), ['application/uses-react.ts', 'domain/other.ts']);
    expect(pairs(subset)).toEqual(['application/uses-react.ts -> react']);
  });
});

describe('checkDependencyRule on the clean fixture', () => {
  it('walks every layer folder', () => {
    expect(collectSourceFiles(fixture('clean'))).toEqual([
      'adapters/http/client.ts',
      'adapters/wiring/browser.ts',
      'application/place-order.ts',
      'domain/other.ts',
      'domain/price.ts',
      'ui/main.tsx',
      'ui/screen.tsx',
      'ui/wiring/container.ts',
    ]);
  });

  it('reports no violations', () => {
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
