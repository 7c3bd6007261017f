import type { Article } from '../api/articles';

/** An article row as the list API answers it: a published post of website 1, "Daily News". */
export const articleRow = (id: number, title: string, extra: Partial<Article> = {}): Article => ({
  id,
  websiteId: 1,
  websiteName: 'Daily News',
  websiteTimezone: 'UTC',
  remoteId: 100 + id,
  title,
  sticky: false,
  passwordProtected: false,
  authorName: 'admin',
  status: 'publish',
  createdAt: '2025-03-01T10:00:00.000Z',
  publishedAt: '2025-03-01T10:00:00.000Z',
  modifiedAt: '2025-03-02T10:00:00.000Z',
  clonedFromArticleId: null,
  clonedFromId: null,
  cloneCount: 0,
  sourceChanged: false,
  assignedToUserId: null,
  assignedToName: null,
  generatedByAi: false,
  link: `https://daily.example.com/post-${id}/`,
  deletedInWp: false,
  ...extra,
});
