import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { Gauge } from 'prom-client';
import { MetricsRegistry } from '../metrics/metrics.registry';
import { SessionAuthenticator } from '../access/session-authenticator';
import type { AuthUser } from '../access/auth-user';
import { isAdministrator } from '../access/grants';
import { SUBJECTS } from '../access/subjects';
import { JobWatchPolicy } from '../queues/job-watch.policy';
import { WebsiteWatchPolicy } from './website-watch.policy';
import { JobTextLog } from './job-text-log';
import { PresenceService } from './presence.service';
import { RealtimePublisher } from './publisher';
import {
  ADMINS_ROOM,
  AUTHENTICATED_ROOM,
  PUBLIC_ROOM,
  roomOf,
  type ClientToServerEvents,
  type PresenceJoined,
  type ServerToClientEvents,
} from './event-map';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, { user?: AuthUser }>;

/**
 * Authenticates the handshake with the same token as HTTP (cookie or `auth.token`). Anonymous
 * sockets only join the public room (application title and icon); signed-in ones join the
 * authenticated room, their user and account rooms, and administrators the admins room.
 */
@WebSocketGateway({ path: '/socket.io', cors: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);

  private server?: Server;

  constructor(
    private readonly sessions: SessionAuthenticator,
    private readonly jobs: JobWatchPolicy,
    private readonly websites: WebsiteWatchPolicy,
    private readonly presence: PresenceService,
    private readonly texts: JobTextLog,
    private readonly publisher: RealtimePublisher,
    metrics: MetricsRegistry,
  ) {
    const clients = () => this.server?.engine.clientsCount ?? 0;
    new Gauge({
      name: 'ams_socket_connections',
      help: 'Socket.IO clients connected to this node.',
      registers: [metrics.registry],
      collect() {
        this.set(clients());
      },
    });
  }

  /**
   * Who is calling is settled in a middleware, before the client hears `connect`: a message sent
   * right after connecting must find its user (a handler of the connection itself runs too late).
   */
  afterInit(server: Server) {
    this.server = server;
    this.publisher.serve(server);
    server.use((socket: AppSocket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: Error) => {
          this.logger.warn(`Socket handshake failed: ${error.message}`);
          next(new Error('The connection could not be authenticated.'));
        },
      );
    });
  }

  async handleConnection(socket: AppSocket) {
    const user = socket.data.user;
    const rooms = [PUBLIC_ROOM];
    if (user) {
      rooms.push(AUTHENTICATED_ROOM, roomOf.user(user.id), roomOf.session(user.sessionId));
      if (isAdministrator(user)) rooms.push(ADMINS_ROOM);
      if (user.accountId !== null) rooms.push(roomOf.account(user.accountId));
      for (const subject of SUBJECTS.filter((s) => user.ability.can('read', s))) {
        rooms.push(roomOf.readers(subject));
        if (user.accountId !== null) rooms.push(roomOf.readers(subject, user.accountId));
      }
    }
    await socket.join(rooms);
    // Each pong of the socket's transport keeps the records it views marked as viewed.
    socket.conn.on('heartbeat', () => {
      void this.presence.refresh(socket.id).catch((error: Error) => {
        this.logger.warn(`Presence could not be refreshed: ${error.message}`);
      });
    });
  }

  async handleDisconnect(socket: AppSocket) {
    await this.presence.disconnected(socket.id).catch((error: Error) => {
      this.logger.warn(`Presence not cleared for a closed socket: ${error.message}`);
    });
  }

  private async authenticate(socket: AppSocket) {
    const auth = socket.handshake.auth as { token?: unknown };
    const token =
      (typeof auth?.token === 'string' && auth.token) ||
      SessionAuthenticator.tokenFrom(
        socket.handshake.headers.authorization,
        socket.handshake.headers.cookie,
      );
    const user = token ? await this.sessions.authenticate(token) : null;
    if (user) socket.data.user = user;
  }

  @SubscribeMessage('job.watch')
  watchJob(@ConnectedSocket() socket: AppSocket, @MessageBody() jobId: unknown) {
    return this.joinJob(socket, jobId);
  }

  /** As `job.watch`, then sends the text the job streamed before this socket joined. */
  @SubscribeMessage('job.text.watch')
  async watchJobText(@ConnectedSocket() socket: AppSocket, @MessageBody() jobId: unknown) {
    if (!(await this.joinJob(socket, jobId))) return false;
    // Pieces heard twice (sent live meanwhile) are told apart by `seq`.
    for (const piece of await this.texts.sent(jobId as string)) socket.emit('job.text', piece);
    return true;
  }

  private async joinJob(socket: AppSocket, jobId: unknown): Promise<boolean> {
    const user = socket.data.user;
    if (!user || typeof jobId !== 'string') return false;
    const job = await this.jobs.subjectOf(jobId);
    if (!job) return false;
    // A job on a website is followed by whoever may read that website; any other by its starter.
    const allowed =
      isAdministrator(user) ||
      (job.websiteId !== null
        ? await this.websites.mayWatch(user, job.websiteId)
        : job.userId === user.id);
    if (!allowed) return false;
    await socket.join(roomOf.job(jobId));
    return true;
  }

  /** A record's view opened: answered with who is viewing it, if the caller may read it. */
  @SubscribeMessage('presence.join')
  async joinPresence(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody() target: unknown,
  ): Promise<PresenceJoined> {
    const user = socket.data.user;
    if (!user) return { ok: false };
    return this.presence.join(socket, user, target).catch((error: Error) => {
      this.logger.warn(`Presence join failed: ${error.message}`);
      return { ok: false } as const;
    });
  }

  @SubscribeMessage('presence.leave')
  async leavePresence(@ConnectedSocket() socket: AppSocket, @MessageBody() target: unknown) {
    await this.presence.leave(socket, target).catch(() => undefined);
  }
}
