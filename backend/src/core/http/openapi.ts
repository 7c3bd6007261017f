import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ai multisite API')
    .setDescription('Back-office API of ai multisite. Every route lives under /api.')
    .setVersion('1')
    .addBearerAuth()
    .addCookieAuth('accessToken')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method}`,
    extraModels: [ErrorBodyDto],
  });
  // Every operation can fail with the one error shape (see ErrorFilter).
  const failure = {
    description: 'The one error shape: a stable `code`, the message, and its `params` if any.',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodyDto) } } },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, default: failure };
    }
  }
  return document;
}
