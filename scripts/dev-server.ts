import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import { SandboxExchange } from '../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../adapters/sandbox/handlers';
import { startGatewayServer } from '../adapters/sandbox/gateway/gateway-server';
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
  const host = '127.0.0.1';
  const port = Number(process.env.PORT ?? 8080);
  const gatewayOrigin = `http://${host}:${String(port + 1)}`;
  const exchange = new SandboxExchange({ clock: () => Date.now(), gatewayOrigin });
  const gateway = await startGatewayServer({ host, port: port + 1, appOrigin: `http://${host}:${String(port)}`, exchange });
  const server = await startSandboxServer({
    host,
    port,
    staticDir: resolve('dist'),
    handlers: sandboxHandlers(exchange),
    security: { gatewayOrigin },
    devFiles: true,
    runtimeConfig: { apiBaseUrl: '', gatewayOrigin, walletMode: 'sandbox' },
    extra: (request, response) => {
      if (request.url === '/__livereload.js') {
        // An external script, so the live reload runs under the app's Content-Security-Policy.
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        response.end('new EventSource("/__livereload").onmessage = () => location.reload();\n');
        return true;
      }
      if (request.url !== '/__livereload') return false;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      pages.add(response);
      request.on('close', () => pages.delete(response));
      return true;
    },
  });
  console.log(`dev server with live reload at ${server.url} (payment gateway pages at ${gateway.url})`);
  process.once(
    'SIGINT',
    () =>
      void context
        .dispose()
        .then(() => Promise.all([server.close(), gateway.close()]))
        .then(() => process.exit(0)),
  );
}
