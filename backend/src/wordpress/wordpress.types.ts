/** What the rest of the product knows about WordPress: plain shapes, no REST details. */

export const POST_STATUSES = ['publish', 'private', 'draft', 'future', 'trash', 'pending'] as const;
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
  /** The site's own home address (its REST root's `home`): which WordPress this is. */
  home: string;
  name: string;
  wpVersion: string | null;
  timezone: string;
  yoastActive: boolean;
  /** The ai multisite connector plugin answers (its REST namespace is on the root). */
  connectorActive: boolean;
  user: { id: number; name: string; roles: string[] };
}

/** One post as WordPress describes it, ids not yet turned into names; text already decoded. */
export interface RemotePost {
  remoteId: number;
  /** As WordPress shows it (rendered, entities decoded, markup dropped), never cut. */
  title: string;
  /** The slug as people read it (percent-decoded); empty for drafts that have none yet. */
  slug: string;
  status: PostStatus;
  sticky: boolean;
  passwordProtected: boolean;
  authorRemoteId: number | null;
  createdAt: Date | null;
  /** WordPress `date`: the site-local wall time (`2026-11-20T10:00:00`). */
  createdAtLocal: string | null;
  publishedAt: Date | null;
  modifiedAt: Date;
  /** WordPress `modified`: site-local. */
  modifiedAtLocal: string | null;
  contentHtml: string;
  /** The excerpt an editor wrote, as shown; null when WordPress generates it. */
  excerpt: string | null;
  /** WordPress's generated excerpt; null when an editor wrote one. */
  excerptGenerated: string | null;
  link: string;
  featuredMediaId: number | null;
  categoryIds: number[];
  tagIds: number[];
  /** Values the editor set in Yoast (null when never set) and the ones Yoast generates. */
  seoTitle: string | null;
  seoTitleDefault: string | null;
  metaDescription: string | null;
  metaDescriptionDefault: string | null;
  ogTitle: string | null;
  ogTitleDefault: string | null;
  ogDescription: string | null;
  ogDescriptionDefault: string | null;
  focusKeyword: string | null;
  /** The raw fields a clone copies, as the editor wrote them; null when WordPress sent none. */
  source: PostSource | null;
}

/**
 * A post's raw title, block content and excerpt, its password ('' when not protected), and the
 * Yoast fields a copy carries (see `yoastFieldsOf`).
 */
export interface PostSource {
  title: string;
  content: string;
  excerpt: string;
  password: string;
  yoast: Record<string, string>;
}

/** A category (with its parent, 0 → null) or a tag, name decoded. */
/** What a media item says of itself beside its file: kept on a verbatim copy's upload. */
export interface MediaText {
  /** `alt_text`. */
  alt: string;
  /** The caption, as text. */
  caption: string;
  title: string;
}

/** A post's featured image as the sync learns it: its address and its own text. */
export interface RemoteMediaInfo extends MediaText {
  url: string;
}

export interface RemoteTerm {
  id: number;
  taxonomy: TermTaxonomy;
  name: string;
  parent: number | null;
}

export interface PostsPage {
  posts: RemotePost[];
  /** X-WP-Total and X-WP-TotalPages of the query. */
  total: number;
  totalPages: number;
  /**
   * The site's clock when the request was sent (a lower bound, from its `Date` header and the
   * request's round trip), or null when it sent no usable `Date`.
   */
  sentAtSiteTime?: Date | null;
}

/** A post as the cheap reconcile listing sees it: no body, no names. */
export interface PostState {
  remoteId: number;
  status: PostStatus;
  modifiedAt: Date;
  /** Sticking a post to the front page leaves `modified` alone. */
  sticky: boolean;
  categoryIds: number[];
  tagIds: number[];
}

export interface PostStatesPage {
  states: PostState[];
  total: number;
  totalPages: number;
}

export type TermTaxonomy = 'category' | 'tag';
