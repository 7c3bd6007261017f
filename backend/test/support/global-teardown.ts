import { dropDatabase } from '../../../test/support/stores';
import { TEMPLATE_ENV } from './template-db';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropDatabase(template);
}
