import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const besideThis = (name: string): string => fileURLToPath(new URL(name, import.meta.url));

let script: Promise<string> | undefined;
let style: Promise<string> | undefined;

/** The pages' script, compiled from TypeScript once per process (esbuild is a dev dependency `npm start` installs). */
export function gatewayPageScript(): Promise<string> {
  script ??= import('esbuild').then(async ({ build }) => {
    const output = await build({
      entryPoints: [besideThis('./gateway-page-script.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: ['chrome120', 'firefox120', 'safari17'],
    });
    const [file] = output.outputFiles;
    if (file === undefined) throw new Error('the gateway page script did not build');
    return file.text;
  });
  script.catch(() => {
    script = undefined;
  });
  return script;
}

/** The pages' stylesheet, read once per process. */
export function gatewayStyle(): Promise<string> {
  style ??= readFile(besideThis('./gateway.css'), 'utf8');
  return style;
}
