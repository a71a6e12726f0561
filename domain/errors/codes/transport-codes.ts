/** General request failures (spec 000 §8, 001 §8: timeout, network, 500+, unexpected body). */
export const transportCodes = {
  requestTimeout: 'request_timeout',
  networkError: 'network_error',
  serverError: 'server_error',
  unexpectedResponse: 'unexpected_response',
  /** (design) What a server answers a request it refuses before reading it as a call: a body that is not JSON (400)... */
  invalidJson: 'invalid_json',
  /** (design) ...a body over the size limit (413)... */
  requestTooLarge: 'request_too_large',
  /** (design) ...a state-changing call whose body is not application/json (415)... */
  unsupportedMediaType: 'unsupported_media_type',
  /** (design) ...a state-changing call from another site (403)... */
  crossSiteRequest: 'cross_site_request',
  /** (design) ...a request line or path it cannot read (400)... */
  badRequest: 'bad_request',
  /** (design) ...or its own failure (500), a failed write to disk among them. */
  internalError: 'internal_error',
} as const;
