import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PresenceRegistry } from '../core/realtime/presence-registry';
import { ArticlesService } from './articles.service';

/** Presence on an article's drawer: whoever may read the article (read on article, its website). */
@Injectable()
export class ArticlePresence implements OnModuleInit {
  constructor(
    private readonly registry: PresenceRegistry,
    private readonly articles: ArticlesService,
  ) {}

  onModuleInit() {
    this.registry.readable(
      'article',
      async (user, id) =>
        user.ability.can('read', 'article') && (await this.articles.readable(user, id)) !== null,
    );
  }
}
