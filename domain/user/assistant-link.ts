/** Spec 001 §7: the support identity is asked for platform cdc_web; the assistant link names the same source. */
export const ASSISTANT_SOURCE = 'cdc_web';

export interface AssistantLinkParts {
  /** The assistant's address (alfred info base_url). */
  readonly baseUrl: string;
  readonly uuid: string;
  /** The support identity hash (intercom user_hash_info.hash). */
  readonly userHash: string;
  /** The assistant's token (alfred info token). */
  readonly token: string;
  /** The page's language, e.g. 'en' or 'pt-BR'. */
  readonly language: string;
}

/**
 * The external assistant link of non-Prime customers (spec 001 §6): built from the uuid, the user
 * hash, the token, a source marker and the language. Choices: they are query parameters (uuid,
 * user_hash, token, source, lang) added to what the base address already carries; a base address
 * that is not https gives no link (the token must never travel in clear).
 */
export function assistantLink(parts: AssistantLinkParts): string | undefined {
  let url: URL;
  try {
    url = new URL(parts.baseUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  url.searchParams.set('uuid', parts.uuid);
  url.searchParams.set('user_hash', parts.userHash);
  url.searchParams.set('token', parts.token);
  url.searchParams.set('source', ASSISTANT_SOURCE);
  url.searchParams.set('lang', parts.language);
  return url.toString();
}
