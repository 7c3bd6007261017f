import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { ServerFlavour } from './preflight';

/**
 * One definition for the app, the migration CLI (`ormconfig.ts`) and the tests. The app passes the
 * server it detected (`detectServer`); without it the scheme decides (the CLI's synchronous config).
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'DATABASE_URL'>,
  server?: ServerFlavour,
): DataSourceOptions {
  const src = join(__dirname, '..', '..');
  return {
    // TypeORM reads MariaDB's column metadata differently: it must know which server this is.
    type: server ?? (config.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql'),
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
