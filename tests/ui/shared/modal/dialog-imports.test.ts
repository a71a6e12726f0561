import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const UI = fileURLToPath(new URL('../../../../ui/', import.meta.url));
/** The dialog primitives: the only UI files that may use radix's Dialog and AlertDialog. */
const PRIMITIVES = ['shared/modal/Modal.tsx', 'shared/modal/AlertModal.tsx'];
const DIALOG_MODULES = /^(radix-ui\/(alert-)?dialog|@radix-ui\/react-(alert-)?dialog)$/;

/** The radix dialog imports of a source: `{ Dialog }` or `{ AlertDialog }` from 'radix-ui', or a dialog package or subpath. */
function radixDialogImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (specifier === undefined || !ts.isStringLiteral(specifier)) continue;
    if (DIALOG_MODULES.test(specifier.text)) found.push(specifier.text);
    if (specifier.text !== 'radix-ui') continue;
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    const elements = bindings !== undefined && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)) ? bindings.elements : [];
    for (const element of elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === 'Dialog' || imported === 'AlertDialog') found.push(`radix-ui ${imported}`);
    }
  }
  return found;
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('one dialog family: only Modal and AlertModal use radix Dialog and AlertDialog', () => {
  it('finds every way to import them', () => {
    expect(radixDialogImports('a.tsx', "import { Dialog, Tabs } from 'radix-ui';")).toEqual(['radix-ui Dialog']);
    expect(radixDialogImports('a.tsx', "import { AlertDialog as A } from 'radix-ui';")).toEqual(['radix-ui AlertDialog']);
    expect(radixDialogImports('a.tsx', "export { Dialog } from 'radix-ui';")).toEqual(['radix-ui Dialog']);
    expect(radixDialogImports('a.ts', "import * as D from '@radix-ui/react-dialog';")).toEqual(['@radix-ui/react-dialog']);
    expect(radixDialogImports('a.ts', "import { Root } from 'radix-ui/alert-dialog';")).toEqual(['radix-ui/alert-dialog']);
    expect(radixDialogImports('a.tsx', "import { Tabs, Checkbox } from 'radix-ui';\nimport { DirectionProvider } from 'radix-ui/direction';")).toEqual([]);
  });

  it('no other file under ui/ imports them', () => {
    const offenders = sources(UI)
      .map((file) => path.relative(UI, file).split(path.sep).join('/'))
      .filter((file) => !PRIMITIVES.includes(file))
      .flatMap((file) => radixDialogImports(file, readFileSync(path.join(UI, file), 'utf8')).map((found) => `${file}: ${found}`));
    expect(offenders).toEqual([]);
  });

  it('the primitives do', () => {
    expect(PRIMITIVES.flatMap((file) => radixDialogImports(file, readFileSync(path.join(UI, file), 'utf8')))).toEqual([
      'radix-ui/dialog',
      'radix-ui/alert-dialog',
    ]);
  });
});
