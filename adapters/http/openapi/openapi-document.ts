import * as z from 'zod/mini';
import { type Route, routes } from '../routes';
import { errorBody } from '../schemas/common';

/** Where the sandbox serves the document, and the file `npm run openapi` writes. */
export const OPENAPI_PATH = '/api/openapi.json';
export const OPENAPI_FILE = 'adapters/http/openapi/openapi.json';

/** The contract's version, raised when a change to the table breaks its clients. */
export const CONTRACT_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it): the wire shape, before any transform. */
const jsonSchema = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/** The answers every call may get besides its own (the sandbox's request pipeline: adapters/sandbox/handlers/request-body.ts, request-guard.ts). */
const PIPELINE_RESPONSES: Record<string, ReturnType<typeof errorResponse>> = {
  '400': errorResponse('invalid_json (the body is not JSON, or nests deeper than 32 levels) or invalid_parameter (meta.field names the field)'),
  '401': errorResponse('unauthorized: no session, or it ended'),
  '403': errorResponse('cross_site_request: a state-changing call from another site'),
  '413': errorResponse('request_too_large: a body over 64 KB'),
  '415': errorResponse('unsupported_media_type: a state-changing body that is not application/json'),
  '500': errorResponse('internal_error: the change could not be made durable; nothing of it was kept'),
};

function operation(name: string, route: Route<unknown, z.ZodMiniType>): JsonSchema {
  const parameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const request = route.request as z.ZodMiniType | undefined;
  return {
    operationId: name,
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(request === undefined ? {} : { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(request) } } } }),
    ...(route.signed === true
      ? {
          'x-signed': true,
          description: 'Signed: x-digest (SHA-256 of the body) and x-signature (ECDSA P-256 over the digest line) with the device key registered at sign-in.',
          security: [{ session: [], deviceSignature: [] }],
        }
      : {}),
    responses: {
      '200': {
        description: 'The answer; a business error is HTTP 200 with ok false and the catalogue code (spec 000 §8).',
        content: { 'application/json': { schema: { oneOf: [jsonSchema(route.response), ERROR] } } },
      },
      ...Object.fromEntries(Object.keys(PIPELINE_RESPONSES).map((status) => [status, { $ref: `#/components/responses/${status}` }])),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the sandbox exchange's API, generated from the contract table
 * (adapters/http/routes): every path and method, its request and response schemas, the error
 * body and the answers every call may get. Generated, never written by hand: `npm run openapi`
 * writes openapi.json and a test keeps it in step with the table.
 */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, route] of Object.entries(routes)) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(name, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sandbox exchange API',
      version: CONTRACT_VERSION,
      description:
        'The API the crypto trading web client speaks, as the sandbox exchange serves it (npm run serve). Sessions travel in the sbx_session cookie; state-changing calls take application/json from the same site only; /api/sandbox/* exists in demo and test mode.',
    },
    servers: [{ url: 'http://127.0.0.1:8080' }],
    components: {
      schemas: { Error: jsonSchema(errorBody) },
      responses: PIPELINE_RESPONSES,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sbx_session' },
        deviceSignature: { type: 'apiKey', in: 'header', name: 'x-signature' },
      },
    },
    security: [{ session: [] }, {}],
    paths,
  };
}
