/**
 * Global setup: before the first journey, each server answers the pages and the scripts and style
 * sheets they name once, so the first journey on a loaded machine does not pay for the server's
 * first reads and compiles (it waited seconds on "Loading…" and ran into its timeouts).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const ORIGINS = [PORT, PORT + 2].map((port) => `http://127.0.0.1:${String(port)}`);
const PAGES = ['/login', '/hub/home'];

async function warm(origin: string): Promise<void> {
  for (const page of PAGES) {
    const html = await (await fetch(`${origin}${page}`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(([, asset]) => asset ?? '');
    await Promise.all(assets.map(async (asset) => (await fetch(`${origin}${asset}`)).arrayBuffer()));
  }
}

export default async function warmUp(): Promise<void> {
  await Promise.all(ORIGINS.map(warm));
}
