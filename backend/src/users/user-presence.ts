import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry } from '../core/realtime/presence-registry';
import { UsersService } from './users.service';

/** Presence on a user's view: read on user, and the user in the caller's scope. */
@Injectable()
export class UserPresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly users: UsersService,
  ) {}

  onModuleInit() {
    this.registry.readable(
      'user',
      async (actor, id) =>
        actor.ability.can('read', 'user') && (await this.users.visible(actor, id)) !== null,
    );
  }
}
