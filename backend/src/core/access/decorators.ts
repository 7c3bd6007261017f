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

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().user as AuthUser,
);
