import type { AuthUser } from '../core/access/auth-user';
import type { WebsiteAccess } from '../websites/website-access';
import type { AllTimeCounts } from './all-time-counts';
import type { DashboardRepository, WebsiteCounts } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import type { DashboardQueryDto } from './dto/dashboard.dto';

const counts = (websiteId: number, n: number): WebsiteCounts => ({
  websiteId,
  name: `Site ${websiteId}`,
  syncedAt: null,
  deletionsCheckedAt: null,
  drafts: n,
  trashed: 0,
  cloned: n * 2,
  published: n * 3,
  parents: 0,
  generated: 1,
  total: n * 4,
});

function setup({ readable = [4, 5] as number[] | null, refused = [] as number[] } = {}) {
  const asked: { by: string; filter: unknown }[] = [];
  const dashboard = {
    countsByWebsite: (filter: { websiteIds: readonly number[] | null }) => {
      asked.push({ by: 'range', filter });
      return Promise.resolve((filter.websiteIds ?? [4, 5, 6]).map((id) => counts(id, id)));
    },
  };
  const allTime = {
    countsByWebsite: (websiteIds: readonly number[] | null) => {
      asked.push({ by: 'all time', filter: websiteIds });
      return Promise.resolve((websiteIds ?? [4, 5, 6]).map((id) => counts(id, id)));
    },
  };
  const access = {
    readableIds: () => Promise.resolve(readable),
    readable: (_user: AuthUser, id: number) =>
      refused.includes(id)
        ? Promise.reject(Object.assign(new Error('Website not found'), { status: 404 }))
        : Promise.resolve({ id }),
  };
  const service = new DashboardService(
    dashboard as unknown as DashboardRepository,
    access as unknown as WebsiteAccess,
    allTime as unknown as AllTimeCounts,
  );
  return { service, asked };
}

const reader = (can: boolean) => ({ id: 3, ability: { can: () => can } }) as unknown as AuthUser;
const query = (over: Partial<DashboardQueryDto> = {}) => over as DashboardQueryDto;

describe('DashboardService', () => {
  it('sums every readable website’s counts, all time from the kept counts', async () => {
    const { service, asked } = setup();
    const summary = await service.summary(reader(true), query());
    expect(summary.totals).toEqual({
      drafts: 9,
      trashed: 0,
      cloned: 18,
      published: 27,
      parents: 0,
      generated: 2,
      total: 36,
    });
    expect(summary.from).toBeNull();
    expect(asked).toEqual([{ by: 'all time', filter: [4, 5] }]);
  });

  it('reads a range from the articles themselves, one website when asked', async () => {
    const { service, asked } = setup();
    const summary = await service.summary(
      reader(true),
      query({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-06T00:00:00.000Z', websiteId: 5 }),
    );
    expect(summary).toMatchObject({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-06T00:00:00.000Z',
      totals: { total: 20 },
    });
    expect(asked[0]).toMatchObject({ by: 'range', filter: { websiteIds: [5] } });
  });

  it('refuses a range that ends before it starts, on its "to" field', async () => {
    const { service, asked } = setup();
    const refused = await service
      .summary(reader(true), query({ from: '2026-12-06T00:00:00Z', to: '2026-12-01T00:00:00Z' }))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'dashboard.range_inverted' });
    expect(JSON.stringify(refused)).toContain('"to"');
    expect(asked).toEqual([]);
  });

  it('counts nothing for someone who reads neither websites nor articles, and 404s a website they cannot read', async () => {
    const { service } = setup({ refused: [9] });
    expect((await service.summary(reader(false), query())).websites).toEqual([]);
    expect((await service.summary(reader(false), query({ websiteId: 4 }))).websites).toEqual([]);
    await expect(service.summary(reader(true), query({ websiteId: 9 }))).rejects.toMatchObject({
      status: 404,
    });
  });
});
