// `npm run openapi`: writes adapters/http/openapi/openapi.json, the OpenAPI 3.1 document generated from the contract table
// (adapters/http/openapi/openapi-document.ts), formatted as Prettier would. A test fails when it is not in step.
import { writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';
import { OPENAPI_FILE, openApiDocument } from '../adapters/http/openapi/openapi-document';

const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
await writeFile(OPENAPI_FILE, await prettier.format(JSON.stringify(openApiDocument()), { ...options, parser: 'json' }));
console.log(`wrote ${OPENAPI_FILE}`);
