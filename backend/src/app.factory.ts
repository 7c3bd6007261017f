import { Logger as NestLogger, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './core/config/env';
import { claimRedisPrefix } from './core/database/preflight';
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
  app.useLogger(app.get(Logger));
  configureApp(app, config);
  return app;
}

export function configureApp(app: NestExpressApplication, config: AppConfig) {
  app.setGlobalPrefix('api');
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.use('/api', ...requestGate(config.publicUrl));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers the same origin's ws:/wss: (CSP 3); no socket to any other host.
          connectSrc: ["'self'"],
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
    mountQueueDashboard(app, config);
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
