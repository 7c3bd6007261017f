import { HttpException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { json, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { isSameOrigin } from '../security/same-origin';
import { inspectBody } from './body-shape';
import { DomainException, type DomainErrorSpec } from './domain-error';
import { toErrorBody } from './error.filter';
import { HTTP_ERRORS } from './http.errors';
import { InvalidInputException } from './validation';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_LIMIT = '1mb';
/** Posted by other sites on purpose: the analytics beacon checks the website's origin itself. */
const CROSS_SITE_PATHS = new Set(['/collect']);

const refuse = (res: Parameters<RequestHandler>[1], error: HttpException) => {
  const body = toErrorBody(error);
  res.status(body.statusCode).json(body);
};

/** body-parser's failures, each as the one error shape instead of Express's HTML page. */
const PARSER_ERRORS: Record<string, DomainErrorSpec> = {
  'entity.too.large': HTTP_ERRORS.tooLarge,
  'charset.unsupported': HTTP_ERRORS.unsupportedCharset,
  'encoding.unsupported': HTTP_ERRORS.unsupportedMediaType,
  'entity.parse.failed': HTTP_ERRORS.malformedBody,
};

/**
 * What every API request passes before a route sees it, in order: answers are not cached by
 * default, writes come from the product's
 * own pages (no cross-site request forgery), JSON bodies are UTF-8 and at most 1 MB, and no string
 * is malformed text or nested past reason. Forms are not parsed at all: the API speaks JSON.
 */
export function requestGate(publicUrl: string): (RequestHandler | ErrorRequestHandler)[] {
  const sameOrigin: RequestHandler = (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || CROSS_SITE_PATHS.has(req.path)) return next();
    if (isSameOrigin(req.headers, publicUrl)) return next();
    refuse(res, new DomainException(HTTP_ERRORS.crossOrigin));
  };
  const parserErrors: ErrorRequestHandler = (
    error: { type?: string; status?: number },
    _req,
    res,
    next,
  ) => {
    if (!error.type) return next(error);
    const spec = PARSER_ERRORS[error.type];
    if (spec) return refuse(res, new DomainException(spec));
    // body-parser's other refusals (an aborted or mis-sized body) answer its status, with its code.
    refuse(res, new HttpException(HTTP_ERRORS.invalid.message, error.status ?? 400));
  };
  const bodyShape: RequestHandler = (req, res, next) => {
    const problem = inspectBody(req.body);
    if (!problem) return next();
    if (problem.kind === 'too-deep') return refuse(res, new DomainException(HTTP_ERRORS.tooDeep));
    refuse(res, new InvalidInputException(problem.errors));
  };
  // API answers are private and change: never cached unless a route says so (versioned images).
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  return [noStore, sameOrigin, json({ limit: BODY_LIMIT }), parserErrors, bodyShape];
}

/**
 * A body must be of a type the route reads: JSON everywhere, multipart only where a route uploads
 * (`@ApiConsumes('multipart/form-data')`). Anything else is 415 before the route runs, so an HTML
 * form on another site cannot post to the API.
 */
@Injectable()
export class BodyTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const type = context.switchToHttp().getRequest<Request>().headers['content-type'];
    // No type, no body to read (a DELETE, a POST without a body).
    if (type === undefined) return true;
    const consumes = this.reflector.getAllAndOverride<string[] | undefined>(
      DECORATORS.API_CONSUMES,
      [context.getHandler(), context.getClass()],
    ) ?? ['application/json'];
    const mediaType = type.split(';')[0]!.trim().toLowerCase();
    if (!consumes.includes(mediaType)) throw new DomainException(HTTP_ERRORS.unsupportedMediaType);
    return true;
  }
}
