/** General request failures (spec 000 §8, 001 §8: timeout, network, 500+, unexpected body). */
export const transportCodes = {
  requestTimeout: 'request_timeout',
  networkError: 'network_error',
  serverError: 'server_error',
  unexpectedResponse: 'unexpected_response',
} as const;
