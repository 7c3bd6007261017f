import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bull';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bull';
import type { NextFunction, Request, Response } from 'express';
import { isAdministrator } from '../access/grants';
import { SessionAuthenticator } from '../access/session-authenticator';
import type { AppConfig } from '../config/env';
import { DomainException } from '../http/domain-error';
import { toErrorBody } from '../http/error.filter';
import { HTTP_ERRORS } from '../http/http.errors';
import { isSameOrigin } from '../security/same-origin';
import { QueueName } from './job-catalogue';

export const QUEUE_DASHBOARD_ROUTE = '/admin/queues';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bull's queue dashboard for operators at /admin/queues, every queue of the catalogue. Only
 * administrators (manage all) signed in with the product's session; anyone else gets the one error
 * shape (401, 403). Its actions (retry, clean) are writes: from the product's own origin only.
 * While Redis is away it answers the API's coded 503 at once, as every `/api` route does (Bull's
 * clients would wait on their offline queue, then fail with the driver's own words).
 */
export function mountQueueDashboard(app: INestApplication, config: AppConfig): void {
  const queues = Object.values(QueueName).map((name) => app.get<Queue>(getQueueToken(name)));
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_ROUTE);
  createBullBoard({
    queues: queues.map((queue) => new BullAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: config.APP_TITLE } },
  });
  app.use(
    QUEUE_DASHBOARD_ROUTE,
    adminsOnly(app.get(SessionAuthenticator), config),
    redisReady(queues),
    board.getRouter(),
    // Whatever the board's routes throw is answered in the one error shape, no driver words.
    (error: unknown, _req: Request, res: Response, _next: NextFunction) => refuse(res, error),
  );
}

/** The one error shape, never cached. */
function refuse(res: Response, error: unknown) {
  const body = toErrorBody(error);
  res.setHeader('Cache-Control', 'no-store');
  res.status(body.statusCode).json(body);
}

/** The coded 503 at once while a queue's Redis connection is not ready. */
function redisReady(queues: Queue[]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (queues.every((queue) => queue.client.status === 'ready')) return next();
    refuse(res, new DomainException(HTTP_ERRORS.redisUnavailable));
  };
}

function adminsOnly(sessions: SessionAuthenticator, config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req.headers, config.publicUrl)) {
      return refuse(res, new DomainException(HTTP_ERRORS.crossOrigin));
    }
    const token = SessionAuthenticator.tokenFrom(req.headers.authorization, req.headers.cookie);
    (token ? sessions.authenticate(token) : Promise.resolve(null)).then(
      (user) => {
        if (!user) return refuse(res, new DomainException(HTTP_ERRORS.signInRequired));
        if (!isAdministrator(user)) {
          return refuse(res, new DomainException(HTTP_ERRORS.forbidden));
        }
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
