// Generates the typed API client's schema from the backend's OpenAPI document.
// Usage: node scripts/openapi-client.mjs [openapi.json] [schema.d.ts]
import openapiTS, { astToString } from 'openapi-typescript';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const input = process.argv[2] ?? join(here, '..', '..', 'backend', 'openapi.json');
const output = process.argv[3] ?? join(here, '..', 'src', 'api', 'schema.d.ts');
const ast = await openapiTS(JSON.parse(readFileSync(input, 'utf8')));
writeFileSync(
  output,
  `/* Generated from backend/openapi.json by \`npm run openapi\`: do not edit. */\n${astToString(ast)}`,
);
console.log(`Wrote ${output}`);
