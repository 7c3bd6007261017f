import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ArticleStore, type ArticleUpsert } from '../articles/article-store.repository';
import { DestinationRow } from '../publishing/destination-row';
import { ArticlesService } from '../articles/articles.service';
import { ArticleAiService } from '../article-ai/article-ai.service';
import type { JobReporter } from '../core/queues/job-reporter';
import { WebsiteCredentials } from '../websites/website-credentials';
import { WebsitesService } from '../websites/websites.service';
import type { Website } from '../websites/entities/website.entity';
import { mapPost, type RawPost } from '../wordpress/post-mapper';
import { WordPressClient } from '../wordpress/wordpress.client';
import {
  termKey,
  type MediaDescription,
  type PostWrite,
  type RemoteMedia,
  type WordPressWriter,
} from '../wordpress/wordpress-writer';
import type { MediaText } from '../wordpress/wordpress.types';
import type { Article } from '../articles/entities/article.entity';
import {
  imagesIn,
  planImages,
  rewriteImages,
  sizeVariantOf,
  type ImageRewrite,
} from './clone-html';
import { CLONE_FAILURES } from './cloning.errors';
import { CloningRepository } from './cloning.repository';
import { sendPostOnce } from '../publishing/send-post';
import { CONNECTOR_CANONICAL_KEY } from '../wordpress/connector';
import {
  CANONICAL_KEY,
  PRIMARY_CATEGORY_KEY,
  yoastMeta,
  yoastStuck,
  type YoastOutcome,
} from '../publishing/yoast';
import type { ArticleClone } from './entities/article-clone.entity';
import { seoOf, type CloneSeo } from './source-seo';

/** A failure retrying cannot fix: the job ends at once with this code. */
export class CloneAbort extends Error {
  /** A clone that cannot go on (its source gone, no credentials): no retry can help. */
  readonly permanent = true;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CloneAbort';
  }
}

/** What an article becomes on its destination: the content a clone writes. */
export interface CloneContent {
  title: string;
  html: string;
  excerpt: string;
  seo: CloneSeo | null;
}

/** What a clone copies of its source post: as the sync stored it, or read from WordPress. */
interface SourcePost {
  content: CloneContent;
  slug: string;
  categories: string[];
  /** Each category's path from its root, in `categories`' order (a copy keeps the hierarchy). */
  categoryPaths: string[][];
  tags: string[];
  featuredMediaId: number | null;
  /** The featured image's full-size address when known without asking the source. */
  featuredUrl: string | null;
  /** The featured image's own alt text, caption and title; null when not known. */
  featuredText: MediaText | null;
  /** The body images' own text, by source attachment id (empty when not known). */
  bodyText: Record<string, MediaText>;
  /** Every Yoast field of the source a verbatim copy carries, by meta key. */
  yoast: Record<string, string>;
  link: string;
  modifiedAt: Date | null;
  /** Empty when the post is not protected. */
  password: string;
}

export interface CloneSummary {
  /** The AI copy waits in the review list (its destination holds AI work): nothing was written. */
  held: boolean;
  remoteId: number | null;
  /** The copy's address (for the run's history; not part of the job's result). */
  link: string;
  /** Whose audience hears of the copy (its announcement; not part of the job's result). */
  sourceWebsiteId: number;
  images: number;
  imagesUploaded: number;
  yoast: YoastOutcome;
}

/**
 * One article copied into one destination: analyzing (the source post as the sync stored it: raw
 * title, block content, excerpt, password, terms, featured image; read from the source only for
 * rows stored without them), cloning (AI rework, terms, images into the destination's library),
 * sending (the post, created once: its id goes into the ledger at once), saving (our article row
 * and the ledger). A retry re-reads the ledger: the post it created is updated, never doubled; a
 * post deleted or trashed on the destination is created anew (a trashed copy stays in the trash,
 * as the person who trashed it left it).
 *
 * Sync fidelity: a clone copies the version of the post the last sync saw (changes made since
 * reach the copies through "source changed" and a push after the next sync); a post gone at the
 * last sync, or trashed by us, is not cloned. Per clone the source site serves only the image
 * files; its REST API is asked only when the stored data says too little (see `planImages`).
 */
