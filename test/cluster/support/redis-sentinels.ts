// A Redis primary, two replicas of it and three sentinels watching them, each a redis-server of its
// own on a spare port (no persistence): Redis as a newsroom running several machines deploys it.
// Two replicas: the primary can be killed twice, each time promoting a replica holding the data.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort } from '../../support/free-port';

export const PRIMARY_NAME = 'newsroom';

interface Running {
  port: number;
  child: ChildProcess;
}

export interface RedisGroup {
  /** `host:port,…` for REDIS_SENTINELS. */
  sentinels: string;
  /** The port the sentinels name as primary now. */
  primaryPort(): Promise<number>;
  /**
   * SIGKILLs the primary; resolves once the sentinels name another, it answers as primary, and
   * the replicas left follow it.
   */
  killPrimary(): Promise<{ killed: number; promoted: number; failoverMs: number }>;
  stop(): Promise<void>;
}

function startRedis(args: string[], ready: RegExp): Promise<ChildProcess> {
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis did not start: ${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
}

// Its files (a replica's copy of the primary's data while it loads it) in `dir`, not the cwd.
const serverArgs = (port: number, dir: string) => [
  '--dir',
  dir,
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
];

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

export async function startRedisGroup(): Promise<RedisGroup> {
  const dir = await mkdtemp(join(tmpdir(), 'ams-sentinel-'));
  const [primaryPort, ...others] = await Promise.all([0, 1, 2, 3, 4, 5].map(() => freePort()));
  const replicaPorts = others.slice(0, 2);
  const sentinelPorts = others.slice(2);
  const servers = new Map<number, Running>();
  const add = async (port: number, extra: string[] = []) => {
    const child = await startRedis(
      [...serverArgs(port, dir), ...extra],
      /Ready to accept connections/,
    );
    servers.set(port, { port, child });
  };
  await add(primaryPort!);
  for (const port of replicaPorts)
    await add(port!, ['--replicaof', '127.0.0.1', String(primaryPort)]);
  const sentinels: ChildProcess[] = [];
  for (const port of sentinelPorts) {
    const conf = join(dir, `sentinel-${port}.conf`);
    await writeFile(
      conf,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `sentinel monitor ${PRIMARY_NAME} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${PRIMARY_NAME} 1000`,
        `sentinel failover-timeout ${PRIMARY_NAME} 10000`,
        `sentinel parallel-syncs ${PRIMARY_NAME} 1`,
        '',
      ].join('\n'),
    );
    sentinels.push(await startRedis([conf, '--sentinel'], /Sentinel ID is/));
  }
  const ask = new Redis({ host: '127.0.0.1', port: sentinelPorts[0], lazyConnect: true });
  ask.on('error', () => undefined);
  const primaryPortNow = async () => {
    const [, port] = (await ask.call('SENTINEL', 'get-master-addr-by-name', PRIMARY_NAME)) as [
      string,
      string,
    ];
    return Number(port);
  };
  // Each sentinel has found the replica and the other sentinels before anything relies on them.
  for (let i = 0; ; i++) {
    const replicas = (await ask.call('SENTINEL', 'replicas', PRIMARY_NAME)) as unknown[];
    const others = (await ask.call('SENTINEL', 'sentinels', PRIMARY_NAME)) as unknown[];
    if (replicas.length === 2 && others.length === 2) break;
    if (i > 200) throw new Error('the sentinels did not find each other and the replica in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    sentinels: sentinelPorts.map((port) => `127.0.0.1:${port}`).join(','),
    primaryPort: primaryPortNow,
    killPrimary: async () => {
      const killed = await primaryPortNow();
      const started = Date.now();
      await kill(servers.get(killed)!.child);
      servers.delete(killed);
      const deadline = started + 30_000;
      const wait = async () => {
        if (Date.now() > deadline) throw new Error('no failover within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      };
      let promoted = killed;
      while ((promoted = await primaryPortNow()) === killed) await wait();
      const failoverMs = Date.now() - started;
      // The promoted server says it is the primary, and every replica left is online behind it.
      const client = new Redis({ host: '127.0.0.1', port: promoted, lazyConnect: true });
      client.on('error', () => undefined);
      try {
        const left = servers.size - 1;
        for (;;) {
          const info = await client.info('replication').catch(() => '');
          const online = info.match(/^slave\d+:.*state=online/gm)?.length ?? 0;
          if (info.includes('role:master') && online === left) break;
          await wait();
        }
      } finally {
        client.disconnect();
      }
      return { killed, promoted, failoverMs };
    },
    stop: async () => {
      ask.disconnect();
      await Promise.all([...sentinels, ...[...servers.values()].map((s) => s.child)].map(kill));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
