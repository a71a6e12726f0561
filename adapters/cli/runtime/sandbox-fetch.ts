/**
 * fetch answered in-process by the sandbox exchange's request handlers (the same handlers the
 * server of `npm start` runs, given by the composition root as `respond`), so the CLI talks HTTP
 * semantics to the sandbox without a socket.
 */
export function sandboxFetch(respond: (request: Request) => Promise<Response | undefined>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = await respond(request);
    return answer ?? new Response(JSON.stringify({ ok: false, error: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  };
}

/** fetch answered in-process by the sandbox payment gateway's pages (the second origin of `npm start`). */
export function gatewayPageFetch(gateway: (request: Request) => Promise<Response>): typeof fetch {
  return (input, init) => gateway(new Request(input, init));
}
