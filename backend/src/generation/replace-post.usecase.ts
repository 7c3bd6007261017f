import { Injectable } from '@nestjs/common';
import { ArticlesService } from '../articles/articles.service';
import { SyncService } from '../articles/sync/sync.service';
import { DomainException } from '../core/http/domain-error';
import { WebsiteCredentials } from '../websites/website-credentials';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import type { RawPost } from '../wordpress/post-mapper';
import { WordPressClient } from '../wordpress/wordpress.client';
import { WordPressError } from '../wordpress/wordpress.errors';
import type { WordPressWriter } from '../wordpress/wordpress-writer';
import type { ReplacementDto } from './dto/generation.dto';
import type { GeneratedArticle, ReplacedPost } from './entities/generated-article.entity';
import { GENERATION_ERRORS } from './generation.errors';
import { GenerationRepository } from './generation.repository';

/** A post's own words as WordPress keeps them (raw, `context=edit`). */
export const wordsOf = (post: RawPost): ReplacedPost => ({
  title: post.title?.raw ?? '',
  content: post.content?.raw ?? '',
  excerpt: post.excerpt?.raw ?? '',
});

/**
 * Use of an update or a rework replaces a live post. Before: what changes, read from WordPress
 * now (the page shows it as a diff and asks). During: the post's words as they were are kept on
 * the generated article, once, before the write (a retry never keeps its own write instead).
 * After: Undo puts them back in one action; WordPress keeps a revision of each state besides.
 */
@Injectable()
export class ReplacePostUseCase {
  constructor(
    private readonly rows: GenerationRepository,
    private readonly articles: ArticlesService,
    private readonly sync: SyncService,
    private readonly websites: WebsitesService,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
  ) {}

  /** The post Use would replace as WordPress has it now, beside what Use writes. */
  async preview(row: GeneratedArticle): Promise<ReplacementDto> {
    const remoteId = await this.targetPost(row);
    if (!remoteId) throw new DomainException(GENERATION_ERRORS.nothingToReplace);
    const post = await this.talking(async () => (await this.writerOf(row)).post(remoteId));
    if (!post) throw new DomainException(GENERATION_ERRORS.nothingToReplace);
    const current = wordsOf(post);
    return {
      current: { title: current.title, contentHtml: current.content, excerpt: current.excerpt },
      next: {
        title: row.title ?? '',
        contentHtml: row.contentHtml ?? '',
        excerpt: row.excerpt ?? '',
      },
    };
  }

  /** Keeps the post's words before a replacement writes over them (once per use). */
  async remember(row: GeneratedArticle, writer: WordPressWriter, remoteId: number): Promise<void> {
    if (row.mode === 'follow_up' || row.replacedPost) return;
    const post = await writer.post(remoteId);
    if (!post || post.status === 'trash') return;
    const replacedPost = wordsOf(post);
    await this.rows.change(row.id, { replacedPost });
    row.replacedPost = replacedPost;
  }

  /** Puts back the post as it was before Use; the generated article is ready to use again. */
  async undo(row: GeneratedArticle): Promise<void> {
    const before = row.replacedPost;
    if (row.state !== 'used' || !before || !row.remoteId) {
      throw new DomainException(GENERATION_ERRORS.nothingToUndo);
    }
    const remoteId = row.remoteId;
    const restored = await this.talking(async () =>
      (await this.writerOf(row)).updatePost(remoteId, {
        title: before.title,
        content: before.content,
        excerpt: before.excerpt,
      }),
    );
    if (!restored) throw new DomainException(GENERATION_ERRORS.nothingToReplace);
    await this.rows.transition(row.id, ['used'], { state: 'ready', replacedPost: null });
    // Our row of the post follows WordPress with the website's next (incremental) sync, now.
    await this.sync.startScheduled(row.websiteId).catch(() => undefined);
  }

  private async targetPost(row: GeneratedArticle): Promise<number | null> {
    if (row.mode === 'follow_up' || !row.targetArticleId) return null;
    const target = await this.articles.find(row.targetArticleId);
    return target && target.websiteId === row.websiteId ? target.remoteId : null;
  }

  private async writerOf(row: GeneratedArticle): Promise<WordPressWriter> {
    const website = await this.websites.find(row.websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    const credentials = await this.credentials.of(website);
    if (!credentials) throw new DomainException(GENERATION_ERRORS.noCredentials);
    return this.wordpress.writer(credentials);
  }

  /** A WordPress failure of a call made while someone waits, as the error they read. */
  private async talking<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof WordPressError)) throw error;
      throw new DomainException(GENERATION_ERRORS.wordpressFailed, { message: error.detail });
    }
  }
}
