import { useQuery } from '@tanstack/react-query';
import { fetchWebsites, type Website } from '../../../api/websites';
import { userWebsitesKey } from '../queryKeys';

export interface UserWebsite {
  website: Website;
  canWrite: boolean;
}

/** At most this many assignments are shown (the list answers 100 a page). */
const MAX_PAGES = 10;

/** A user's website assignments, of the websites the caller sees (`assignedTo`). */
export async function fetchUserWebsites(userId: number): Promise<UserWebsite[]> {
  const found: UserWebsite[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await fetchWebsites({
      assignedTo: userId,
      page,
      perPage: 100,
      sortBy: 'name',
      sortDir: 'asc',
    });
    for (const website of result.data) {
      found.push({ website, canWrite: website.assignee?.canWrite ?? false });
    }
    if (result.data.length === 0 || found.length >= result.total) break;
  }
  return found;
}

export function useUserWebsitesQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: userWebsitesKey(userId),
    queryFn: () => fetchUserWebsites(userId),
    enabled,
  });
}
