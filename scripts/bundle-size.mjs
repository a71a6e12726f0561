// Reports the gzipped size of what the first screen (/login) loads, from dist/meta.json.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 140;
const meta = JSON.parse(readFileSync('dist/meta.json', 'utf8'));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry and everything it imports statically, plus the login route and its static imports. */
function closure(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    (meta.outputs[file]?.imports ?? []).filter((i) => i.kind === 'import-statement').forEach((i) => visit(i.path));
  };
  start.forEach(visit);
  return seen;
}

const outputs = Object.keys(meta.outputs);
const entry = outputs.find((o) => meta.outputs[o].entryPoint === 'ui/main.tsx');
const login = outputs.find((o) => /LoginRoutes-[A-Z0-9]+\.js$/.test(o));
const css = meta.outputs[entry].cssBundle;
const files = [...closure([entry, login]), css].filter(Boolean);
const total = files.reduce((sum, f) => sum + gz(f), 0);
files.forEach((f) => console.log(`${(gz(f) / 1024).toFixed(1).padStart(7)} KB gz  ${f}`));
console.log(`first screen: ${(total / 1024).toFixed(1)} KB gz (budget ${BUDGET_KB} KB)`);
