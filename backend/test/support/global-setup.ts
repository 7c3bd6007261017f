import { randomBytes } from 'node:crypto';
import { createTemplate, TEMPLATE_ENV } from './template-db';
import { SERVER_URL } from './test-server';

/** Before the API e2e files: the run's migrated template database (see template-db.ts). */
export default async function globalSetup(): Promise<void> {
  const url = new URL(SERVER_URL);
  url.pathname = `/ams_e2e_template_${process.pid}_${randomBytes(3).toString('hex')}`;
  await createTemplate(url.toString());
  // Read by the workers Jest starts after this, and by the teardown.
  process.env[TEMPLATE_ENV] = url.toString();
}
