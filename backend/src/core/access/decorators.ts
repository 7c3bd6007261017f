import {
  applyDecorators,
  createParamDecorator,
  SetMetadata,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from './auth-user';
import type { Action, Subject } from './subjects';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ABILITY = 'access:ability';

/**
 * Access rules are also published in the OpenAPI document (`x-public`, `x-ability`), so the
 * authorisation matrix test covers every route from the document alone.
 */

/** Open to anonymous callers. */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));

/** The caller's role must allow `action` on `subject`. */
export const CheckAbility = (action: Action, subject: Subject) =>
  applyDecorators(
    SetMetadata(REQUIRED_ABILITY, { action, subject }),
    ApiExtension('x-ability', { action, subject }),
  );

/**
 * The caller, with where the request came from (the audit trail's "from where"). The session's
 * AuthUser is shared by its requests (SessionCache): each request gets its own copy.
 */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const user = req.user as AuthUser;
  return user && { ...user, ip: req.ip, userAgent: req.get('user-agent') };
});
