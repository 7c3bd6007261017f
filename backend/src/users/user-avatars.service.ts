import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import type { DomainErrorSpec } from '../core/http/error-codes';
import { HTTP_ERRORS } from '../core/http/http.errors';
import type { ImageProblem } from '../core/http/uploaded-image';
import type { UserDto } from './dto/user.dto';
import type { User } from './entities/user.entity';
import { AVATAR_MIME, normalizeAvatar } from './avatar-image';
import { assertMayChange } from './user-access';
import { UserEvents } from './user-events';
import { UsersRepository } from './users.repository';
import { USER_ERRORS } from './users.errors';
import { toUserDto, UsersService } from './users.service';

const AVATAR_PROBLEMS: Record<ImageProblem, DomainErrorSpec> = {
  too_large: USER_ERRORS.avatarTooLarge,
  not_image: USER_ERRORS.avatarNotImage,
  unreadable: USER_ERRORS.avatarUnreadable,
};

export const avatarUrl = (userId: number, version: string) =>
  `/api/users/${userId}/avatar?v=${version}`;

/**
 * Avatars: anyone may change their own; changing someone else's needs write on user and the same
 * rules as editing them. Reading needs read on user, except for one's own.
 */
@Injectable()
export class UserAvatarsService {
  constructor(
    private readonly users: UsersService,
    private readonly repo: UsersRepository,
    private readonly events: UserEvents,
  ) {}

  async upload(actor: AuthUser, id: number, file: Buffer | undefined): Promise<UserDto> {
    const user = await this.editable(actor, id);
    if (!file) throw DomainException.onField('avatar', USER_ERRORS.avatarRequired);
    const verdict = await normalizeAvatar(file);
    if (!verdict.ok) throw DomainException.onField('avatar', AVATAR_PROBLEMS[verdict.problem]);
    const version = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    await this.repo.saveAvatar(
      id,
      { data: verdict.image, mimeType: AVATAR_MIME, version },
      avatarUrl(id, version),
    );
    this.events.changed('updated', id, user.accountId);
    return this.view(id);
  }

  async remove(actor: AuthUser, id: number): Promise<UserDto> {
    const user = await this.editable(actor, id);
    await this.repo.removeAvatar(id);
    this.events.changed('updated', id, user.accountId);
    return this.view(id);
  }

  async image(actor: AuthUser, id: number): Promise<{ data: Buffer; mimeType: string }> {
    if (id !== actor.id) {
      if (!actor.ability.can('read', 'user')) throw new DomainException(USER_ERRORS.notFound);
      await this.users.visible(actor, id);
    }
    const avatar = await this.repo.avatar(id);
    if (!avatar) throw new DomainException(USER_ERRORS.avatarMissing);
    return { data: avatar.data, mimeType: avatar.mimeType };
  }

  /** Already authorised by `editable`. */
  private async view(id: number): Promise<UserDto> {
    const user = await this.repo.findVisible({ all: true, accountId: null }, id);
    if (!user) throw new DomainException(USER_ERRORS.notFound);
    return toUserDto(user);
  }

  private async editable(actor: AuthUser, id: number): Promise<User> {
    if (id === actor.id) {
      const self = await this.repo.findVisible({ all: true, accountId: null }, id);
      if (!self) throw new DomainException(USER_ERRORS.notFound);
      return self;
    }
    if (!actor.ability.can('write', 'user')) {
      throw new DomainException(HTTP_ERRORS.forbidden);
    }
    const user = await this.users.visible(actor, id);
    assertMayChange(actor, user);
    return user;
  }
}
