import { Injectable } from '@nestjs/common';
import { DestinationRow } from '../publishing/destination-row';
import { ArticlesService } from '../articles/articles.service';
import { ARTICLE_AI_ERRORS } from '../article-ai/article-ai.errors';
import { sendPostOnce } from '../publishing/send-post';
import { yoastMeta, yoastStuck } from '../publishing/yoast';
import { DomainException } from '../core/http/domain-error';
import type { JobReporter } from '../core/queues/job-reporter';
import { WebsiteCredentials } from '../websites/website-credentials';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import { mapPost } from '../wordpress/post-mapper';
import { WordPressClient } from '../wordpress/wordpress.client';
import type { PostWrite } from '../wordpress/wordpress-writer';
import type { GeneratedArticle } from './entities/generated-article.entity';
import { GENERATION_ERRORS } from './generation.errors';
import { GenerationRepository } from './generation.repository';
import { ReplacePostUseCase } from './replace-post.usecase';

export type YoastOutcome = NonNullable<GeneratedArticle['yoast']>;

/**
 * "Use" a generated article (job `article.generated.send`, stages sending → saving): a follow-up
 * becomes a new draft post on the destination; an update or a rework changes the existing
 * article's post in place (same remote id, its status kept). SEO data goes into Yoast when the
 * destination has it. The post id is recorded the moment WordPress answers and a creation is
 * marked before it is asked for, so a retry after a killed worker never makes a second post.
 */
@Injectable()
export class SendGeneratedUseCase {
  constructor(
    private readonly rows: GenerationRepository,
    private readonly articles: ArticlesService,
    private readonly destinationRow: DestinationRow,
    private readonly websites: WebsitesService,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly replacing: ReplacePostUseCase,
  ) {}

  async run(
    id: number,
    reporter: JobReporter,
  ): Promise<{ remoteId: number; yoast: YoastOutcome } | null> {
    const row = await this.rows.find(id);
    if (!row || row.state !== 'sending') return null;
    await reporter.report({ percent: 10, stage: 'sending' });
    const website = await this.websites.find(row.websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    const credentials = await this.credentials.of(website);
    if (!credentials) throw new DomainException(GENERATION_ERRORS.noCredentials);
    if (!row.title?.trim() || !row.contentHtml?.trim()) {
      throw new DomainException(ARTICLE_AI_ERRORS.answerNoBody);
    }
    const writer = await this.wordpress.writer(credentials);
    // The words of the post it replaces, for Undo (once, before the write).
    if (row.remoteId) await this.replacing.remember(row, writer, row.remoteId);
    const meta = website.yoastActive
      ? yoastMeta({
          title: row.seoTitle,
          metaDescription: row.metaDescription,
          focusKeyword: row.focusKeyword,
          ogTitle: row.ogTitle,
        })
      : {};
    const write: PostWrite = {
      title: row.title,
      content: row.contentHtml,
      excerpt: row.excerpt ?? '',
      // A new article waits as a draft; an existing one keeps the status it has.
      ...(row.mode === 'follow_up' ? { status: 'draft' } : {}),
      ...(Object.keys(meta).length ? { meta } : {}),
    };
    const post = await sendPostOnce(
      writer,
      {
        remoteId: row.remoteId,
        creatingAt: row.creatingAt,
        creating: () => this.rows.creating(id),
        setRemote: (remoteId) => this.rows.change(id, { remoteId, creatingAt: null }),
      },
      write,
    );
    await reporter.report({ percent: 80, stage: 'saving' });
    const yoast: YoastOutcome = !website.yoastActive
      ? 'absent'
      : yoastStuck(post, meta)
        ? 'saved'
        : 'not_saved';
    const mapped = mapPost(post);
    // An update keeps what our row knows of the post beyond the text (terms, image, author).
    const known = row.targetArticleId ? await this.articles.find(row.targetArticleId) : null;
    const same = known && known.websiteId === website.id && known.remoteId === post.id;
    const articleId = mapped
      ? await this.destinationRow.save(
          website.id,
          {
            ...mapped,
            authorName: same ? known.authorName : null,
            featuredImageUrl: same ? known.featuredImageUrl : null,
            categories: (same && known.categories) || [],
            categoryPaths: (same && known.categoryPaths) || [],
            tags: (same && known.tags) || [],
            seoTitle: mapped.seoTitle ?? row.seoTitle,
            ogTitle: mapped.ogTitle ?? row.ogTitle,
            metaDescription: mapped.metaDescription ?? row.metaDescription,
            focusKeyword: mapped.focusKeyword ?? row.focusKeyword,
          },
          { generatedByAi: true },
        )
      : null;
    await this.rows.transition(id, ['sending'], {
      state: 'used',
      remoteId: post.id,
      articleId,
      yoast,
      failureCode: null,
    });
    await reporter.report({ percent: 100, stage: 'saving' });
    return { remoteId: post.id, yoast };
  }

  /** A send that will not be retried: the article is ready to use again, with the reason. */
  async failed(id: number, code: string | null): Promise<void> {
    await this.rows.transition(id, ['sending'], { state: 'ready', failureCode: code });
  }
}
