import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectSourceFiles, extractSpecifiers } from './dependency-rule';

/** An import between ui/ folders that runs back up the UI's layers, or closes a loop between folders. */
export type UiLayeringViolation = {
  file: string;
  specifier: string;
  /** The importing file's ui folder (`ui/<folder>`). */
  layer: string;
  reason: string;
};

/**
 * The UI's layers, bottom up. base (services context, useStore, useT, media query, focus return,
 * visibility) imports no other ui folder and, outside ui/, only application/ and domain/; shared
 * (Modal, AlertModal, fields) imports base; every feature folder imports base, shared and, where
 * it must, another feature; app and i18n (the message tables' composition, translations),
 * ui/main.tsx and ui/wiring/ (the composition roots: the browser's, the build's prerender) compose them all. No loop between folders, whatever their layer.
 */
export type UiLayer = 'base' | 'shared' | 'feature' | 'top';

const RANK: Record<UiLayer, number> = { base: 0, shared: 1, feature: 2, top: 3 };
const TOP_FOLDERS: ReadonlySet<string> = new Set(['app', 'i18n', 'wiring']);
const BASE_OUTSIDE_UI: ReadonlySet<string> = new Set(['application', 'domain']);

/** The ui folder of a path under ui/ (`main.tsx` and other files at ui/'s root are their own). */
const folderOf = (uiPath: string): string => uiPath.split('/')[1] ?? '';

/** The layer of a ui folder: base, shared, top (app, i18n, wiring, the root's files) or a feature. */
export function layerOf(folder: string): UiLayer {
  if (folder === 'base' || folder === 'types') return 'base';
  if (folder === 'shared') return 'shared';
  if (TOP_FOLDERS.has(folder) || /\.\w+$/.test(folder)) return 'top';
  return 'feature';
}

type Edge = { file: string; specifier: string; from: string; to: string };

/** Relative specifiers as paths from rootDir, forward slashes; bare (package) specifiers are left out. */
function localTargets(rootDir: string, file: string): { specifier: string; target: string }[] {
  const text = readFileSync(path.join(rootDir, file), 'utf8');
  return extractSpecifiers(file, text)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .map((specifier) => ({ specifier, target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) }));
}

/** Folders in a loop: the strongly connected components (Tarjan) with more than one folder. */
function foldersInLoops(edges: readonly Edge[]): Map<string, string[]> {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops = new Map<string, string[]>();
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) ?? 0);
    stack.push(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== folder);
    if (component.length > 1) for (const each of component) loops.set(each, [...component].sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return loops;
}

/**
 * Checks the UI's folder layering over `files` (paths relative to `rootDir`), or every source file
 * under ui/ when omitted: no import runs down-to-up (base -> shared -> features -> app, i18n), base
 * reaches outside ui/ only into application/ and domain/, and no two ui folders import each other,
 * directly or round a loop (type-only and dynamic imports count).
 */
export function checkUiLayering(rootDir: string, files?: readonly string[]): UiLayeringViolation[] {
  const root = path.resolve(rootDir);
  const uiFiles = (files ?? collectSourceFiles(root))
    .map((file) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/'))
    .filter((file) => file.startsWith('ui/'));
  const violations: UiLayeringViolation[] = [];
  const edges: Edge[] = [];
  for (const file of uiFiles) {
    const from = folderOf(file);
    const layer = layerOf(from);
    for (const { specifier, target } of localTargets(root, file)) {
      if (!target.startsWith('ui/')) {
        const outside = target.split('/')[0] ?? '';
        if (layer === 'base' && !BASE_OUTSIDE_UI.has(outside)) {
          violations.push({ file, specifier, layer: `ui/${from}`, reason: `ui/base may import, outside ui/, only application/ and domain/, not ${outside}/` });
        }
        continue;
      }
      const to = folderOf(target);
      if (to === from) continue;
      const toLayer = layerOf(to);
      if (RANK[toLayer] > RANK[layer]) {
        violations.push({
          file,
          specifier,
          layer: `ui/${from}`,
          reason: `ui/${from} (${layer}) must not import ui/${to} (${toLayer}): imports run base <- shared <- features <- app, i18n`,
        });
      }
      edges.push({ file, specifier, from, to });
    }
  }
  const loops = foldersInLoops(edges);
  for (const edge of edges) {
    const loop = loops.get(edge.from);
    if (loop?.includes(edge.to)) {
      violations.push({
        file: edge.file,
        specifier: edge.specifier,
        layer: `ui/${edge.from}`,
        reason: `ui folders ${loop.join(', ')} import each other in a loop`,
      });
    }
  }
  return violations;
}
