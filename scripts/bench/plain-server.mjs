// The baseline of the server benchmark: a plain node:http server answering one fixed JSON body
// with the headers the sandbox sends for it, as fast as Node answers anything.
import { createServer } from 'node:http';

const body = process.env.BODY ?? '{"ok":true}';
const server = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
