import { Injectable } from '@nestjs/common';
import { ARTICLE_ERRORS } from '../articles/articles.errors';
import { ArticlesService } from '../articles/articles.service';
import type { AuthUser } from '../core/access/auth-user';
import { WebsiteAccess } from '../websites/website-access';
import { WebsiteCredentials } from '../websites/website-credentials';
import type { Website } from '../websites/entities/website.entity';
import { WordPressClient } from '../wordpress/wordpress.client';
import { asHttpError } from './clone-failure';
import { CLONE_FAILURES } from './cloning.errors';
import { CloningRepository } from './cloning.repository';
import { CloningService } from './cloning.service';
import type { TrashedPostDto, TrashResultDto } from './dto/clone.dto';
import { DomainException } from '../core/http/domain-error';

/**
 * Trashing an article moves its post to the WordPress trash (never deletes it for good); with
 * `withClones`, its clones' posts too, on the destinations the user may write to.
 */
@Injectable()
export class CloneTrash {
  constructor(
    private readonly articles: ArticlesService,
    private readonly access: WebsiteAccess,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly ledger: CloningRepository,
    private readonly cloning: CloningService,
  ) {}

  async trash(user: AuthUser, articleId: number, withClones: boolean): Promise<TrashResultDto> {
    if (!user.ability.can('read', 'article')) throw new DomainException(ARTICLE_ERRORS.notFound);
    const article = await this.articles.readable(user, articleId);
    const { website } = await this.access.publishable(user, article.websiteId);
    const clones = withClones
      ? (await this.ledger.clonesOf(articleId)).filter((c) => c.remoteId !== null)
      : [];
    // Every destination is checked before anything moves: all or nothing is refused.
    const destinations = await Promise.all(
      clones.map((c) => this.access.publishable(user, c.websiteId)),
    );
    const result: TrashResultDto = {
      article: await this.trashOne(website, article.remoteId, article.id),
      clones: [],
    };
    for (const [i, clone] of clones.entries()) {
      result.clones.push(
        await this.trashOne(destinations[i]!.website, clone.remoteId!, clone.cloneArticleId),
      );
      await this.cloning.changed(articleId, article.websiteId, clone.websiteId);
    }
    return result;
  }

  private async trashOne(
    website: Website,
    remoteId: number,
    articleId: number | null,
  ): Promise<TrashedPostDto> {
    const credentials = await this.credentials.of(website);
    if (!credentials) throw new DomainException(CLONE_FAILURES.missingCredentials);
    let trashed: boolean;
    try {
      trashed = await (await this.wordpress.writer(credentials)).trashPost(remoteId);
    } catch (error) {
      throw asHttpError(error);
    }
    await this.articles.trashed(website.id, [remoteId]);
    return { websiteId: website.id, articleId, remoteId, trashed };
  }
}
