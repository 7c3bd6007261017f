import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { AnalyticsRepository } from '../store/analytics.repository';

/** Beacons stored within this long of the last announcement wait for the next one. */
export const CHANGES_EVERY_MS = 500;

/**
 * Tells readers of analytics that a website's figures moved (views, visits, sources…), so open
 * reports refetch within a second of a page view: the first store is announced at once, later
 * ones coalesced to one announcement per website every half second.
 */
@Injectable()
export class AnalyticsChanges implements OnModuleDestroy {
  private readonly log = new Logger('AnalyticsChanges');
  private readonly dirty = new Set<number>();
  private readonly accounts = new Map<number, number | null>();
  private timer: NodeJS.Timeout | null = null;
  /** Shutting down: the store's last drain is announced by nobody (readers refetch on reconnect). */
  private closed = false;

  constructor(
    private readonly events: RealtimeEvents,
    private readonly repo: AnalyticsRepository,
  ) {}

  /** The beacons of these websites are stored. */
  stored(websiteIds: Iterable<number>) {
    if (this.closed) return;
    for (const id of websiteIds) this.dirty.add(id);
    if (!this.timer) this.announce();
  }

  onModuleDestroy() {
    this.closed = true;
    this.dirty.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private announce() {
    if (this.closed) return;
    const ids = [...this.dirty];
    this.dirty.clear();
    if (ids.length === 0) {
      this.timer = null;
      return;
    }
    for (const id of ids) {
      this.publish(id).catch((error: Error) =>
        this.log.debug(`Analytics change not announced: ${error.message}`),
      );
    }
    this.timer = setTimeout(() => this.announce(), CHANGES_EVERY_MS);
    this.timer.unref();
  }

  private async publish(websiteId: number) {
    if (!this.accounts.has(websiteId)) {
      this.accounts.set(websiteId, await this.repo.accountOf(websiteId));
    }
    const accountId = this.accounts.get(websiteId);
    if (accountId == null) return;
    await this.events.publish('analytics.changed', { websiteId, accountId });
  }
}
