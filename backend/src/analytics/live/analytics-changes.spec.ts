import { AnalyticsChanges, CHANGES_EVERY_MS } from './analytics-changes';
import type { AnalyticsRepository } from '../store/analytics.repository';
import type { RealtimeEvents } from '../../core/realtime/realtime-events';

describe('AnalyticsChanges', () => {
  const published: { websiteId: number; accountId: number }[] = [];
  const events = {
    publish: (_name: string, payload: { websiteId: number; accountId: number }) => {
      published.push(payload);
      return Promise.resolve();
    },
  } as unknown as RealtimeEvents;
  const repo = { accountOf: (id: number) => Promise.resolve(id * 10) } as AnalyticsRepository;
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(() => {
    published.length = 0;
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('announces the first store at once, then one per website every half second, none after closing', async () => {
    const changes = new AnalyticsChanges(events, repo);
    changes.stored([1]);
    await settle();
    expect(published).toEqual([{ websiteId: 1, accountId: 10 }]);

    changes.stored([1, 2]);
    changes.stored([2]);
    await settle();
    expect(published).toHaveLength(1);
    jest.advanceTimersByTime(CHANGES_EVERY_MS);
    await settle();
    expect(published.slice(1)).toEqual([
      { websiteId: 1, accountId: 10 },
      { websiteId: 2, accountId: 20 },
    ]);

    // Quiet for a while: the next store is announced at once again.
    jest.advanceTimersByTime(CHANGES_EVERY_MS * 2);
    changes.stored([3]);
    await settle();
    expect(published.at(-1)).toEqual({ websiteId: 3, accountId: 30 });

    changes.onModuleDestroy();
    changes.stored([4]);
    jest.advanceTimersByTime(CHANGES_EVERY_MS * 2);
    await settle();
    expect(published.map((p) => p.websiteId)).not.toContain(4);
  });
});
