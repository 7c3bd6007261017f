import type { WordPressSite } from '../../wordpress/wordpress-site';
import type { RemotePost, TermTaxonomy } from '../../wordpress/wordpress.types';
import type { ArticleStore, ArticleUpsert } from '../article-store.repository';

type Kind = 'author' | 'term' | 'media';

/**
 * Turns a page's author, category, tag and media ids into names with one bulk `include=` lookup
 * per kind (categories and tags are one kind: terms) for the ids not seen earlier in this run
 * (never one request per post), and stores the authors and terms it learns.
 */
export class NameResolver {
  private readonly names: Record<Kind, Map<number, string>> = {
    author: new Map(),
    term: new Map(),
    media: new Map(),
  };
  /** Whether a term id came as a category or a tag, for `website_terms`. */
  private readonly taxonomyOf = new Map<number, TermTaxonomy>();
  private readonly pending: Record<Kind, Map<number, Promise<void>>> = {
    author: new Map(),
    term: new Map(),
    media: new Map(),
  };

  constructor(
    private readonly site: WordPressSite,
    private readonly store: ArticleStore,
    private readonly websiteId: number,
  ) {}

  async resolve(posts: RemotePost[]): Promise<ArticleUpsert[]> {
    for (const post of posts) {
      for (const id of post.categoryIds) this.taxonomyOf.set(id, 'category');
      for (const id of post.tagIds) this.taxonomyOf.set(id, 'tag');
    }
    await Promise.all([
      this.load(
        'author',
        posts.map((p) => p.authorRemoteId),
      ),
      this.load(
        'term',
        posts.flatMap((p) => [...p.categoryIds, ...p.tagIds]),
      ),
      this.load(
        'media',
        posts.map((p) => p.featuredMediaId),
      ),
    ]);
    const name = (kind: Kind, id: number | null) =>
      id === null ? null : this.names[kind].get(id) || null;
    const list = (kind: Kind, ids: number[]) =>
      ids.map((id) => this.names[kind].get(id)).filter((n): n is string => !!n);
    return posts.map((p) => ({
      remoteId: p.remoteId,
      title: p.title,
      authorRemoteId: p.authorRemoteId,
      authorName: name('author', p.authorRemoteId),
      status: p.status,
      createdAt: p.createdAt,
      publishedAt: p.publishedAt,
      modifiedAt: p.modifiedAt,
      contentHtml: p.contentHtml,
      excerpt: p.excerpt,
      link: p.link,
      featuredImageUrl: name('media', p.featuredMediaId),
      categories: list('term', p.categoryIds),
      tags: list('term', p.tagIds),
      seoTitle: p.seoTitle,
      ogTitle: p.ogTitle,
      metaDescription: p.metaDescription,
      focusKeyword: p.focusKeyword,
    }));
  }

  private async load(kind: Kind, ids: (number | null)[]): Promise<void> {
    const known = this.names[kind];
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
      const lookup = this.lookup(kind, missing).then(async (found) => {
        for (const id of missing) known.set(id, found.get(id) ?? '');
        await this.remember(kind, found);
      });
      for (const id of missing) pending.set(id, lookup);
      waits.add(lookup);
      lookup.finally(() => missing.forEach((id) => pending.delete(id))).catch(() => undefined);
    }
    await Promise.all(waits);
  }

  private lookup(kind: Kind, ids: number[]): Promise<Map<number, string>> {
    switch (kind) {
      case 'author':
        return this.site.authors(ids);
      case 'term':
        return this.site.terms(ids);
      case 'media':
        return this.site.mediaUrls(ids);
    }
  }

  private remember(kind: Kind, found: Map<number, string>): Promise<void> {
    switch (kind) {
      case 'author':
        return this.store.upsertAuthors(this.websiteId, found);
      case 'term':
        return this.store.upsertTerms(
          this.websiteId,
          [...found].map(([id, name]) => ({ taxonomy: this.taxonomyOf.get(id)!, id, name })),
        );
      case 'media':
        return Promise.resolve();
    }
  }
}
