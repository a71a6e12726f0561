// Reports gzipped sizes from dist/meta.json: what the first screen (/login) loads, and what
// signing in adds for the hub's shell and home (its routes, services and container; the adapters
// a port loads on its first call and the trade drawer, opened later, are not counted).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 140;
const HUB_BUDGET_KB = 150;
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
const byEntry = (source) => outputs.find((o) => meta.outputs[o].entryPoint === source);
const entry = byEntry('ui/main.tsx');
const login = byEntry('ui/login/LoginRoutes.tsx');
const css = meta.outputs[entry].cssBundle;
const files = [...closure([entry, login]), css].filter(Boolean);
const total = files.reduce((sum, f) => sum + gz(f), 0);
files.forEach((f) => console.log(`${(gz(f) / 1024).toFixed(1).padStart(7)} KB gz  ${f}`));
console.log(`first screen: ${(total / 1024).toFixed(1)} KB gz (budget ${BUDGET_KB} KB)`);

const firstScreen = new Set(files);
const hub = [...closure([byEntry('ui/hub/HubRoutes.tsx'), byEntry('adapters/wiring/browser-hub.ts')])].filter((f) => !firstScreen.has(f));
const hubTotal = hub.reduce((sum, f) => sum + gz(f), 0);
hub.forEach((f) => console.log(`${(gz(f) / 1024).toFixed(1).padStart(7)} KB gz  ${f}`));
console.log(`hub after sign-in: ${(hubTotal / 1024).toFixed(1)} KB gz more (budget ${HUB_BUDGET_KB} KB)`);
const over = [total > BUDGET_KB * 1024 && 'first screen', hubTotal > HUB_BUDGET_KB * 1024 && 'hub after sign-in'].filter(Boolean);
if (over.length > 0) {
  console.error(`over budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
