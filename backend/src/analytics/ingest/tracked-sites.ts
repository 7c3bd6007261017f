import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AnalyticsRepository, type TrackedSite } from '../store/analytics.repository';

/** How long a website's answer is fresh; past it, it is still served while it is read again. */
const FRESH_MS = 30_000;

/**
 * The website a public id tracks. Stale-while-revalidate: once read, an answer is served from
 * memory at once (no promise), and past FRESH_MS it is read again in the background while the old
 * answer still serves, so no beacon waits for the database once its website is known (a refresh
 * behind a busy batch write would hold every beacon of that moment). Beacons of an unknown id wait
 * for one shared read.
 */
@Injectable()
export class TrackedSites {
  private readonly sites: LRUCache<string, { site: TrackedSite | null }>;

  constructor(repo: AnalyticsRepository) {
    this.sites = new LRUCache({
      max: 10_000,
      ttl: FRESH_MS,
      allowStale: true,
      noDeleteOnStaleGet: true,
      noDeleteOnFetchRejection: true,
      allowStaleOnFetchRejection: true,
      fetchMethod: async (publicId) => ({ site: await repo.trackedSite(publicId) }),
    });
  }

  get(publicId: string): TrackedSite | null | Promise<TrackedSite | null> {
    const known = this.sites.get(publicId);
    if (known) {
      // Stale: read again behind this answer (one read however many beacons ask meanwhile).
      if (this.sites.getRemainingTTL(publicId) <= 0)
        void this.sites.fetch(publicId).catch(() => null);
      return known.site;
    }
    return this.sites.fetch(publicId).then((found) => found?.site ?? null);
  }
}
