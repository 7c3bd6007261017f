import { Injectable } from '@nestjs/common';
import { WebsiteLifecycle } from '../websites/website-lifecycle';
import { ArticleStore } from './article-store.repository';

/**
 * The articles domain follows its websites: one pointed at another WordPress, confirmed as a new
 * site, starts a fresh article set (its old posts' ids name other posts there).
 */
@Injectable()
export class ArticlesLifecycle {
  constructor(store: ArticleStore, lifecycle: WebsiteLifecycle) {
    lifecycle.listen({
      replaced: (websiteId) => store.forgetWebsite(websiteId),
    });
  }
}
