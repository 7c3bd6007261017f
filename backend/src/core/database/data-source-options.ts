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
    // A server that does not answer a new connection fails the request in 3 s, not mysql2's 10 s
    // (a 503, service.database_unavailable); a refused or lost connection fails at once. The pool
    // drops dead connections and opens new ones: it recovers by itself when the server is back.
    connectTimeout: 3000,
    extra: { connectionLimit: 20 },
  };
}
