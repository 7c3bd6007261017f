import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry } from '../core/realtime/presence-registry';
import { WebsiteAccess } from './website-access';

/** Presence on a website's view: whoever may read the website (read on website, and assigned). */
@Injectable()
export class WebsitePresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly access: WebsiteAccess,
  ) {}

  onModuleInit() {
    this.registry.readable(
      'website',
      async (user, id) =>
        user.ability.can('read', 'website') && (await this.access.readable(user, id)) !== null,
    );
  }
}
