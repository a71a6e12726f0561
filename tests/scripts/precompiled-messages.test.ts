import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PLUGIN = '../../scripts/precompiled-messages.mjs';
const LOCALES = 'ui/i18n/locales';

/** A JSON string still holding ICU source with an argument ("Betrag in {currency}"): the browser, which has no ICU parser, would show it raw. */
const ICU_SOURCE = /"(?:[^"\\]|\\.)*\{\w+[,}](?:[^"\\]|\\.)*"/;

async function browserBuildOf(entry: string): Promise<string> {
  const { precompiledMessages } = (await import(PLUGIN)) as { precompiledMessages: esbuild.Plugin };
  const result = await esbuild.build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', logLevel: 'silent', plugins: [precompiledMessages] });
  return result.outputFiles[0]?.text ?? '';
}

describe('the browser build compiles every message table', () => {
  it('an English table carries syntax trees, not ICU source', async () => {
    expect(await browserBuildOf('ui/trade/buy/messages.en.ts')).not.toMatch(ICU_SOURCE);
  });

  it.each(readdirSync(LOCALES))('the %s folder (its index, area files and catalogue) carries syntax trees, not ICU source', async (folder) => {
    const output = await browserBuildOf(`${LOCALES}/${folder}/index.ts`);
    expect(output).toMatch(/"type": ?1\b/);
    expect(output).not.toMatch(ICU_SOURCE);
  });
});
