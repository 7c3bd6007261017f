import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../test/support/free-port';

const run = promisify(execFile);

export interface MariaDbServer {
  port: number;
  /** Its folder: the data directory and temporary tables, and room for the caller's files. */
  dir: string;
  /** The running server's process id (undefined while stopped). */
  pid(): number | undefined;
  /** `mariadb://root@127.0.0.1:<port>/<database>` */
  url(database: string): string;
  running(): boolean;
  /** Starts the server (again) on the same port and datadir; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGTERM (a clean shutdown) or SIGKILL (a crash); resolves once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Kills the server and deletes its datadir. */
  destroy(): Promise<void>;
  /** What the server wrote since it was first started (its errors, a crash's report). */
  output(): string;
}

export interface MariaDbOptions {
  /** More server options (a replication pair's server id, binlog and general log). */
  args?: (dir: string) => string[];
  bufferPoolMb?: number;
}

/**
 * A private MariaDB for fault tests and replication pairs: its own datadir and a free port on
 * loopback, so a test may stop and restart it without touching the machine's server. Root logs in
 * without a password.
 */
export async function startMariaDb({
  args = () => [],
  bufferPoolMb = 64,
}: MariaDbOptions = {}): Promise<MariaDbServer> {
  const dir = await mkdtemp(join(tmpdir(), 'aims-mariadb-'));
  const datadir = join(dir, 'data');
  const tmp = join(dir, 'tmp');
  // mariadbd refuses to run as root unless told which user to run as; for others it is a no-op.
  const user = `--user=${userInfo().username}`;
  const port = await freePort();
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  let output = '';
  const running = () => !!child && child.exitCode === null && child.signalCode === null;
  const extra = args(dir);
  if (!extra.some((arg) => arg.startsWith('--log-bin'))) extra.push('--skip-log-bin');

  const start = async () => {
    if (running()) return;
    const server = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${datadir}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mysqld.sock')}`,
        `--pid-file=${join(dir, 'mysqld.pid')}`,
        // Nothing shared with the machine's server, temporary tables included: in the machine's
        // /tmp, an install beside the rest of `npm test` failed once ("Could not remove
        // temporary table '/tmp/#sql-temptable-…', error: 2").
        `--tmpdir=${tmp}`,
        `--innodb-buffer-pool-size=${bufferPoolMb}M`,
        // As the machine's server: no reverse lookup of 127.0.0.1 on each connection. And a
        // client on a saturated machine may answer the handshake late: the default 10 s is the
        // suspect of two setups that lost their connection ("read ECONNRESET", "Connection lost:
        // The server closed the connection") beside the rest of `npm test`.
        '--skip-name-resolve',
        '--connect-timeout=60',
        user,
        ...extra,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    const startedAt = output.length;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        reject(new Error(`mariadbd did not start within 30 s:\n${output.slice(startedAt)}`));
      }, 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready for connections', startedAt)) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout!.on('data', onData);
      server.stderr!.on('data', onData);
      server.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`mariadbd exited (${code ?? signal}):\n${output.slice(startedAt)}`));
      });
    });
  };

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (!child || !running()) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };

  try {
    await mkdir(tmp);
    await run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      `--tmpdir=${tmp}`,
      user,
    ]);
    await start();
  } catch (error) {
    await stop('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    process.off('exit', killOnExit);
    throw error;
  }

  return {
    port,
    dir,
    pid: () => (running() ? child?.pid : undefined),
    output: () => output,
    url: (database) => `mariadb://root@127.0.0.1:${port}/${database}`,
    running,
    start,
    stop,
    destroy: async () => {
      await stop('SIGKILL');
      await rm(dir, { recursive: true, force: true });
      process.off('exit', killOnExit);
    },
  };
}