@Injectable()
export class CloneArticleUseCase {
  private readonly logger = new Logger('Clone');
  /** Destination term ids by taxonomy and name, and source term names by id, for a few minutes. */
  private readonly termIds = new RecentValues<number>();
  private readonly termNames = new RecentValues<string>();
  /** Destination user ids by source site and author (0: none found), for a few minutes. */
  private readonly authorIds = new RecentValues<number>();

  constructor(
    private readonly articles: ArticlesService,
    private readonly destinationRow: DestinationRow,
    private readonly store: ArticleStore,
    private readonly websites: WebsitesService,
    private readonly credentials: WebsiteCredentials,
    private readonly wordpress: WordPressClient,
    private readonly ledger: CloningRepository,
    private readonly ai: ArticleAiService,
  ) {}

  async run(cloneId: number, reporter: JobReporter, runId?: number): Promise<CloneSummary | null> {
    const clone = await this.ledger.findById(cloneId);
    if (!clone || !clone.params) return null;
    const params = clone.params;
    await reporter.report({ percent: 2, stage: 'analyzing' });
    const article = await this.articles.findWithSource(clone.sourceArticleId);
    if (!article) throw abort(CLONE_FAILURES.sourceMissing);
    // Gone or trashed at the last sync (or by our own trash action): nothing to copy.
    if (article.deletedInWp || article.status === 'trash')
      throw abort(CLONE_FAILURES.sourceMissing);
    const [sourceSite, destination] = await Promise.all([
      this.websites.find(article.websiteId),
      this.websites.find(clone.websiteId),
    ]);
    if (!sourceSite || !destination) throw abort(CLONE_FAILURES.sourceMissing);
    const [from, to] = await Promise.all([this.writer(sourceSite), this.writer(destination)]);
    // Sync fidelity: a clone copies what the sync stored. Rows stored without the raw fields
    // (synced before they were kept, or too long for their columns) are read from WordPress.
    const source =
      storedSource(article) ??
      (await this.readSource(from, sourceSite.id, article.remoteId, article));
    await reporter.report({ percent: 15, stage: 'cloning' });

    let content = source.content;
    if (clone.type === 'ai' && clone.reviewedAt && clone.draft) {
      // Reviewed and sent: the text as the reviewer left it, the AI not asked again.
      content = { ...clone.draft };
    } else if (clone.type === 'ai') {
      // The destination's prompts and AI service; translated by its provider unless skipped.
      const reworked = await this.ai.rework(
        {
          websiteId: destination.id,
          website: destination,
          title: content.title,
          html: content.html,
          excerpt: content.excerpt,
          sourceLanguage: sourceSite.language,
          skipTranslation: params.skipTranslation,
          jobId: runId ? String(runId) : undefined,
          userId: clone.clonedByUserId,
          accountId: destination.accountId,
          onStage: (stage) =>
            reporter.report({ percent: stage === 'translating' ? 18 : 28, stage }),
        },
        reporter.signal,
      );
      content = reworked;
      if (destination.reviewAi) {
        // The website holds AI work for review: kept here until a person sends it.
        await this.ledger.hold(clone.id, {
          title: reworked.title,
          html: reworked.html,
          excerpt: reworked.excerpt,
          seo: reworked.seo,
        });
        await reporter.report({ percent: 100, stage: 'held' });
        return {
          held: true,
          remoteId: clone.remoteId,
          link: clone.link ?? '',
          sourceWebsiteId: sourceSite.id,
          images: 0,
          imagesUploaded: 0,
          yoast: 'skipped',
        };
      }
      await reporter.report({ percent: 40, stage: 'cloning' });
    }

    // The slow part first: each image reaches the destination once (remembered per address).
    const [categories, tags, images] = await Promise.all([
      this.terms(to, destination.id, 'categories', source.categoryPaths),
      this.terms(
        to,
        destination.id,
        'tags',
        source.tags.map((name) => [name]),
      ),
      this.copyImages(from, to, destination.id, content.html, source, reporter, {
        // A verbatim copy's featured image says what the source's says (an AI copy's text is
        // in another language: WordPress's own defaults).
        featuredText: clone.type === 'unchanged' ? source.featuredText : null,
        // And each body image's library title, which the body does not show.
        bodyText: clone.type === 'unchanged' ? source.bodyText : {},
      }),
    ]).catch((error: unknown) => {
      this.termIds.forget(destination.id);
      throw error;
    });
    const html = rewriteImages(content.html, images.rewrite);

    await reporter.report({ percent: 70, stage: 'sending' });
    // A verbatim copy carries every Yoast field its source has (OG, Twitter, robots…); an AI copy
    // the fields the AI wrote in the destination's language.
    const meta: Record<string, string> =
      clone.type === 'unchanged' && params.pushSeo && destination.yoastActive
        ? { ...source.yoast }
        : {};
    if (meta[PRIMARY_CATEGORY_KEY] !== undefined) {
      const primary = await this.primaryCategoryOn(
        to,
        sourceSite.id,
        destination.id,
        Number(meta[PRIMARY_CATEGORY_KEY]),
      );
      if (primary) meta[PRIMARY_CATEGORY_KEY] = String(primary);
      else delete meta[PRIMARY_CATEGORY_KEY];
    }
    const seo = params.pushSeo ? content.seo : null;
    if (seo && destination.yoastActive) Object.assign(meta, yoastMeta(seo));
    // An unchanged copy tells search engines where the original is, where the website wants it
    // (on by default): in Yoast's canonical, and in the connector's where that plugin is installed
    // (a site without Yoast prints it as the page's canonical link).
    if (clone.type === 'unchanged' && destination.canonicalToSource && source.link) {
      if (destination.yoastActive) meta[CANONICAL_KEY] = source.link;
      if (destination.connectorActive) meta[CONNECTOR_CANONICAL_KEY] = source.link;
    }
    const author = await this.authorOn(
      from,
      to,
      sourceSite.id,
      destination,
      article.authorRemoteId,
    );
    const write: PostWrite = {
      title: content.title,
      content: html,
      excerpt: content.excerpt,
      slug: clone.type === 'unchanged' && source.slug ? source.slug : content.title,
      status: params.status,
      ...(params.status === 'future' && params.date
        ? { date_gmt: new Date(params.date).toISOString().slice(0, 19) }
        : clone.type === 'unchanged' && destination.keepSourceDate && article.createdAt
          ? // The website keeps the source's publication date on its verbatim copies.
            { date_gmt: article.createdAt.toISOString().slice(0, 19) }
          : {}),
      categories,
      tags,
      featured_media: images.featuredId ?? 0,
      ...(Object.keys(meta).length ? { meta } : {}),
      password: source.password,
      ...(author ? { author } : {}),
      // A verbatim copy is as sticky as its source (an AI copy is a story of its own; WordPress
      // refuses a sticky post with a password).
      ...(clone.type === 'unchanged' && !source.password ? { sticky: article.sticky } : {}),
    };
    let post = await this.send(to, clone, write).catch((error: unknown) => {
      // A term deleted on the destination since it was remembered: looked up again next time.
      this.termIds.forget(destination.id);
      throw error;
    });

    // Its media belong to it, as the source's belong to the source (an image another copy
    // attached already stays where it is: WordPress keeps one parent).
    if (images.loose.length > 0) {
      await to.attach(images.loose, post.id).catch((error: Error) => {
        this.logger.warn(`Could not attach the copy's media to post #${post.id}: ${error.message}`);
      });
    }

    let yoast: YoastOutcome = 'skipped';
    if (params.pushSeo) {
      const carried = Object.keys(meta).some(
        (key) => key !== CANONICAL_KEY && key !== CONNECTOR_CANONICAL_KEY,
      );
      if (!destination.yoastActive || !carried)
        yoast = destination.yoastActive ? 'skipped' : 'absent';
      else if (yoastStuck(post, meta)) yoast = 'saved';
      else {
        yoast = 'not_saved';
        // The SEO data did not stick: the post waits as a draft for someone to look at it.
        if (post.status !== 'draft')
          post = (await to.updatePost(post.id, { status: 'draft' })) ?? post;
      }
    }

    await reporter.report({ percent: 88, stage: 'saving' });
    const cloneArticleId = await this.destinationRow.save(
      destination.id,
      rowOf(post, source, images.featuredUrl),
      { clonedFrom: article.id },
    );
    await this.ledger.complete(clone.id, {
      remoteId: post.id,
      link: post.link ?? '',
      yoast,
      sourceModifiedAt: source.modifiedAt,
      cloneArticleId,
    });
    await reporter.report({ percent: 100, stage: 'saving' });
    return {
      held: false,
      remoteId: post.id,
      link: post.link ?? '',
      sourceWebsiteId: sourceSite.id,
      images: images.count,
      imagesUploaded: images.uploaded,
      yoast,
    };
  }

