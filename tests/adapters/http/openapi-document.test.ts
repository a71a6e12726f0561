import { readFile } from 'node:fs/promises';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, OPENAPI_PATH, openApiDocument } from '../../../adapters/http/openapi/openapi-document';
import { routes } from '../../../adapters/http/routes';
import { SandboxExchange } from '../../../adapters/sandbox/exchange/sandbox-exchange';
import { sandboxHandlers } from '../../../adapters/sandbox/handlers';

type Operation = { operationId: string; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; 'x-signed'?: boolean };
const document = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document of the sandbox API', () => {
  it('is OpenAPI 3.1 with one operation per route of the contract table, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      Object.entries(routes)
        .map(([name, r]) => `${name} ${r.method} ${r.path}`)
        .sort(),
    );
  });

  it("gives each call that sends a body its request schema, from the route's zod schema", () => {
    for (const [name, r] of Object.entries(routes)) {
      const op = document.paths[r.path]?.[r.method.toLowerCase()];
      expect(op?.requestBody !== undefined, name).toBe(r.request !== undefined);
      expect(op?.['x-signed'] === true, name).toBe(r.signed === true);
    }
    const quotation = document.paths[routes.fiatWalletQuotation.path]?.['post']?.requestBody?.content['application/json']?.schema;
    expect(quotation).toMatchObject({
      type: 'object',
      required: ['from_currency', 'to_currency', 'fixed_side'],
      properties: { fixed_side: { enum: ['buy', 'sell'] } },
    });
  });

  it(`is in step with ${OPENAPI_FILE} (npm run openapi writes it), and served at ${OPENAPI_PATH}`, async () => {
    expect(JSON.parse(await readFile(OPENAPI_FILE, 'utf8'))).toEqual(document);
    const served = await getResponse(sandboxHandlers(new SandboxExchange({ clock: () => 0 })), new Request(`http://sandbox.test${OPENAPI_PATH}`));
    expect(await served?.json()).toEqual(document);
  });
});
