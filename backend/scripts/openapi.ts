/** Writes backend/openapi.json from the controllers and DTOs, without connecting to anything. */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setApiPrefix } from '../src/app.factory';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/core/config/env';
import { buildOpenApi } from '../src/core/http/openapi';

async function main() {
  const config = loadConfig({
    JWT_SECRET: 'openapi-generation-only'.padEnd(32, '-'),
    ENCRYPTION_KEY: '00'.repeat(32),
    SPA_DIR: '/nonexistent',
  });
  const app = await NestFactory.create(AppModule.forRole(config), {
    preview: true,
    logger: ['error'],
    abortOnError: false,
  });
  setApiPrefix(app);
  const document = buildOpenApi(app);
  const out = process.argv[2] ?? join(__dirname, '..', 'openapi.json');
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${out} (${Object.keys(document.paths).length} paths)`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