  private async writer(website: Website): Promise<WordPressWriter> {
    const credentials = await this.credentials.of(website);
    if (!credentials) throw abort(CLONE_FAILURES.missingCredentials);
    return this.wordpress.writer(credentials);
  }

  /**
   * The copy's author on the destination: the source post's author when they have an account
   * there (same email, login or slug), else the website's default author, else none (the API
   * user). Who is who is read once per few minutes; a connection that may not see users simply
   * finds none: the author never stops a clone.
   */
  private async authorOn(
    from: WordPressWriter,
    to: WordPressWriter,
    sourceId: number,
    destination: Website,
    authorRemoteId: number | null,
  ): Promise<number | null> {
    const key = `${sourceId}:${authorRemoteId ?? 0}:${destination.defaultAuthor ?? ''}`;
    const known = this.authorIds.get(destination.id, key);
    if (known !== undefined) return known || null;
    let id: number | null = null;
    try {
      const original = authorRemoteId ? await from.user(authorRemoteId) : null;
      if (original) id = await to.findUser(original);
      const fallback = destination.defaultAuthor;
      if (!id && fallback) {
        id = await to.findUser(
          fallback.includes('@') ? { email: fallback } : { username: fallback, slug: fallback },
        );
      }
    } catch (error) {
      this.logger.warn(`Could not map the author: ${(error as Error).message}`);
      return null;
    }
    this.authorIds.set(destination.id, key, id ?? 0);
    return id;
  }

