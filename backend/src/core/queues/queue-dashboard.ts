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
 */
export function mountQueueDashboard(app: INestApplication, config: AppConfig): void {
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_ROUTE);
  createBullBoard({
    queues: Object.values(QueueName).map(
      (name) => new BullAdapter(app.get<Queue>(getQueueToken(name))),
    ),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: config.APP_TITLE } },
  });
  app.use(
    QUEUE_DASHBOARD_ROUTE,
    adminsOnly(app.get(SessionAuthenticator), config),
    board.getRouter(),
  );
}

function adminsOnly(sessions: SessionAuthenticator, config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    const refuse = (error: DomainException) => {
      const body = toErrorBody(error);
      res.setHeader('Cache-Control', 'no-store');
      res.status(body.statusCode).json(body);
    };
    if (!SAFE_METHODS.has(req.method) && !isSameOrigin(req.headers, config.publicUrl)) {
      return refuse(new DomainException(HTTP_ERRORS.crossOrigin));
    }
    const token = SessionAuthenticator.tokenFrom(req.headers.authorization, req.headers.cookie);
    (token ? sessions.authenticate(token) : Promise.resolve(null)).then(
      (user) => {
        if (!user) return refuse(new DomainException(HTTP_ERRORS.signInRequired));
        if (!isAdministrator(user)) {
          return refuse(new DomainException(HTTP_ERRORS.forbidden));
        }
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
