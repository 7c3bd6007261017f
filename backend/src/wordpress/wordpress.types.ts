/** What the rest of the product knows about WordPress: plain shapes, no REST details. */

export const POST_STATUSES = ['publish', 'private', 'draft', 'future', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** How to reach a site: its address, the API user and the application password (plain text). */
export interface SiteCredentials {
  url: string;
  username: string;
  applicationPassword: string;
  /** The REST root found by an earlier verification; discovered again when absent. */
  restUrl?: string | null;
}

export interface VerifiedSite {
  restUrl: string;
  name: string;
  wpVersion: string | null;
  timezone: string;
  yoastActive: boolean;
  user: { id: number; name: string; roles: string[] };
}

/** One post as WordPress describes it, ids not yet turned into names. */
export interface RemotePost {
  remoteId: number;
  title: string;
  status: PostStatus;
  authorRemoteId: number | null;
  createdAt: Date | null;
  publishedAt: Date | null;
  modifiedAt: Date;
  contentHtml: string;
  excerpt: string;
  link: string;
  featuredMediaId: number | null;
  categoryIds: number[];
  tagIds: number[];
  seoTitle: string | null;
  ogTitle: string | null;
  metaDescription: string | null;
  focusKeyword: string | null;
}

export interface PostsPage {
  posts: RemotePost[];
  /** X-WP-Total and X-WP-TotalPages of the query. */
  total: number;
  totalPages: number;
}

export type TermTaxonomy = 'category' | 'tag';
