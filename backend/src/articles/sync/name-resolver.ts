import { bodyMediaIds } from '../../wordpress/post-mapper';
import type { WordPressSite } from '../../wordpress/wordpress-site';
import type {
  MediaText,
  RemoteMediaInfo,
  RemotePost,
  RemoteTerm,
} from '../../wordpress/wordpress.types';
import { sanitizeArticleHtml } from '../../core/html/article-html';
import type { ArticleStore, ArticleUpsert } from '../article-store.repository';

type Kind = 'author' | 'term' | 'media';

/**
 * Turns a page's author, category, tag and media ids into names with one bulk `include=` lookup
 * per kind (categories and tags travel together, with the parents of categories) for the ids not
 * seen earlier in this run (never one request per post), and stores the authors and terms it
 * learns. The rows it returns carry sanitised bodies: content is cleaned when it is stored.
 */
export class NameResolver {
  private readonly authors = new Map<number, string>();
  /** Featured and body images by id (null: not found on the site). */
  private readonly media = new Map<number, RemoteMediaInfo | null>();
  /** Categories and tags by id (a term id is unique across a site's taxonomies). */
  private readonly terms = new Map<number, RemoteTerm | null>();
  private readonly pending: Record<Kind, Map<number, Promise<void>>> = {
    author: new Map(),
    term: new Map(),
    media: new Map(),
  };

  /** Names stored by earlier syncs, loaded once when `stored` is set. */
  private storedNames: Promise<void> | null = null;

  /**
   * `stored`: names earlier syncs learnt are used as they are (an incremental sync: a few posts
   * should not cost a lookup per kind; renames reach them through the reconcile pass). Without it
   * every name is read from WordPress again (a full import).
   */
  constructor(
    private readonly site: WordPressSite,
    private readonly store: ArticleStore,
    private readonly websiteId: number,
    private readonly stored = false,
  ) {}

  /** Terms already read from WordPress (the reconcile pass lists them all): no lookup for them. */
  know(terms: RemoteTerm[]): void {
    for (const term of terms) this.terms.set(term.id, term);
  }

  /**
   * With `stored`: starts reading the names earlier syncs learnt (every term and author of the
   * website, small tables) at once, so they are there when the first page arrives.
   */
  preload(): void {
    if (!this.stored || this.storedNames) return;
    this.storedNames = Promise.all([
      this.store.knownTerms(this.websiteId, null),
      this.store.knownAuthors(this.websiteId, null),
    ]).then(([terms, authors]) => {
      for (const [id, t] of terms) if (!this.terms.has(id)) this.terms.set(id, { id, ...t });
      for (const [id, name] of authors) if (!this.authors.has(id)) this.authors.set(id, name);
    });
    this.storedNames.catch(() => undefined); // awaited by `resolve`
  }

  async resolve(posts: RemotePost[]): Promise<ArticleUpsert[]> {
    // Body images' own text is read only where a clone would copy the stored body (the raw one).
    const bodyIds = posts.map((p) => (p.source ? bodyMediaIds(p.source.content) : []));
    if (this.stored) {
      this.preload();
      await this.storedNames;
    }
    await Promise.all([
      this.load(
        'author',
        posts.map((p) => p.authorRemoteId),
      ),
      this.loadTerms(
        posts.flatMap((p) => p.categoryIds),
        posts.flatMap((p) => p.tagIds),
      ),
      this.loadMedia([...posts.map((p) => p.featuredMediaId), ...bodyIds.flat()]),
    ]);
    return posts.map((p, index) => {
      const names = termNames(this.terms, p.categoryIds, p.tagIds);
      const featured = p.featuredMediaId === null ? null : this.media.get(p.featuredMediaId);
      return {
        remoteId: p.remoteId,
        title: p.title,
        slug: p.slug,
        sticky: p.sticky,
        passwordProtected: p.passwordProtected,
        authorRemoteId: p.authorRemoteId,
        authorName: p.authorRemoteId === null ? null : this.authors.get(p.authorRemoteId) || null,
        status: p.status,
        createdAt: p.createdAt,
        createdAtLocal: p.createdAtLocal,
        publishedAt: p.publishedAt,
        modifiedAt: p.modifiedAt,
        modifiedAtLocal: p.modifiedAtLocal,
        contentHtml: sanitizeArticleHtml(p.contentHtml),
        excerpt: p.excerpt,
        excerptGenerated: p.excerptGenerated,
        link: p.link,
        featuredImageUrl: featured?.url || null,
        featuredMediaText: featured
          ? { alt: featured.alt, caption: featured.caption, title: featured.title }
          : null,
        bodyMediaText: p.source ? this.mediaText(bodyIds[index]!) : null,
        ...names,
        seoTitle: p.seoTitle,
        seoTitleDefault: p.seoTitleDefault,
        ogTitle: p.ogTitle,
        ogTitleDefault: p.ogTitleDefault,
        metaDescription: p.metaDescription,
        metaDescriptionDefault: p.metaDescriptionDefault,
        ogDescription: p.ogDescription,
        ogDescriptionDefault: p.ogDescriptionDefault,
        focusKeyword: p.focusKeyword,
        featuredMediaId: p.featuredMediaId,
        source: p.source,
      };
    });
  }

