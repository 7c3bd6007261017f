import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/env';
import type { ServerFlavour } from './preflight';

/**
 * One definition for the app, the migration CLI (`ormconfig.ts`) and the tests. The app passes the
 * server it detected (`detectServer`); without it the scheme decides (the CLI's synchronous config).
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'DATABASE_URL'> & { replicaUrls?: readonly string[] },
  server?: ServerFlavour,
): DataSourceOptions {
  const src = join(__dirname, '..', '..');
  const replicas = config.replicaUrls ?? [];
  return {
    // TypeORM reads MariaDB's column metadata differently: it must know which server this is.
    type: server ?? (config.DATABASE_URL.startsWith('mariadb:') ? 'mariadb' : 'mysql'),
    ...(replicas.length === 0
      ? { url: config.DATABASE_URL }
      : {
          // TypeORM's replication: mysql2's pool cluster, a pool per server. Everything reads from
          // the primary unless it asks for a replica (ReplicaReads); a replica that refuses a
          // connection rests for a second and is tried again.
          replication: {
            master: { url: config.DATABASE_URL },
            slaves: replicas.map((url) => ({ url })),
            defaultMode: 'master' as const,
            canRetry: true,
            removeNodeErrorCount: 1,
            restoreNodeTimeout: 1000,
            selector: 'RR' as const,
          },
        }),
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
