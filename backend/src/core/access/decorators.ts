import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from './auth-user';
import type { Action, Subject } from './subjects';

export const IS_PUBLIC = 'access:public';
export const REQUIRED_ABILITY = 'access:ability';

/** Open to anonymous callers. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The caller's role must allow `action` on `subject`. */
export const CheckAbility = (action: Action, subject: Subject) =>
  SetMetadata(REQUIRED_ABILITY, { action, subject });

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<Request>().user as AuthUser,
);
