// A MariaDB primary and a replica of it, each a `mariadbd` of its own on a spare port with a data
// directory under /tmp: binlog replication by GTID, as a newsroom's second database machine runs.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection, type Connection } from 'mysql2/promise';
import { freePort } from '../../support/free-port';

const run = promisify(execFile);
const MARIADBD = process.env.MARIADBD ?? '/usr/sbin/mariadbd';

export interface Server {
  port: number;
  /** The general query log (every statement the server was sent), once switched on. */
  generalLog: string;
  child: ChildProcess;
  /** Opens a connection as root (no database). */
  connect(): Promise<Connection>;
  /** What the general log holds now. */
  queries(): Promise<string>;
  kill(): Promise<void>;
  /** Starts it again on its data (after `kill`: as after a crash; a replica resumes replicating). */
  restart(): Promise<void>;
}

export interface Pair {
  primary: Server;
  replica: Server;
  /** `mariadb://root@127.0.0.1:<port>/<database>` on the primary, and on the replica. */
  urls(database: string): { primary: string; replica: string };
  stop(): Promise<void>;
}

/**
 * Each server's temporary tables in a folder of its own, as backend/test/support/mariadb-server.ts
 * does: in the machine's /tmp, a data directory's install failed once beside the rest of
 * `npm test` ("Could not remove temporary table '/tmp/#sql-temptable-…', error: 2", then
 * "Unknown table 'mysql.tmp_user_sys'").
 */
async function installDataDirectory(dir: string, tmp: string): Promise<void> {
  await mkdir(tmp, { recursive: true });
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${dir}`,
    `--tmpdir=${tmp}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
}

async function startServer(
  root: string,
  name: string,
  serverId: number,
  bufferPoolMb: number,
): Promise<Server> {
  const dir = join(root, name);
  const tmp = join(root, `${name}-tmp`);
  await installDataDirectory(dir, tmp);
  const port = await freePort();
  const generalLog = join(root, `${name}-general.log`);
  const args = [
    '--no-defaults',
    `--datadir=${dir}`,
    `--tmpdir=${tmp}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${join(root, `${name}.sock`)}`,
    `--pid-file=${join(root, `${name}.pid`)}`,
    `--server-id=${serverId}`,
    '--log-bin=binlog',
    '--binlog-format=ROW',
    '--user=root',
    '--skip-name-resolve',
    `--innodb-buffer-pool-size=${bufferPoolMb}M`,
    `--general-log-file=${generalLog}`,
    '--log-output=FILE',
  ];
  const connect = () =>
    createConnection({ host: '127.0.0.1', port, user: 'root', multipleStatements: true });
  /** Starts mariadbd on the data directory; resolves once it answers. */
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(MARIADBD, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`mariadbd ${name} exited:\n${stderr}`);
      try {
        await (await connect()).end();
        return child;
      } catch (error) {
        if (i > 300) throw new Error(`mariadbd ${name} did not answer in 30 s: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const server: Server = {
    port,
    generalLog,
    child: await launch(),
    connect,
    queries: () => readFile(generalLog, 'utf8').catch(() => ''),
    kill: async () => {
      const { child } = server;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      await server.kill();
      server.child = await launch();
    },
  };
  return server;
}

/** Starts both servers and replication (before any database exists: every schema change flows). */
export async function startPair({ bufferPoolMb = 64 } = {}): Promise<Pair> {
  const root = await mkdtemp(join(tmpdir(), 'ams-mariadb-'));
  const started = await Promise.allSettled([
    startServer(root, 'primary', 1, bufferPoolMb),
    startServer(root, 'replica', 2, bufferPoolMb),
  ]);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The one that did start must not outlive the test: its pipe would keep the test process
    // running for ever (a fresh-clone run hung so, its primary gone, its replica left).
    await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.kill() : undefined)));
    await rm(root, { recursive: true, force: true });
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
      await Promise.all([primary.kill(), replica.kill()]);
      await rm(root, { recursive: true, force: true });
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
