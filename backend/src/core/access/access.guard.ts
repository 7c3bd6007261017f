import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainException } from '../http/domain-error';
import { HTTP_ERRORS } from '../http/http.errors';
import { SessionAuthenticator } from './session-authenticator';
import { IS_PUBLIC, REQUIRED_ABILITY } from './decorators';
import type { Action, Subject } from './subjects';

/**
 * Global guard: every route needs a live session unless marked @Public, and the permission named by
 * @CheckAbility. A public route still learns who is calling when a valid token comes along.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const request = context.switchToHttp().getRequest<Request>();
    const token = SessionAuthenticator.tokenFrom(
      request.headers.authorization,
      request.headers.cookie,
    );
    const user = token ? await this.sessions.authenticate(token) : null;
    if (user) request.user = user;
    if (isPublic) return true;
    if (!user) throw new DomainException(HTTP_ERRORS.signInRequired);
    const required = this.reflector.getAllAndOverride<
      { action: Action; subject: Subject } | undefined
    >(REQUIRED_ABILITY, targets);
    if (required && !user.ability.can(required.action, required.subject)) {
      throw new DomainException(HTTP_ERRORS.forbidden);
    }
    return true;
  }
}
