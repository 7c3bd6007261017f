import { createServer, type Server as HttpServer } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import type Redis from 'ioredis';
import type { Server } from 'socket.io';
import { freePort } from '../../test/support/free-port';
import type { AppConfig } from '../src/core/config/env';
import { RedisIoAdapter } from '../src/core/realtime/redis-io.adapter';
import { startRedis, stopRedis } from './support/redis-server';

/**
 * The realtime adapter's own Redis connections (broadcasts between api nodes). A node that stops
 * while Redis is away must stop at once: the adapter's last UNSUBSCRIBEs wait for Redis, and
 * neither they nor QUIT may keep the node waiting or end as an unhandled rejection (which ends a
 * process, and failed a busy CI run's Redis test as "Connection is closed.").
 */
describe('realtime across nodes while Redis is away', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let port: number;
  let redis: ChildProcess | undefined;
  let http: HttpServer;

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    port = await freePort();
    redis = await startRedis(port);
    http = createServer();
  });

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await stopRedis(redis);
    http.close();
  });

  it('a node stops at once, its channels dropped, nothing left unhandled', async () => {
    const config = {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: `realtime-${port}`,
      redisSentinels: [] as AppConfig['redisSentinels'],
      publicUrl: 'http://127.0.0.1',
    } as AppConfig;
    const adapter = new RedisIoAdapter(http as never, config);
    const server = adapter.createIOServer(0) as Server;
    const [pub, sub] = (adapter as unknown as { clients: Redis[] }).clients;
    const ready = (client: Redis) =>
      client.status === 'ready' || new Promise((r) => client.once('ready', r));
    await Promise.all([ready(pub!), ready(sub!)]);

    await stopRedis(redis);
    redis = undefined;
    await new Promise((r) => setTimeout(r, 500));
    expect(sub!.status).not.toBe('ready');

    const started = Date.now();
    await new Promise<void>((resolve) => {
      void server.close(() => resolve());
    });
    await adapter.dispose();
    expect(Date.now() - started).toBeLessThan(2000);
    // Dropped for good: Redis back on the same port finds nobody reconnecting.
    redis = await startRedis(port);
    await new Promise((r) => setTimeout(r, 1500));
    expect([pub!.status, sub!.status].filter((status) => status === 'ready')).toEqual([]);
    expect(unhandled).toEqual([]);
  });
});
