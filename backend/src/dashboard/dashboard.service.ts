import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { DomainException } from '../core/http/domain-error';
import { WebsiteAccess } from '../websites/website-access';
import { AllTimeCounts } from './all-time-counts';
import { DASHBOARD_ERRORS } from './dashboard.errors';
import { DashboardRepository, type ArticleMeasure } from './dashboard.repository';
import type {
  DashboardCountsDto,
  DashboardQueryDto,
  DashboardSummaryDto,
} from './dto/dashboard.dto';

const MEASURES: readonly ArticleMeasure[] = [
  'drafts',
  'trashed',
  'cloned',
  'published',
  'parents',
  'generated',
  'total',
];

/**
 * The dashboard's counts over the websites the caller may read (as the website and article lists
 * show them): per website and in total. The same rule as following a website live: read on
 * website or on article, and the website assigned (administrators: every website).
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly access: WebsiteAccess,
    private readonly allTime: AllTimeCounts,
  ) {}

  async summary(user: AuthUser, query: DashboardQueryDto): Promise<DashboardSummaryDto> {
    const from = query.from ? new Date(query.from) : null;
    const to = query.to ? new Date(query.to) : new Date();
    if (from && from >= to) throw DomainException.onField('to', DASHBOARD_ERRORS.rangeInverted);
    const websiteIds = await this.scope(user, query.websiteId);
    // All time up to now (the landing page's default) reads every article: kept until they change.
    const websites =
      from === null && query.to === undefined
        ? await this.allTime.countsByWebsite(websiteIds)
        : await this.dashboard.countsByWebsite({ websiteIds, from, to });
    const totals = Object.fromEntries(
      MEASURES.map((m) => [m, websites.reduce((sum, w) => sum + w[m], 0)]),
    ) as unknown as DashboardCountsDto;
    return { from: from?.toISOString() ?? null, to: to.toISOString(), totals, websites };
  }

  /** null: every website (administrators); a website not readable answers 404. */
  private async scope(user: AuthUser, websiteId?: number): Promise<readonly number[] | null> {
    if (websiteId !== undefined) {
      await this.access.readable(user, websiteId);
      return this.mayRead(user) ? [websiteId] : [];
    }
    if (!this.mayRead(user)) return [];
    return this.access.readableIds(user);
  }

  private mayRead(user: AuthUser) {
    return user.ability.can('read', 'website') || user.ability.can('read', 'article');
  }
}
