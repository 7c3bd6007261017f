import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/env';

/** One definition for the app, the migration CLI (`ormconfig.ts`) and the tests. */
export function dataSourceOptions(config: Pick<AppConfig, 'DATABASE_URL'>): DataSourceOptions {
  const src = join(__dirname, '..', '..');
  return {
    // The scheme picks the dialect: TypeORM reads MariaDB's column metadata differently.
    type: config.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql',
    url: config.DATABASE_URL,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    entities: [join(src, '**', '*.entity.{ts,js}')],
    migrations: [join(src, 'database', 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    supportBigNumbers: true,
    extra: { connectionLimit: 20 },
  };
}
