import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Node request as a fetch Request on `origin` (the server's own origin, never the Host header). */
export async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  Object.entries(request.headers).forEach(([name, value]) => {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && chunks.length > 0;
  return new Request(`${origin}${request.url ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
  });
}

/** Streams a fetch Response to the Node response (cookies kept as separate Set-Cookie headers). */
export async function writeFetchResponse(answer: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  response.writeHead(answer.status, headers);
  if (answer.body === null) {
    response.end();
    return;
  }
  const reader = answer.body.getReader();
  response.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    response.write(value);
  }
  response.end();
}

/** Answers a failed handler with 500 once, whatever was already written. */
export function answerInternalError(response: ServerResponse, error: unknown, contentType: string, body: string): void {
  console.error('sandbox server error', error);
  if (!response.headersSent) response.writeHead(500, { 'content-type': contentType });
  response.end(body);
}
