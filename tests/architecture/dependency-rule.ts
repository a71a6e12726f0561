import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { adapterBoundaryViolation } from './adapter-boundaries';
import { type AreaImport, domainArea, domainAreaCycles } from './domain-area-cycles';

/** A single import that breaks the hexagonal dependency rule. */
export type Violation = {
  file: string;
  specifier: string;
  layer: string;
  reason: string;
};

type Layer = 'domain' | 'application' | 'adapters' | 'ui';

/** A local target carries its path relative to the root (forward slashes, as written: usually without extension). */
type Target = { kind: 'local'; folder: string | undefined; path: string } | { kind: 'package'; name: string };

/** Top-level folders that the dependency rule applies to. */
export const LAYERS: readonly Layer[] = ['domain', 'application', 'adapters', 'ui'];

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];
const DOMAIN_PACKAGES: ReadonlySet<string> = new Set(['decimal.js', 'json-logic-js']);
const APPLICATION_PACKAGES: ReadonlySet<string> = new Set(['rxjs']);

function isLayer(value: string | undefined): value is Layer {
  return value !== undefined && (LAYERS as readonly string[]).includes(value);
}

function toPosix(relativePath: string): string {
  return relativePath.split(path.sep).join('/');
}

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, out);
    } else if (entry.isFile() && SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) {
      out.push(full);
    }
  }
}

/**
 * Lists the .ts/.tsx/.mts files under the layer folders of `rootDir`,
 * as sorted paths relative to `rootDir` with forward slashes.
 */
export function collectSourceFiles(rootDir: string): string[] {
  const found: string[] = [];
  for (const layer of LAYERS) walk(path.join(rootDir, layer), found);
  return found.map((file) => toPosix(path.relative(rootDir, file))).sort();
}

function scriptKindFor(fileName: string): ts.ScriptKind {
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/**
 * Extracts every module specifier a source text refers to: static imports
 * (including `import type`), `export ... from`, `import x = require(...)`,
 * `import('...')`, `require('...')` and `import('...')` type queries.
 */
export function extractSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKindFor(fileName));
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteralLike(node.moduleSpecifier)) {
        specifiers.push(node.moduleSpecifier.text);
      }
    } else if (ts.isImportEqualsDeclaration(node)) {
      const reference = node.moduleReference;
      if (ts.isExternalModuleReference(reference) && ts.isStringLiteralLike(reference.expression)) {
        specifiers.push(reference.expression.text);
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      const [first] = node.arguments;
      if ((isDynamicImport || isRequire) && first !== undefined && ts.isStringLiteralLike(first)) {
        specifiers.push(first.text);
      }
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteralLike(argument.literal)) {
        specifiers.push(argument.literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Returns the package name of a bare specifier: `@a/b/c` -> `@a/b`, `rxjs/operators` -> `rxjs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  if (specifier.startsWith('@') && parts.length > 1) return `${parts[0]}/${parts[1]}`;
  return parts[0] ?? specifier;
}

function isPathSpecifier(specifier: string): boolean {
  return specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
}

function classify(rootDir: string, absoluteFile: string, specifier: string): Target {
  if (!isPathSpecifier(specifier)) return { kind: 'package', name: packageName(specifier) };
  const resolved = path.resolve(path.dirname(absoluteFile), specifier);
  const relative = path.relative(rootDir, resolved);
  if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { kind: 'local', folder: undefined, path: toPosix(relative) };
  }
  return { kind: 'local', folder: toPosix(relative).split('/')[0], path: toPosix(relative) };
}

function describeTarget(target: Target): string {
  if (target.kind === 'package') return `package '${target.name}'`;
  return isLayer(target.folder) ? `${target.folder}/` : 'a path outside the layer folders';
}

function isCompositionRoot(file: string): boolean {
  return file === 'ui/main.tsx' || file.startsWith('ui/wiring/');
}

function checkImport(layer: Layer, file: string, target: Target): string | undefined {
  const what = describeTarget(target);
  switch (layer) {
    case 'domain':
      if (target.kind === 'local' ? target.folder === 'domain' : DOMAIN_PACKAGES.has(target.name)) return undefined;
      return `domain may import only domain/, decimal.js and json-logic-js, not ${what}`;
    case 'application':
      if (target.kind === 'local' ? target.folder === 'application' || target.folder === 'domain' : APPLICATION_PACKAGES.has(target.name)) {
        return undefined;
      }
      return `application may import only application/, domain/ and rxjs, not ${what}`;
    case 'ui':
      if (target.kind === 'local' && target.folder === 'adapters' && !isCompositionRoot(file)) {
        return 'ui may import adapters/ only from the composition root (ui/main.tsx, ui/wiring/)';
      }
      return undefined;
    case 'adapters':
      if (target.kind !== 'local') return undefined;
      if (target.folder === 'ui') return 'adapters must not import ui/';
      return adapterBoundaryViolation(file, target.path);
  }
}

/**
 * Checks the hexagonal dependency rule for `files` (paths relative to `rootDir`,
 * or absolute), or for every source file under the layer folders when omitted:
 * each layer's allowed imports, the adapters' boundaries (adapter-boundaries.ts) and
 * no cycle between domain areas among the imports checked (domain-area-cycles.ts).
 * Files outside domain/, application/, adapters/ and ui/ are ignored.
 */
export function checkDependencyRule(rootDir: string, files?: string[]): Violation[] {
  const root = path.resolve(rootDir);
  const targets = files ?? collectSourceFiles(root);
  const violations: Violation[] = [];
  const areaImports: AreaImport[] = [];
  for (const candidate of targets) {
    const absoluteFile = path.resolve(root, candidate);
    const file = toPosix(path.relative(root, absoluteFile));
    const layer = file.split('/')[0];
    if (!isLayer(layer)) continue;
    const text = readFileSync(absoluteFile, 'utf8');
    for (const specifier of extractSpecifiers(absoluteFile, text)) {
      const target = classify(root, absoluteFile, specifier);
      const reason = checkImport(layer, file, target);
      if (reason !== undefined) violations.push({ file, specifier, layer, reason });
      const [from, to] = [domainArea(file), target.kind === 'local' ? domainArea(target.path) : undefined];
      if (from !== undefined && to !== undefined && from !== to) areaImports.push({ file, specifier, from, to });
    }
  }
  for (const cycle of domainAreaCycles(areaImports)) violations.push({ file: cycle.file, specifier: cycle.specifier, layer: 'domain', reason: cycle.reason });
  return violations;
}
