import { Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type Redis from 'ioredis';
import type { Server } from 'socket.io';
import { AppConfig } from '../config/env';
import { rateLimitedWarning } from '../logging/rate-limited-warning';
import { InjectRedis } from '../redis/redis.module';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from './event-map';

export const socketChannel = (config: Pick<AppConfig, 'REDIS_PREFIX'>) =>
  `${config.REDIS_PREFIX}:socket.io`;

/**
 * Publishes typed events to socket rooms, so api nodes and workers alike reach every browser.
 * Services call it after they commit. A worker publishes through Redis; an api node serves its own
 * sockets at once and tells the other nodes through Redis (the Socket.IO adapter), so an editor's
 * change reaches the browsers of the node that saved it without a round trip, Redis away or not.
 */
@Injectable()
export class RealtimePublisher {
  private readonly emitter: Emitter<ServerToClientEvents>;
  private server: Server<ClientToServerEvents, ServerToClientEvents> | null = null;
  /** Once a minute while Redis is away. */
  private readonly warn = rateLimitedWarning(new Logger('Realtime'), 60_000);

  constructor(@InjectRedis() redis: Redis, config: AppConfig) {
    // The emitter never awaits its PUBLISH: with Redis away, a lost event must not become an
    // unhandled rejection (which ends the process). Browsers refetch when their socket reconnects.
    const client = {
      publish: (channel: string, message: string | Buffer) =>
        redis.publish(channel, message).catch((error: Error) => this.lost(error)),
    };
    this.emitter = new Emitter<ServerToClientEvents>(client, { key: socketChannel(config) });
  }

  /** Called by the gateway of an api node once its Socket.IO server runs. */
  serve(server: Server<ClientToServerEvents, ServerToClientEvents>) {
    this.server = server;
  }

  private lost(error: Error) {
    this.warn(`Events are not delivered while Redis cannot be reached: ${error.message}`);
  }

  to<E extends ServerEventName>(
    rooms: string | string[],
    event: E,
    ...payload: ServerEventPayload<E>
  ) {
    (this.server ?? this.emitter).to(rooms).emit(event, ...payload);
  }

  /**
   * Takes the sockets in `rooms` out of `leave` (a user unassigned from a website). This node's
   * sockets leave at once, before the request that asked for it is answered: through Redis alone
   * they left only once the request came back round, and an event sent meanwhile still reached
   * them. Other nodes' sockets leave as the request reaches them (this node's again: no harm).
   */
  leave(rooms: string | string[], leave: string | string[]) {
    this.server?.local.in(rooms).socketsLeave(leave);
    (this.server ?? this.emitter).in(rooms).socketsLeave(leave);
  }

  /** Detaches every socket in the rooms (a deactivated user's), after any event sent before. */
  disconnect(rooms: string | string[]) {
    (this.server ?? this.emitter).in(rooms).disconnectSockets();
  }
}
