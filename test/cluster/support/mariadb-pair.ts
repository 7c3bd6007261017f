// A MariaDB primary and a replica of it, each a `mariadbd` of its own on a spare port with a data
// directory under /tmp: binlog replication by GTID, as a newsroom's second database machine runs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { startMariaDb, type MariaDbServer } from '../../../backend/test/support/mariadb-server';

export interface Server {
  port: number;
  /** The general query log (every statement the server was sent), once switched on. */
  generalLog: string;
  /** The running server's process id. */
  pid(): number | undefined;
  /** Opens a connection as root (no database). */
  connect(): Promise<Connection>;
  /** What the general log holds now. */
  queries(): Promise<string>;
  kill(): Promise<void>;
  /** Starts it again on its data (after `kill`: as after a crash; a replica resumes replicating). */
  restart(): Promise<void>;
  /** Kills it and deletes its folder. */
  destroy(): Promise<void>;
}

export interface Pair {
  primary: Server;
  replica: Server;
  /** `mariadb://root@127.0.0.1:<port>/<database>` on the primary, and on the replica. */
  urls(database: string): { primary: string; replica: string };
  stop(): Promise<void>;
}

/** One of the pair: a private MariaDB (backend/test/support) writing a binlog and a general log. */
async function startServer(serverId: number, bufferPoolMb: number): Promise<Server> {
  const generalLogOf = (dir: string) => join(dir, 'general.log');
  const db: MariaDbServer = await startMariaDb({
    bufferPoolMb,
    args: (dir) => [
      `--server-id=${serverId}`,
      '--log-bin=binlog',
      '--binlog-format=ROW',
      `--general-log-file=${generalLogOf(dir)}`,
      '--log-output=FILE',
    ],
  });
  const generalLog = generalLogOf(db.dir);
  return {
    port: db.port,
    generalLog,
    pid: db.pid,
    connect: () =>
      createConnection({
        host: '127.0.0.1',
        port: db.port,
        user: 'root',
        multipleStatements: true,
      }),
    queries: () => readFile(generalLog, 'utf8').catch(() => ''),
    kill: () => db.stop('SIGKILL'),
    restart: async () => {
      await db.stop('SIGKILL');
      await db.start();
    },
    destroy: () => db.destroy(),
  };
}

/** Starts both servers and replication (before any database exists: every schema change flows). */
export async function startPair({ bufferPoolMb = 64 } = {}): Promise<Pair> {
  const started = await Promise.allSettled([
    startServer(1, bufferPoolMb),
    startServer(2, bufferPoolMb),
  ]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The one that did start must not outlive the test: its pipe would keep the test process
    // running for ever (a fresh-clone run hung so, its primary gone, its replica left).
    await Promise.all(
      started.map((s) => (s.status === 'fulfilled' ? s.value.destroy() : undefined)),
    );
    throw (failed as PromiseRejectedResult).reason;
  }
  const [primary, replica] = started.map((s) => (s as PromiseFulfilledResult<Server>).value) as [
    Server,
    Server,
  ];
  const db = await replica.connect();
  try {
    await db.query(
      `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='root',
         MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1;
       START SLAVE;`,
    );
  } finally {
    await db.end();
  }
  return {
    primary,
    replica,
    urls: (database) => ({
      primary: `mariadb://root@127.0.0.1:${primary.port}/${database}`,
      replica: `mariadb://root@127.0.0.1:${replica.port}/${database}`,
    }),
    stop: async () => {
      await Promise.all([primary.destroy(), replica.destroy()]);
    },
  };
}

/** Switches the general query log on (from now) or off. */
export async function generalLog(server: Server, on: boolean): Promise<void> {
  const db = await server.connect();
  try {
    await db.query(`SET GLOBAL general_log = ${on ? 1 : 0}`);
  } finally {
    await db.end();
  }
}
