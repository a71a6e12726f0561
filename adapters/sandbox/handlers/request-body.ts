import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { ErrorCode } from '../../../domain/errors/error-codes';
import type { ErrorBody } from '../../http/schemas/common';
import type { SandboxRequest } from './sandbox-request';

/** The largest body the sandbox reads (64 KB); the Node server stops reading beyond it and answers 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** How deeply a JSON body may nest; no call of the contract needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;
/** Set by the Node server to the caller's address (any such header a client sends is replaced). */
export const CLIENT_HEADER = 'x-sandbox-client';

/** An answer the sandbox gives before a handler runs: HTTP `status` with the catalogue's error body. */
export const refuse = (status: number, code: string, message?: string, meta?: Record<string, unknown>): Response =>
  HttpResponse.json(
    { ok: false, error: code, ...(message === undefined ? {} : { error_message: message }), ...(meta === undefined ? {} : { meta }) } satisfies ErrorBody,
    { status, headers: status === 413 ? { connection: 'close' } : {} },
  );

/** True when the JSON text nests deeper than `limit` (a linear scan, strings skipped), before JSON.parse is trusted with it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 125 || c === 93) depth -= 1;
  }
  return false;
}

export type BodyRead = { readonly ok: true; readonly raw: string; readonly body: unknown } | { readonly ok: false; readonly response: Response };

/**
 * Reads and checks a call's body against its route's request schema, in this order: the size
 * (413 request_too_large), the nesting depth and JSON syntax (400 invalid_json, saying what is
 * wrong), then the schema (400 invalid_parameter naming the field, in error_message and
 * meta.field). An empty body reads as `{}`, so a missing field is named like any other. Calls
 * without a schema ignore any body.
 */
export async function readRequestBody(request: SandboxRequest, schema: z.ZodMiniType | undefined): Promise<BodyRead> {
  if (schema === undefined) return { ok: true, raw: '', body: undefined };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > BODY_LIMIT_BYTES) return { ok: false, response: tooLarge() };
  const raw = await request.text();
  if (Buffer.byteLength(raw, 'utf8') > BODY_LIMIT_BYTES) return { ok: false, response: tooLarge() };
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
    return { ok: false, response: refuse(400, ErrorCode.invalidJson, `the body nests deeper than ${String(MAX_JSON_DEPTH)} levels`) };
  }
  let value: unknown;
  try {
    value = raw.trim() === '' ? {} : (JSON.parse(raw) as unknown);
  } catch (error) {
    return { ok: false, response: refuse(400, ErrorCode.invalidJson, `the body is not JSON: ${(error as Error).message}`) };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, raw, body: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? '(body)' : issue.path.map(String).join('.');
  return { ok: false, response: refuse(400, ErrorCode.invalidParameter, `${field}: ${issue?.message ?? 'invalid'}`, { field }) };
}

const tooLarge = (): Response => refuse(413, ErrorCode.requestTooLarge, `the body is larger than ${String(BODY_LIMIT_BYTES / 1024)} KB`);
