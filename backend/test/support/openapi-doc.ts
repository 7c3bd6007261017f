import type { TestApp } from './test-app';

/** The OpenAPI document as generated route suites read it. */

export interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  $ref?: string;
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  items?: Schema;
  nullable?: boolean;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OperationDoc {
  'x-public'?: boolean;
  'x-ability'?: { action: string; subject: string };
  /** Posted by other sites on purpose (the analytics beacon): it checks their origin itself. */
  'x-cross-site'?: boolean;
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface Doc {
  paths: Record<string, Partial<Record<Method, OperationDoc>>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation extends OperationDoc {
  method: Method;
  path: string;
}

export const loadDoc = async (t: TestApp): Promise<Doc> =>
  (await t.http.get('/api/docs-json').expect(200)).body as Doc;

export const operationsOf = (doc: Doc): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method: method as Method, path })),
  );

export const describeOp = (op: { method: string; path: string }) =>
  `${op.method.toUpperCase()} ${op.path}`;

export function resolver(doc: Doc) {
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
  return resolve;
}

/**
 * Every table's checksum: a rejected request must leave all of them as they were. Sessions (made
 * by the tests themselves) and what background jobs write (mail, job history) do not count.
 */
export async function fingerprint(t: TestApp): Promise<string> {
  const tables: { name: string }[] = await t.db.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = DATABASE()
        AND table_name NOT IN ('sessions', 'migrations', 'job_runs', 'mail_outbox') ORDER BY 1`,
  );
  const sums: { Table: string; Checksum: number }[] = await t.db.query(
    `CHECKSUM TABLE ${tables.map((r) => `\`${r.name}\``).join(', ')}`,
  );
  return sums.map((s) => `${s.Table}=${s.Checksum}`).join(',');
}

/** The tables whose checksums differ between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const was = new Set(before.split(','));
  return after
    .split(',')
    .filter((entry) => !was.has(entry))
    .map((entry) => entry.split('=')[0].split('.').pop()!);
}
