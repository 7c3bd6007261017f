import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import { DomainException } from '../../core/http/domain-error';
import { WebsiteAccess } from '../../websites/website-access';
import { ANALYTICS_ERRORS } from '../analytics.errors';
import type { ReachSumsDto, StoryReachDto, StoryReachQueryDto } from '../dto/analytics.dto';
import { AnalyticsRepository } from '../store/analytics.repository';
import { fillSeries, resolveRange } from './analytics-range';

const zero = (): ReachSumsDto => ({ views: 0, visits: 0, visitors: 0 });
const add = (into: ReachSumsDto, sums: ReachSumsDto) => {
  into.views += sums.views;
  into.visits += sums.visits;
  into.visitors += sums.visitors;
};

/**
 * A story's reach, for the article drawer: the views, visits and visitors of the article a desk
 * published first and of each of its clones, against the period before, with the story's
 * sources and its views over the period. Only the copies on websites the reader may see are
 * named and counted; the article asked about must be one of them.
 */
@Injectable()
export class StoryReach {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly access: WebsiteAccess,
  ) {}

  async reach(
    user: AuthUser,
    articleId: number,
    query: StoryReachQueryDto,
  ): Promise<StoryReachDto> {
    const range = resolveRange(query.range, new Date());
    if (!range || range.grain === 'minute')
      throw new DomainException(ANALYTICS_ERRORS.invalidRange);
    const [story, readable] = await Promise.all([
      this.repo.story(articleId),
      this.access.readableIds(user),
    ]);
    const visible = readable === null ? null : new Set(readable);
    const shown = story.filter((a) => visible === null || visible.has(a.websiteId));
    if (!shown.some((a) => a.articleId === articleId)) {
      throw new DomainException(ANALYTICS_ERRORS.storyNotFound);
    }
    const { from, to, previousFrom } = range;
    const grain = range.grain === 'hour' ? 'hour' : 'day';
    const figures = await this.repo.storyFigures(
      shown.map((a) => a.articleId),
      grain,
      previousFrom,
      from,
      to,
    );
    const totals = zero();
    const previous = zero();
    const copies = shown.map((article) => {
      const current = zero();
      const before = zero();
      for (const row of figures.totals) {
        if (row.articleId === article.articleId) add(row.current ? current : before, row);
      }
      add(totals, current);
      add(previous, before);
      return {
        articleId: article.articleId,
        title: article.title,
        websiteId: article.websiteId,
        websiteName: article.websiteName,
        link: article.link,
        source: article.source,
        deletedInWp: article.deletedInWp,
        totals: current,
        previous: before,
      };
    });
    const series = fillSeries(
      from,
      to,
      grain,
      figures.series.map((p) => [p.bucket.getTime(), { views: p.views }]),
      () => ({ views: 0 }),
    );
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      grain,
      totals,
      previous,
      copies,
      hidden: story.length - shown.length,
      sources: figures.sources,
      series,
    };
  }
}
