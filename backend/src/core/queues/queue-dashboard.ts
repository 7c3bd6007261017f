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

/** The board's page settings, as its adapter takes them. */
type UIConfig = NonNullable<Parameters<ExpressAdapter['setUIConfig']>[0]>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bull's queue dashboard for operators at /admin/queues, every queue of the catalogue, titled with
 * the product's title as the settings say it now (`title`). Only administrators (manage all)
 * signed in with the product's session; anyone else gets the one error shape (401, 403), or, a
 * browser opening the page, the sign-in or not-authorized page of the app.
 * Its actions (retry, clean) are writes: from the product's own origin only.
 * While Redis is away it answers the API's coded 503 at once, as every `/api` route does (Bull's
 * clients would wait on their offline queue, then fail with the driver's own words).
 */
export function mountQueueDashboard(
  app: INestApplication,
  config: AppConfig,
  title: () => Promise<string>,
): void {
  const queues = Object.values(QueueName).map((name) => app.get<Queue>(getQueueToken(name)));
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_DASHBOARD_ROUTE);
  createBullBoard({
    queues: queues.map((queue) => new BullAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: config.APP_TITLE } },
  });
  // What the board was set up with (its icons, its history flags): kept, the title aside.
  const uiConfig = { ...(board as unknown as { uiConfig: UIConfig }).uiConfig };
  app.use(
    QUEUE_DASHBOARD_ROUTE,
    adminsOnly(app.get(SessionAuthenticator), config),
    redisReady(queues),
    // The page says the product's current title (it can be renamed in the settings).
    (req: Request, _res: Response, next: NextFunction) => {
      if (!opensPage(req)) return next();
      title().then(
        (boardTitle) => {
          board.setUIConfig({ ...uiConfig, boardTitle });
          next();
        },
        () => next(),
      );
    },
    board.getRouter(),
    // Whatever the board's routes throw is answered in the one error shape, no driver words.
    (error: unknown, _req: Request, res: Response, _next: NextFunction) => refuse(res, error),
  );
}

/** A browser opening the board's page (not its API, which the page calls for JSON). */
const opensPage = (req: Request) =>
  req.method === 'GET' &&
  !req.path.startsWith('/api/') &&
  /text\/html/.test(req.headers.accept ?? '');

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
        // A person opening the page is sent where the app says why, not shown JSON.
        if (!user) {
          if (opensPage(req)) return res.redirect(302, `/login?to=${QUEUE_DASHBOARD_ROUTE}`);
          return refuse(res, new DomainException(HTTP_ERRORS.signInRequired));
        }
        if (!isAdministrator(user)) {
          if (opensPage(req)) return res.redirect(302, '/not-authorized');
          return refuse(res, new DomainException(HTTP_ERRORS.forbidden));
        }
        next();
      },
      (error: unknown) => next(error),
    );
  };
}
