import { http, HttpResponse } from 'msw';
import { OPENAPI_PATH, openApiDocument } from '../../http/openapi/openapi-document';

/** GET /api/openapi.json: the OpenAPI 3.1 document of the API the sandbox serves, generated from the contract table once. */
export const openApiHandler = () => {
  let document: string | undefined;
  return http.get(`*${OPENAPI_PATH}`, () => {
    document ??= JSON.stringify(openApiDocument());
    return new HttpResponse(document, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' } });
  });
};
