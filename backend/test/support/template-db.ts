import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { ensureDatabase, serverOptions } from '../../src/core/database/preflight';

/**
 * One migrated database per `jest` run (global setup), copied for each test file: migrating a
 * new database takes about 3,300 fsyncs (35 migrations of DDL), copying its tables about 850.
 * Under the suite's load that was seconds of every file's start. The migrations still run, once
 * a run, here; `migration:check`, `npm start` and the files that bring their own server run them
 * as ever.
 */
export const TEMPLATE_ENV = 'AMS_E2E_TEMPLATE_URL';

const nameOf = (databaseUrl: string) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const serverOf = (databaseUrl: string) => new URL(databaseUrl).host;

/** Migrates a new database at `databaseUrl` (which must not exist) to be the run's template. */
export async function createTemplate(databaseUrl: string): Promise<void> {
  // As the app creates its database: the tables the migrations make take its character set.
  await ensureDatabase({ DATABASE_URL: databaseUrl });
  // Migrations are SQL of their own: no entity is loaded (the browser runner, under tsx, could not
  // load their decorators).
  const db = new DataSource({ ...dataSourceOptions({ DATABASE_URL: databaseUrl }), entities: [] });
  await db.initialize();
  try {
    await db.runMigrations({ transaction: 'each' });
  } finally {
    await db.destroy();
  }
}

/**
 * Creates `databaseUrl`'s database as a copy of the run's template: tables (partitions, keys and
 * constraints as SHOW CREATE TABLE gives them) and the rows the migrations wrote. False when there
 * is no template, it is on another server, or the database exists already.
 */
export async function copyTemplate(databaseUrl: string): Promise<boolean> {
  const template = process.env[TEMPLATE_ENV];
  if (!template || serverOf(template) !== serverOf(databaseUrl)) return false;
  const from = nameOf(template);
  const to = nameOf(databaseUrl);
  const server = await createConnection(serverOptions(databaseUrl));
  try {
    const [exists] = await server.query<RowDataPacket[]>(
      'SELECT 1 FROM information_schema.schemata WHERE schema_name = ?',
      [to],
    );
    if (exists.length > 0) return false;
    await ensureDatabase({ DATABASE_URL: databaseUrl });
    await server.query(`USE \`${to}\``);
    await server.query('SET FOREIGN_KEY_CHECKS = 0');
    const tables = await tablesOf(server, from);
    for (const { name } of tables) {
      const [[created]] = await server.query<RowDataPacket[]>(
        `SHOW CREATE TABLE \`${from}\`.\`${name}\``,
      );
      await server.query(created!['Create Table'] as string);
    }
    await server.query('START TRANSACTION');
    for (const { name, columns } of tables) {
      await server.query(
        `INSERT INTO \`${to}\`.\`${name}\` (${columns}) SELECT ${columns} FROM \`${from}\`.\`${name}\``,
      );
    }
    await server.query('COMMIT');
    return true;
  } finally {
    await server.end();
  }
}

/** The template's tables and the columns a copy writes (generated ones are computed again). */
async function tablesOf(server: Connection, schema: string) {
  const [rows] = await server.query<RowDataPacket[]>(
    `SELECT table_name AS name,
            GROUP_CONCAT(CONCAT('\`', column_name, '\`') ORDER BY ordinal_position) AS columns
       FROM information_schema.columns
      WHERE table_schema = ? AND COALESCE(generation_expression, '') = ''
      GROUP BY table_name`,
    [schema],
  );
  const [views] = await server.query<RowDataPacket[]>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = ? AND table_type <> 'BASE TABLE'`,
    [schema],
  );
  if (views.length > 0) throw new Error(`the template holds views, which are not copied`);
  return rows as { name: string; columns: string }[];
}
