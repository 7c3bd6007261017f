import { useQuery } from '@tanstack/react-query';
import { fetchAllWebsites, fetchWebsiteUsers, type Website } from '../../../api/websites';

export interface UserWebsite {
  website: Website;
  canWrite: boolean;
}

const BATCH = 8;

/**
 * A user's website assignments. The API answers them per website only, so this reads the
 * websites the caller sees and the assigned users of each, a few at a time.
 */
export async function fetchUserWebsites(userId: number): Promise<UserWebsite[]> {
  const websites = await fetchAllWebsites();
  const found: UserWebsite[] = [];
  for (let start = 0; start < websites.length; start += BATCH) {
    const slice = websites.slice(start, start + BATCH);
    const users = await Promise.all(slice.map((website) => fetchWebsiteUsers(website.id)));
    slice.forEach((website, i) => {
      const entry = users[i]?.find((user) => user.userId === userId);
      if (entry) found.push({ website, canWrite: entry.canWrite });
    });
  }
  return found;
}

export function useUserWebsitesQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['websites', 'assignments', userId],
    queryFn: () => fetchUserWebsites(userId),
    enabled,
  });
}
