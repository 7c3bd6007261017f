import type { RemotePost } from '../../wordpress/wordpress.types';

/** A post as WordPress's list gives it, for the sync's unit specs (category 10 by default). */
export function remotePost(remoteId: number, overrides: Partial<RemotePost> = {}): RemotePost {
  return {
    remoteId,
    title: `Post ${remoteId}`,
    slug: `post-${remoteId}`,
    status: 'publish',
    sticky: false,
    passwordProtected: false,
    authorRemoteId: 1,
    createdAt: new Date('2026-01-01T10:00:00Z'),
    createdAtLocal: '2026-01-01T11:00:00',
    publishedAt: new Date('2026-01-01T10:00:00Z'),
    modifiedAt: new Date(Date.UTC(2026, 0, 1, 10, remoteId)),
    modifiedAtLocal: null,
    contentHtml: `<p>Body ${remoteId}</p>`,
    excerpt: null,
    excerptGenerated: null,
    link: `https://news.example/post-${remoteId}`,
    featuredMediaId: null,
    categoryIds: [10],
    tagIds: [],
    seoTitle: null,
    seoTitleDefault: null,
    metaDescription: null,
    metaDescriptionDefault: null,
    ogTitle: null,
    ogTitleDefault: null,
    ogDescription: null,
    ogDescriptionDefault: null,
    focusKeyword: null,
    source: null,
    ...overrides,
  };
}
