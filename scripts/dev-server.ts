import { type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import { SandboxExchange } from '../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../adapters/sandbox/handlers';
import { startSandboxServer } from '../adapters/sandbox/server/http-server';

/** `npm run dev`: rebuild on change, serve with the sandbox, reload open pages after each build. */
export async function startDevServer(builder: typeof esbuild, options: esbuild.BuildOptions): Promise<void> {
  const pages = new Set<ServerResponse>();
  const reload: esbuild.Plugin = {
    name: 'live-reload',
    setup(build) {
      build.onEnd(() => pages.forEach((page) => page.write('data: reload\n\n')));
    },
  };
  const context = await builder.context({ ...options, plugins: [...(options.plugins ?? []), reload] });
  await context.watch();
  const server = await startSandboxServer({
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 8080),
    staticDir: resolve('dist'),
    handlers: sandboxHandlers(new SandboxExchange({ clock: () => Date.now() })),
    extra: (request, response) => {
      if (request.url !== '/__livereload') return false;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      pages.add(response);
      request.on('close', () => pages.delete(response));
      return true;
    },
  });
  console.log(`dev server with live reload at ${server.url}`);
  process.once('SIGINT', () => void context.dispose().then(() => server.close()).then(() => process.exit(0)));
}
