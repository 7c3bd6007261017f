import { Injectable } from '@nestjs/common';
import { ArticleAiService } from '../article-ai/article-ai.service';
import { ArticlesService } from '../articles/articles.service';
import type { JobName, JobPayloads } from '../core/queues/job-catalogue';
import type { JobReporter } from '../core/queues/job-reporter';
import { MODE_TEXT } from './generation-modes';
import { GenerationRepository } from './generation.repository';

/**
 * The job's work: the article is written by AI (streamed to `job.text`, field `article`, then its
 * SEO data; ArticleAiService.write), and kept on the row as ready. A cancel aborts the provider call at once (`reporter.signal`); a row
 * discarded meanwhile stays discarded. A failure is the handler's to record.
 */
@Injectable()
export class GenerateArticleUseCase {
  constructor(
    private readonly rows: GenerationRepository,
    private readonly articles: ArticlesService,
    private readonly ai: ArticleAiService,
  ) {}

  async run(
    payload: JobPayloads[JobName.GenerateArticle],
    jobId: string,
    reporter: JobReporter,
  ): Promise<number> {
    const row = await this.rows.find(payload.generatedId);
    if (!row || row.state !== 'generating') return 0;
    const ids = [...row.sourceArticleIds, ...(row.targetArticleId ? [row.targetArticleId] : [])];
    const contents = await this.articles.contents(ids);
    const sources = row.sourceArticleIds
      .map((id) => contents.find((c) => c.id === id))
      .filter((c) => c !== undefined);
    const target = contents.find((c) => c.id === row.targetArticleId);
    const { title, html, excerpt, seo } = await this.ai.write(
      {
        websiteId: row.websiteId,
        topic: row.topic,
        instructions: MODE_TEXT[row.mode],
        sources: sources.map((s) => ({ title: s.title, html: s.contentHtml })),
        existing: target && { title: target.title, html: target.contentHtml },
        jobId,
        userId: payload.userId,
        accountId: payload.accountId,
      },
      reporter.signal,
    );
    await reporter.ensureRunning();
    await this.rows.transition(row.id, ['generating'], {
      state: 'ready',
      title,
      replacedPost: null,
      contentHtml: html,
      excerpt,
      seoTitle: seo?.title.slice(0, 500) || null,
      ogTitle: seo?.ogTitle.slice(0, 500) || null,
      metaDescription: seo?.metaDescription.slice(0, 1000) || null,
      focusKeyword: seo?.focusKeyword.slice(0, 255) || null,
    });
    return html.length;
  }

  /** A generation that failed for good: the row says so, with the reason's code. */
  async failed(id: number, code: string | null): Promise<void> {
    await this.rows.transition(id, ['generating'], { state: 'failed', failureCode: code });
  }
}
