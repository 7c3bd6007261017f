import { Logger as NestLogger, RequestMethod, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express } from 'express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AnalyticsIngest } from './analytics/ingest/analytics-ingest.service';
import { mountBeaconRoute, type TrustFn } from './analytics/ingest/beacon-route';
import { AppModule } from './app.module';
import type { AppConfig } from './core/config/env';
import { SettingsService } from './settings/settings.service';
import { WebsiteOrigins } from './websites/website-origins';
import { claimRedisPrefix } from './core/database/preflight';
import { quietFrameworkLines } from './core/logging/framework-lines';
import { ErrorFilter } from './core/http/error.filter';
import { buildOpenApi } from './core/http/openapi';
import { BodyTypeGuard, requestGate } from './core/http/request-gate';
import { validationPipe } from './core/http/validation';
import { mountQueueDashboard } from './core/queues/queue-dashboard';
import { RedisIoAdapter } from './core/realtime/redis-io.adapter';

/** Builds the Nest application for a ROLE; shared by main.ts and the end-to-end tests. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  await claimRedisPrefix(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRole(config), {
    bufferLogs: true,
    abortOnError: false,
    // JSON only, parsed by the request gate (configureApp); forms are never parsed.
    bodyParser: false,
  });
  app.useLogger(quietFrameworkLines(app.get(Logger)));
  configureApp(app, config);
  return app;
}

/**
 * Every route lives under /api but two: tracked websites fetch the script at /t.js, and
 * Prometheus scrapes /metrics. The OpenAPI generator sets the same prefix, so the committed
 * document names the paths the server answers.
 */
export function setApiPrefix(app: INestApplication) {
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 't.js', method: RequestMethod.GET },
      { path: 'metrics', method: RequestMethod.GET },
    ],
  });
}

/** How long a node keeps an idle keep-alive connection (longer than a proxy's 60 s). */
const KEEP_ALIVE_MS = 65_000;

export function configureApp(app: NestExpressApplication, config: AppConfig) {
  setApiPrefix(app);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  // A proxy in front (nginx keeps 60 s) reuses its connections to a node: the node keeps an idle
  // one longer than that, so it never closes one the proxy is sending on (Node's 5 s would: a
  // 502 now and then, and a new connection for nearly every beacon).
  const http = app.getHttpServer() as Server;
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1000;
  // Analytics beacons skip Express and the API's middleware (see mountBeaconRoute): they are the
  // busiest route.
  if (config.runsApi) {
    mountBeaconRoute(
      app.getHttpServer(),
      app.get(AnalyticsIngest, { strict: false }),
      (app.getHttpAdapter().getInstance() as Express).get('trust proxy fn') as TrustFn,
    );
  }
  app.use('/api', ...requestGate(config.publicUrl));
  const origins = app.get(WebsiteOrigins, { strict: false });
  void origins.refresh();
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // WordPress's images (an article's featured and body images) from the connected
          // websites only, on the pages: an API answer shows no images, and the list grows with the
          // websites (200 made every answer's headers 6 KB, past nginx's 4 KB: a 502 in the soak).
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            (req) => ((req.url ?? '').startsWith('/api/') ? '' : origins.current()),
          ],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers the same origin's ws:/wss: (CSP 3); no socket to any other host.
          connectSrc: ["'self'"],
          // Article bodies may embed these players (the sanitiser keeps no other frame).
          frameSrc: [
            'https://www.youtube.com',
            'https://youtube.com',
            'https://www.youtube-nocookie.com',
            'https://player.vimeo.com',
            'https://platform.twitter.com',
            'https://platform.x.com',
            'https://www.instagram.com',
            'https://instagram.com',
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.useGlobalGuards(new BodyTypeGuard(app.get(Reflector)));
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new ErrorFilter());
  app.enableShutdownHooks();
  if (config.runsApi) {
    app.useWebSocketAdapter(new RedisIoAdapter(app, config));
    mountApiDocs(app);
    const settings = app.get(SettingsService, { strict: false });
    mountQueueDashboard(app, config, () => settings.title());
  }
}

function mountApiDocs(app: INestApplication) {
  const document = buildOpenApi(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });
  new NestLogger('OpenAPI').debug(`${Object.keys(document.paths).length} paths documented`);
}