  /**
   * The destination's id of a source category (its path from the root, as the sync stored the
   * source's terms), found or created as the post's own categories are; null when unknown.
   */
  private async primaryCategoryOn(
    to: WordPressWriter,
    sourceWebsiteId: number,
    websiteId: number,
    sourceCategoryId: number,
  ): Promise<number | null> {
    const path: string[] = [];
    const seen = new Set<number>();
    for (let id: number | null = sourceCategoryId; id && !seen.has(id) && path.length < 20;) {
      seen.add(id);
      const term = (await this.store.knownTerms(sourceWebsiteId, [id])).get(id);
      if (!term || term.taxonomy !== 'category') return null;
      path.unshift(term.name);
      id = term.parent;
    }
    if (path.length === 0) return null;
    const [found] = await this.terms(to, websiteId, 'categories', [path]);
    return found ?? null;
  }

  /** Names of the source's terms by id, the ones seen lately remembered. */
  private async sourceTermNames(
    from: WordPressWriter,
    websiteId: number,
    taxonomy: 'categories' | 'tags',
    ids: number[],
  ): Promise<string[]> {
    const known = ids.map((id) => this.termNames.get(websiteId, `${taxonomy}:${id}`));
    if (known.every((name) => name !== undefined)) return known as string[];
    const names = await from.termsById(taxonomy, ids);
    for (const [id, name] of names) this.termNames.set(websiteId, `${taxonomy}:${id}`, name);
    return ids.map((id) => names.get(id)).filter((n): n is string => !!n);
  }