  /** The own text of these media items, by id, for those found on the site. */
  private mediaText(ids: number[]): Record<string, MediaText> {
    const text: Record<string, MediaText> = {};
    for (const id of ids) {
      const found = this.media.get(id);
      if (found) text[id] = { alt: found.alt, caption: found.caption, title: found.title };
    }
    return text;
  }

  private load(kind: 'author', ids: (number | null)[]): Promise<void> {
    return this.once(kind, ids, this.authors, async (missing) => {
      const found = await this.site.authors(missing);
      for (const id of missing) this.authors.set(id, found.get(id) ?? '');
      await this.store.upsertAuthors(this.websiteId, found);
    });
  }

  /** Featured images: their addresses and their own text (alt, caption, title). */
  private loadMedia(ids: (number | null)[]): Promise<void> {
    return this.once('media', ids, this.media, async (missing) => {
      const found = await this.site.mediaInfo(missing);
      for (const id of missing) this.media.set(id, found.get(id) ?? null);
    });
  }

  private loadTerms(categoryIds: number[], tagIds: number[]): Promise<void> {
    const categories = new Set(categoryIds);
    return this.once('term', [...categoryIds, ...tagIds], this.terms, async (missing) => {
      const found = await this.site.terms(
        missing.filter((id) => categories.has(id)),
        missing.filter((id) => !categories.has(id)),
      );
      for (const id of missing) this.terms.set(id, found.get(id) ?? null);
      // Parents come along: known from now on too.
      for (const [id, term] of found) this.terms.set(id, term);
      await this.store.upsertTerms(this.websiteId, [...found.values()]);
    });
  }

  /** Runs `fetch` for ids neither known nor being looked up; waits for those being looked up. */
  private async once(
    kind: Kind,
    ids: (number | null)[],
    known: Map<number, unknown>,
    fetch: (missing: number[]) => Promise<void>,
  ): Promise<void> {
    const pending = this.pending[kind];
    const waits = new Set<Promise<void>>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      if (id === null || known.has(id)) continue;
      const inFlight = pending.get(id);
      if (inFlight) waits.add(inFlight);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const lookup = fetch(missing);
      for (const id of missing) pending.set(id, lookup);
      waits.add(lookup);
      lookup.finally(() => missing.forEach((id) => pending.delete(id))).catch(() => undefined);
    }
    await Promise.all(waits);
  }
}

/** Names from the root category down to this one ("World", "Politics"). */
export function categoryPath(
  terms: ReadonlyMap<number, Pick<RemoteTerm, 'name' | 'parent'> | null>,
  id: number,
): string[] {
  const names: string[] = [];
  const seen = new Set<number>();
  for (let at: number | null = id; at !== null && !seen.has(at);) {
    seen.add(at);
    const term = terms.get(at);
    if (!term) break;
    names.unshift(term.name);
    at = term.parent;
  }
  return names;
}

/** A post's category names, category paths and tag names from its term ids, as stored. */
export function termNames(
  terms: ReadonlyMap<number, Pick<RemoteTerm, 'name' | 'parent'> | null>,
  categoryIds: number[],
  tagIds: number[],
): { categories: string[]; categoryPaths: string[][]; tags: string[] } {
  const named = (ids: number[]) =>
    ids.map((id) => terms.get(id)?.name).filter((n): n is string => !!n);
  const categories = categoryIds.filter((id) => terms.get(id)?.name);
  return {
    categories: named(categories),
    categoryPaths: categories.map((id) => categoryPath(terms, id)),
    tags: named(tagIds),
  };
}
