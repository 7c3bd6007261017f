import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Server, ServerOptions } from 'socket.io';
import { type AppConfig } from '../config/env';
import { reconnectDelay } from '../redis/redis.module';
import { isSameOrigin } from '../security/same-origin';
import { socketChannel } from './publisher';

/** Socket.IO across api nodes: rooms and broadcasts travel through Redis. */
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      // The handshake carries the session cookie: only the product's own pages may open one.
      allowRequest: (req: IncomingMessage, callback: (err: string | null, ok: boolean) => void) =>
        callback(null, isSameOrigin(req.headers, this.config.publicUrl)),
    }) as Server;
    const pub = new Redis(this.config.REDIS_URL, { retryStrategy: reconnectDelay });
    const sub = pub.duplicate();
    // Reconnection is ioredis's own; the shared connection already reports Redis being away.
    for (const client of [pub, sub]) client.on('error', () => undefined);
    this.clients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: socketChannel(this.config) }));
    return server;
  }

  async dispose() {
    await Promise.all(this.clients.map((c) => c.quit().catch(() => undefined)));
  }
}
