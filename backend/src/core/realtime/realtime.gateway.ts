import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
} from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { SessionAuthenticator } from '../access/session-authenticator';
import type { AuthUser } from '../access/auth-user';
import { JobWatchPolicy } from '../queues/job-watch.policy';
import { PUBLIC_ROOM, roomOf, type ClientToServerEvents, type ServerToClientEvents } from './event-map';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, { user?: AuthUser }>;

/**
 * Authenticates the handshake with the same token as HTTP (cookie or `auth.token`). Anonymous
 * sockets only join the public room (application title and icon); signed-in ones join their user
 * and account rooms.
 */
@WebSocketGateway({ path: '/socket.io', cors: false })
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(
    private readonly sessions: SessionAuthenticator,
    private readonly jobs: JobWatchPolicy,
  ) {}

  async handleConnection(socket: AppSocket) {
    try {
      const auth = socket.handshake.auth as { token?: unknown };
      const token =
        (typeof auth?.token === 'string' && auth.token) ||
        SessionAuthenticator.tokenFrom(socket.handshake.headers.authorization, socket.handshake.headers.cookie);
      const user = token ? await this.sessions.authenticate(token) : null;
      const rooms = [PUBLIC_ROOM];
      if (user) {
        socket.data.user = user;
        rooms.push(roomOf.user(user.id));
        if (user.accountId !== null) rooms.push(roomOf.account(user.accountId));
      }
      await socket.join(rooms);
    } catch (error) {
      this.logger.warn(`Socket handshake failed: ${(error as Error).message}`);
      socket.disconnect(true);
    }
  }

  @SubscribeMessage('job.watch')
  async watchJob(@ConnectedSocket() socket: AppSocket, @MessageBody() jobId: unknown) {
    const user = socket.data.user;
    if (!user || typeof jobId !== 'string' || !(await this.jobs.mayWatch(user, jobId))) return false;
    await socket.join(roomOf.job(jobId));
    return true;
  }
}
