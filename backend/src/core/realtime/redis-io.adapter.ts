import { Logger, type INestApplicationContext, type WsMessageHandler } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { type AppConfig } from '../config/env';
import { rateLimitedWarning } from '../logging/rate-limited-warning';
import { connectRedis } from '../redis/redis-connection';
import { reconnectDelay } from '../redis/redis.module';
import { isSameOrigin } from '../security/same-origin';
import { socketChannel } from './publisher';
import { SOCKET_PING_INTERVAL_MS } from './presence.service';

/** Socket.IO across api nodes: rooms and broadcasts travel through Redis. */
export class RedisIoAdapter extends IoAdapter {
  private clients: Redis[] = [];
  /** Once a minute while Redis is away. */
  private readonly warn = rateLimitedWarning(new Logger('Realtime'), 60_000);

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
      // A pong every 10 s refreshes the socket's presence (PRESENCE_TTL_MS allows three missed).
      pingInterval: SOCKET_PING_INTERVAL_MS,
      // The handshake carries the session cookie: only the product's own pages may open one.
      allowRequest: (req: IncomingMessage, callback: (err: string | null, ok: boolean) => void) =>
        callback(null, isSameOrigin(req.headers, this.config.publicUrl)),
    }) as Server;
    const pub = connectRedis(this.config, { retryStrategy: reconnectDelay });
    // A subscriber's SUBSCRIBE waits for Redis however long it is away (not 20 reconnections).
    const sub = pub.duplicate({ maxRetriesPerRequest: null });
    // The adapter never awaits its PUBLISH (events for other nodes' sockets): with Redis away it
    // must not become an unhandled rejection, which ends the process. This node's sockets are
    // served all the same; other nodes' browsers refetch when their sockets reconnect.
    const publish = pub.publish.bind(pub);
    pub.publish = ((channel: string, message: string | Buffer) =>
      publish(channel, message).catch((error: Error) =>
        this.warn(`Events reach no other node while Redis cannot be reached: ${error.message}`),
      )) as typeof pub.publish;
    // Nor its (UN)SUBSCRIBE: one still waiting when the node closes is dropped with the connection.
    for (const name of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
      const call = sub[name].bind(sub) as (...args: unknown[]) => Promise<unknown>;
      (sub[name] as unknown) = (...args: unknown[]) =>
        call(...args).catch((error: Error) => this.warn(`Realtime channel: ${error.message}`));
    }
    // Reconnection is ioredis's own; the shared connection already reports Redis being away.
    for (const client of [pub, sub]) client.on('error', () => undefined);
    this.clients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: socketChannel(this.config) }));
    // What other nodes and workers published while the subscriber was away is lost: once it is
    // back (and subscribed again), this node's browsers refetch what they show.
    let lost = false;
    sub.on('close', () => (lost = true));
    sub.on('ready', () => {
      if (!lost) return;
      lost = false;
      server.local.emit('realtime.resync');
    });
    return server;
  }

  /**
   * One plain listener per message and socket. Nest's own binds an RxJS pipeline per socket and
   * message (about 16 subscribers, 10 KB, a socket), which thousands of open dashboards hold for
   * hours. Same contract: a handler's answer acknowledges the message (or, as `{ event, data }`,
   * is emitted), nothing once the socket is gone.
   */
  bindMessageHandlers(
    socket: Socket,
    handlers: WsMessageHandler[],
    transform: (data: unknown) => Observable<unknown>,
  ) {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message, (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args);
        transform(callback(data, ack)).subscribe((response) => {
          if (response === null || response === undefined || socket.disconnected) return;
          const reply = response as { event?: string; data?: unknown };
          if (reply.event) socket.emit(reply.event, reply.data);
          else if (!isAckHandledManually && typeof ack === 'function') ack(response);
        });
      });
    }
  }

  /** A connection that is up says goodbye; one waiting for Redis is dropped (QUIT would wait too). */
  async dispose() {
    await Promise.all(
      this.clients.map((c) =>
        c.status === 'ready' ? c.quit().catch(() => undefined) : c.disconnect(),
      ),
    );
  }
}