  private async readSource(
    from: WordPressWriter,
    sourceId: number,
    remoteId: number,
    stored: {
      seoTitle: string | null;
      ogTitle: string | null;
      ogDescription: string | null;
      metaDescription: string | null;
      focusKeyword: string | null;
    },
  ): Promise<SourcePost> {
    const raw = await from.post(remoteId);
    if (!raw || raw.status === 'trash') throw abort(CLONE_FAILURES.sourceMissing);
    const mapped = mapPost(raw);
    const [categories, tags] = await Promise.all([
      this.sourceTermNames(from, sourceId, 'categories', raw.categories ?? []),
      this.sourceTermNames(from, sourceId, 'tags', raw.tags ?? []),
    ]);
    const seoTitle = mapped?.seoTitle ?? stored.seoTitle;
    const metaDescription = mapped?.metaDescription ?? stored.metaDescription;
    const focusKeyword = mapped?.focusKeyword ?? stored.focusKeyword;
    const ogTitle = mapped?.ogTitle ?? stored.ogTitle;
    const ogDescription = mapped?.ogDescription ?? stored.ogDescription;
    return {
      content: {
        title: raw.title?.raw ?? mapped?.title ?? '',
        html: raw.content?.raw ?? raw.content?.rendered ?? '',
        excerpt: raw.excerpt?.raw ?? '',
        seo: seoOf({ seoTitle, metaDescription, focusKeyword, ogTitle, ogDescription }),
      },
      slug: raw.slug ?? '',
      categories,
      categoryPaths: categories.map((name) => [name]),
      tags,
      featuredMediaId: raw.featured_media ? raw.featured_media : null,
      featuredUrl: null,
      featuredText: null,
      bodyText: {},
      yoast: mapped?.source?.yoast ?? {},
      link: raw.link ?? '',
      modifiedAt: mapped?.modifiedAt ?? null,
      password: raw.password ?? '',
    };
  }

  /**
   * Terms matched by name on the destination, created when missing; a category by its path from
   * the root, each parent found or created first (the copy's category sits where the source's
   * does). The post gets the last term of each path.
   */
  private async terms(
    to: WordPressWriter,
    websiteId: number,
    taxonomy: 'categories' | 'tags',
    paths: string[][],
  ) {
    const ids: number[] = [];
    for (const path of paths) {
      let parent = 0;
      let key: string = taxonomy;
      for (const name of path) {
        key = `${key}/${termKey(name)}`;
        let id = this.termIds.get(websiteId, key);
        if (id === undefined) {
          id = await to.ensureTerm(taxonomy, name, parent);
          this.termIds.set(websiteId, key, id);
        }
        parent = id;
      }
      if (parent > 0) ids.push(parent);
    }
    return [...new Set(ids)];
  }

