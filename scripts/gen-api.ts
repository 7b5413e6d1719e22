/**
 * Generates TypeScript types from openapi/*.yaml into src/api/generated/.
 * `--check` generates in memory and fails when the committed files are stale.
 */
import openapiTS, { astToString } from 'openapi-typescript';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const outDir = fileURLToPath(new URL('openapi/generated/', root));
const services = ['lookup', 'quote'] as const;
const check = process.argv.includes('--check');

const banner = (service: string) =>
  `/**\n * Generated from openapi/${service}.yaml by \`npm run gen:api\`. Do not edit by hand.\n */\n\n`;

let stale = 0;
for (const service of services) {
  const ast = await openapiTS(new URL(`openapi/${service}.yaml`, root), {
    alphabetize: false,
    immutable: false,
  });
  const output = banner(service) + astToString(ast);
  const target = `${outDir}${service}.ts`;
  if (check) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
    if (current !== output) {
      stale += 1;
      console.error(`openapi/generated/${service}.ts is stale: run npm run gen:api and commit it.`);
    }
  } else {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(target, output);
    console.log(`wrote openapi/generated/${service}.ts`);
  }
}
if (check && stale === 0) console.log('Generated API types match openapi/.');
process.exitCode = stale ? 1 : 0;
