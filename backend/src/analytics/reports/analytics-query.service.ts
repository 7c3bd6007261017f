import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AuthUser } from '../../core/access/auth-user';
import { AppConfig } from '../../core/config/env';
import { DomainException } from '../../core/http/domain-error';
import { InjectRedis } from '../../core/redis/redis.module';
import { WebsiteAccess } from '../../websites/website-access';
import { ANALYTICS_ERRORS } from '../analytics.errors';
import { analyticsKeys, LIVE_WINDOW_MS } from '../analytics-keys';
import { fillSeries, resolveRange } from './analytics-range';
import { AnalyticsRepository, type SiteFilter } from '../store/analytics.repository';
import type { AnalyticsQueryDto, AnalyticsReportDto } from '../dto/analytics.dto';

const TOP_ROWS = 100;

/** The Analytics page's numbers, for the websites the reader may see. */
@Injectable()
export class AnalyticsQuery {
  private readonly keys: ReturnType<typeof analyticsKeys>;
  /** Reports being computed, by what they cover: the same report asked meanwhile waits for it. */
  private readonly computing = new Map<string, Promise<AnalyticsReportDto>>();

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly access: WebsiteAccess,
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.keys = analyticsKeys(config);
  }

  /** One website (readable, else 404) or every readable one. */
  async sitesFor(user: AuthUser, websiteId?: number): Promise<SiteFilter> {
    if (websiteId !== undefined) {
      await this.access.readable(user, websiteId);
      return [websiteId];
    }
    return this.access.readableIds(user);
  }

  /**
   * A range's report for the websites the reader may see. Readers who ask for the same report
   * while it is being computed (every desk's dashboard refetches on the same live event) share
   * that one computation; its figures are as fresh as theirs would have been, being under way.
   */
  async report(user: AuthUser, query: AnalyticsQueryDto): Promise<AnalyticsReportDto> {
    const range = resolveRange(query.range, new Date(), query);
    if (!range) throw new DomainException(ANALYTICS_ERRORS.invalidRange);
    const sites = await this.sitesFor(user, query.websiteId);
    const key = JSON.stringify([sites, range.from, range.to, range.grain, range.previousFrom]);
    let report = this.computing.get(key);
    if (!report) {
      report = this.compute(sites, range).finally(() => this.computing.delete(key));
      this.computing.set(key, report);
    }
    return report;
  }

  private async compute(
    sites: SiteFilter,
    { from, to, grain, previousFrom }: NonNullable<ReturnType<typeof resolveRange>>,
  ): Promise<AnalyticsReportDto> {
    // A minute range reads its raw events once for its totals, sources, pages and articles.
    const figures = async () => {
      const raw = grain === 'minute' ? await this.repo.rawReport(sites, from, to, TOP_ROWS) : null;
      if (raw) return raw;
      const [totals, sources, pages, articles] = await Promise.all([
        this.repo.totals(sites, from, to),
        this.repo.sources(sites, from, to, TOP_ROWS),
        this.repo.pages(sites, from, to, TOP_ROWS),
        this.repo.articles(sites, from, to, TOP_ROWS),
      ]);
      return { totals, sources, pages, articles };
    };
    const [series, { totals, sources, pages, articles }, previous, concurrency] = await Promise.all(
      [
        this.repo.series(grain, sites, from, to),
        figures(),
        this.repo.totals(sites, previousFrom, from),
        this.concurrency(sites),
      ],
    );
    const points = fillSeries(
      from,
      to,
      grain,
      series.map(({ views, visits, visitors, conversions, bucket }) => [
        bucket.getTime(),
        { views, visits, visitors, conversions },
      ]),
      () => ({ views: 0, visits: 0, visitors: 0, conversions: 0 }),
    );
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      grain,
      totals,
      previous,
      series: points,
      sources,
      pages,
      articles,
      concurrency,
    };
  }

  async live(user: AuthUser, websiteId?: number): Promise<{ concurrency: number }> {
    return { concurrency: await this.concurrency(await this.sitesFor(user, websiteId)) };
  }

  /** Visitors with a beacon in the last 5 minutes, summed over the websites. */
  async concurrency(sites: SiteFilter): Promise<number> {
    const ids = sites ?? (await this.redis.smembers(this.keys.liveSites)).map((id) => Number(id));
    if (ids.length === 0) return 0;
    const since = Date.now() - LIVE_WINDOW_MS;
    const counts = await Promise.all(
      ids.map((id) => this.redis.zcount(this.keys.live(id), since, '+inf')),
    );
    return counts.reduce((a, b) => a + b, 0);
  }
}