  /**
   * The featured image and every body image, uploaded to the destination once (remembered by
   * source address per destination website), with the addresses and ids to rewrite. An image's
   * full-size address comes from what is at hand (the stored featured image, the body's own
   * addresses) and its sizes are matched with the upload's by dimensions; the source's media
   * library is asked only for attachments whose addresses say too little (`planImages`), or whose
   * sizes do not match the destination's (then matched by size name).
   */
  private async copyImages(
    from: WordPressWriter,
    to: WordPressWriter,
    websiteId: number,
    html: string,
    source: SourcePost,
    reporter: JobReporter,
    options: { featuredText: MediaText | null; bodyText: Record<string, MediaText> },
  ) {
    const body = imagesIn(html);
    // What each upload says of itself: the featured image's own text, a body image's alt text and
    // caption as the post shows them and its library title as the sync stored it (without one,
    // WordPress's, from its file name).
    // Attached to the post once it is written (an update's post may be gone by then).
    const describe = (job: { url: string; attachmentId?: number }): MediaDescription => {
      if (job.attachmentId && job.attachmentId === source.featuredMediaId && options.featuredText) {
        const { alt, caption, title } = options.featuredText;
        return { alt_text: alt, caption, title };
      }
      const shown = body.find(
        (image) =>
          (job.attachmentId && image.attachmentId === job.attachmentId) || image.src === job.url,
      );
      if (!shown) return {};
      const title = shown.attachmentId ? options.bodyText[shown.attachmentId]?.title : undefined;
      return { alt_text: shown.alt, caption: shown.caption, ...(title ? { title } : {}) };
    };
    /** The destination's media this copy shows, to attach to its post. */
    const used = new Map<number, RemoteMedia>();
    const plan = planImages(
      html,
      body,
      source.featuredMediaId ? { id: source.featuredMediaId, url: source.featuredUrl } : null,
    );
    const sourceMedia = plan.lookup.length
      ? await from.media(plan.lookup)
      : new Map<number, RemoteMedia>();
    const rewrite: ImageRewrite = { urls: new Map(), ids: new Map() };
    let uploaded = 0;
    let done = 0;
    let featuredUrl: string | null = null;
    const jobs: {
      url: string;
      media?: RemoteMedia;
      attachmentId?: number;
      variants?: string[];
    }[] = [];
    for (const [id, known] of plan.known) jobs.push({ ...known, attachmentId: id });
    for (const [id, media] of sourceMedia) jobs.push({ url: media.url, media, attachmentId: id });
    for (const image of body) {
      const id = image.attachmentId;
      const known = id !== null && (plan.known.has(id) || sourceMedia.has(id));
      if (!known && image.src && !jobs.some((j) => j.url === image.src))
        jobs.push({ url: image.src });
    }
    for (const job of jobs) {
      const copy = await this.copyImage(from, to, websiteId, job.url, describe(job));
      if (copy.uploaded) uploaded++;
      used.set(copy.media.id, copy.media);
      rewrite.urls.set(job.url, copy.media.url);
      if (job.attachmentId) rewrite.ids.set(job.attachmentId, copy.media.id);
      if (job.attachmentId && job.attachmentId === source.featuredMediaId) {
        featuredUrl = copy.media.url;
      }
      let sizesByName = job.media;
      if (!sizesByName && job.variants?.length) {
        const matched = matchSizes(job.variants, copy.media, rewrite.urls);
        // A size the destination has not made at the same dimensions: matched by name instead.
        if (!matched && job.attachmentId) {
          sizesByName = (await from.media([job.attachmentId])).get(job.attachmentId);
        }
      }
      for (const [name, url] of Object.entries(sizesByName?.sizes ?? {})) {
        const target = copy.media.sizes[name];
        if (target) rewrite.urls.set(url, target);
      }
      done++;
      await reporter.report({
        percent: 40 + Math.round((done / jobs.length) * 28),
        stage: 'cloning',
      });
    }
    const featuredId = source.featuredMediaId
      ? (rewrite.ids.get(source.featuredMediaId) ?? null)
      : null;
    return {
      rewrite,
      featuredId,
      featuredUrl,
      count: jobs.length,
      uploaded,
      /** Media of the copy attached to no post yet. */
      loose: [...used.values()].filter((media) => !media.attachedTo).map((media) => media.id),
    };
  }

  private async copyImage(
    from: WordPressWriter,
    to: WordPressWriter,
    websiteId: number,
    url: string,
    description: MediaDescription,
  ): Promise<{ media: RemoteMedia; uploaded: boolean }> {
    const cached = await this.ledger.cachedMedia(websiteId, url);
    if (cached) {
      // Still in the library? (Someone may have deleted it on the destination.)
      const still = (await to.media([cached.mediaId])).get(cached.mediaId);
      if (still) return { media: still, uploaded: false };
      await this.ledger.forgetMedia(websiteId, url);
    }
    let image;
    try {
      image = await from.download(url);
    } catch (error) {
      throw Object.assign(error as Error, { imageFailed: true });
    }
    const media = await to.upload(image, description);
    await this.ledger.cacheMedia(websiteId, url, {
      mediaId: media.id,
      mediaUrl: media.url,
      sizes: media.sizes,
    });
    return { media, uploaded: true };
  }

  /** Writes the copy once: a retry updates or adopts the post the ledger knows of. */
  private send(to: WordPressWriter, clone: ArticleClone, write: PostWrite): Promise<RawPost> {
    return sendPostOnce(
      to,
      {
        remoteId: clone.remoteId,
        creatingAt: clone.creatingAt,
        creating: () => this.ledger.creating(clone.id),
        setRemote: (remoteId, link) => this.ledger.setRemote(clone.id, remoteId, link),
      },
      write,
    );
  }
}

/**
 * What the sync stored of the source post, as a clone copies it; null when the raw fields were not
 * stored (rows synced before they were kept, or a field too long for its column).
 */
