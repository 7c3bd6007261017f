/**
 * `generate <Name>`: writes a migration for whatever the entities changed.
 * `check`: fails when the entities and the committed migrations disagree.
 * Both work against a throwaway database built from the committed migrations, so the result
 * never depends on the state of anyone's local database.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source-options';
import { serverOptions } from '../src/core/database/preflight';

const serverUrl = process.env.DATABASE_SERVER_URL ?? 'mariadb://root@127.0.0.1:3306/';

async function withScratchDatabase<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
  const name = `ams_schema_${process.pid}_${Date.now().toString(36)}`;
  const server = await createConnection(serverOptions(serverUrl));
  await server.query(
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new DataSource(dataSourceOptions({ DATABASE_URL: url.toString() }));
  try {
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    return await work(db);
  } finally {
    if (db.isInitialized) await db.destroy();
    await server.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await server.end();
  }
}

const pending = (db: DataSource) => db.driver.createSchemaBuilder().log();

const q = (sql: string) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';

async function generate(name: string) {
  if (!/^[A-Z][A-Za-z0-9]+$/.test(name))
    throw new Error('Give the migration a PascalCase name, e.g. AddWebsites');
  await withScratchDatabase(async (db) => {
    const { upQueries, downQueries } = await pending(db);
    if (upQueries.length === 0) {
      console.log('The entities match the migrations: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const up = upQueries.map((s) => `    await queryRunner.query(${q(s.query)});`).join('\n');
    const down = downQueries
      .reverse()
      .map((s) => `    await queryRunner.query(${q(s.query)});`)
      .join('\n');
    const file = join(__dirname, '..', 'src', 'database', 'migrations', `${timestamp}-${name}.ts`);
    writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}
`,
    );
    console.log(`Wrote ${file}`);
  });
}

async function check() {
  await withScratchDatabase(async (db) => {
    const { upQueries } = await pending(db);
    if (upQueries.length > 0) {
      console.error(
        'The entities changed without a migration. Run `npm run migration:generate -- <Name>`. Pending:',
      );
      for (const s of upQueries) console.error(`  ${s.query}`);
      process.exitCode = 1;
    } else {
      console.log('Migrations match the entities.');
    }
  });
}

const [command, name] = process.argv.slice(2);
(command === 'generate'
  ? generate(name ?? '')
  : command === 'check'
    ? check()
    : Promise.reject(new Error('usage: migrations.ts generate <Name> | check'))
).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
