import type { Plugin } from 'esbuild';

/** The paths of the modules the browser build compiles to ICU syntax trees. */
export declare const MESSAGE_TABLES: RegExp;
/** One table module evaluated and written back as compiled JSON (`export const name = {...};` per export). */
export declare function compileTables(path: string): Promise<{ contents: string; loader: 'js'; watchFiles: string[] }>;
export declare const precompiledMessages: Plugin;