function storedSource(article: Article): SourcePost | null {
  if (article.rawContent === null || article.rawTitle === null) return null;
  return {
    content: {
      title: article.rawTitle,
      html: article.rawContent,
      excerpt: article.rawExcerpt ?? '',
      seo: seoOf(article),
    },
    slug: article.slug,
    categories: article.categories ?? [],
    categoryPaths: article.categoryPaths ?? (article.categories ?? []).map((name) => [name]),
    tags: article.tags ?? [],
    featuredMediaId: article.featuredMediaId,
    featuredUrl: article.featuredImageUrl,
    featuredText: article.featuredMediaText ?? null,
    bodyText: article.bodyMediaText ?? {},
    yoast: article.rawYoast ?? {},
    link: article.link,
    modifiedAt: article.modifiedAt,
    password: article.postPassword ?? '',
  };
}

/**
 * Maps the source sizes named in the body (`…-300x200.jpg`) to the destination's sizes of the same
 * dimensions; false when one has none (the destination makes other sizes).
 */
function matchSizes(variants: string[], media: RemoteMedia, urls: Map<string, string>): boolean {
  const byDimensions = new Map<string, string>();
  for (const [name, dimensions] of Object.entries(media.dimensions ?? {})) {
    const url = media.sizes[name];
    if (url) byDimensions.set(dimensions, url);
  }
  let all = true;
  for (const variant of variants) {
    const target = byDimensions.get(sizeVariantOf(variant)?.dimensions ?? '');
    if (target) urls.set(variant, target);
    else all = false;
  }
  return all;
}

function rowOf(post: RawPost, source: SourcePost, featuredUrl: string | null): ArticleUpsert {
  const mapped = mapPost(post);
  if (!mapped) throw new Error('WordPress answered a post the product cannot read');
  return {
    remoteId: mapped.remoteId,
    title: mapped.title,
    slug: mapped.slug,
    sticky: mapped.sticky,
    passwordProtected: mapped.passwordProtected,
    authorRemoteId: mapped.authorRemoteId,
    authorName: null,
    status: mapped.status,
    createdAt: mapped.createdAt,
    createdAtLocal: mapped.createdAtLocal,
    publishedAt: mapped.publishedAt,
    modifiedAt: mapped.modifiedAt,
    modifiedAtLocal: mapped.modifiedAtLocal,
    contentHtml: mapped.contentHtml,
    excerpt: mapped.excerpt,
    excerptGenerated: mapped.excerptGenerated,
    link: mapped.link,
    featuredImageUrl: featuredUrl,
    categories: source.categories,
    categoryPaths: source.categoryPaths,
    tags: source.tags,
    seoTitle: mapped.seoTitle,
    seoTitleDefault: mapped.seoTitleDefault,
    ogTitle: mapped.ogTitle,
    ogTitleDefault: mapped.ogTitleDefault,
    metaDescription: mapped.metaDescription,
    metaDescriptionDefault: mapped.metaDescriptionDefault,
    ogDescription: mapped.ogDescription,
    ogDescriptionDefault: mapped.ogDescriptionDefault,
    focusKeyword: mapped.focusKeyword,
    featuredMediaId: mapped.featuredMediaId,
    source: mapped.source,
  };
}

/**
 * Values per website remembered for a few minutes (a batch of clones into one website asks for the
 * same terms): a cache, so a second worker node simply asks WordPress itself.
 */
class RecentValues<T extends string | number> {
  private readonly values = new LRUCache<number, LRUCache<string, T>>({ max: 1000 });

  constructor(private readonly ttlMs = 5 * 60_000) {}

  get(websiteId: number, key: string): T | undefined {
    return this.values.get(websiteId)?.get(key);
  }

  set(websiteId: number, key: string, value: T) {
    let site = this.values.get(websiteId);
    if (!site) this.values.set(websiteId, (site = new LRUCache({ max: 10_000, ttl: this.ttlMs })));
    site.set(key, value);
  }

  forget(websiteId: number) {
    this.values.delete(websiteId);
  }
}

function abort(spec: { code: string; message: string }) {
  return new CloneAbort(spec.code, spec.message);
}
