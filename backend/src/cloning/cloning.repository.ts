import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { likeContains } from '../core/http/pagination';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import {
  ArticleClone,
  type CloneDraft,
  type CloneParams,
  type CloneState,
  type CloneType,
  type ExistingCopy,
} from './entities/article-clone.entity';
import type { YoastOutcome } from '../publishing/yoast';
import { CloneMedia } from './entities/clone-media.entity';

/** A ledger row as listed: names joined, and whether the source moved on since the copy. */
export interface CloneListRow {
  id: number;
  sourceArticleId: number;
  websiteId: number;
  websiteName: string | null;
  remoteId: number | null;
  link: string | null;
  clonedByUserId: number | null;
  clonedByName: string | null;
  clonedByEmail: string | null;
  type: CloneType;
  state: CloneState;
  errorCode: string | null;
  errorMessage: string | null;
  params: CloneParams | string | null;
  yoast: YoastOutcome | null;
  sourceChanged: number | string;
  createdAt: Date;
  updatedAt: Date;
  lastJobId: number | null;
}

/** What a clone run's history row starts with. */
export interface NewCloneRun {
  jobRunId: number;
  cloneId: number;
  sourceArticleId: number;
  websiteId: number;
  userId: number | null;
  type: CloneType;
  newCopy: boolean;
  /** Started by a sync that changed the source (the copy follows it), not by a person. */
  followed?: boolean;
}

/** A copy that follows its source, as `followersBehind` lists it. */
export interface FollowerRow {
  id: number;
  sourceArticleId: number;
  websiteId: number;
  params: CloneParams;
  clonedByUserId: number | null;
  /** The destination's account. */
  accountId: number;
}

/** A history row as listed, names joined. */
export interface CloneRunListRow {
  id: number;
  cloneId: number;
  sourceArticleId: number;
  websiteId: number;
  websiteName: string | null;
  jobRunId: number;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  type: CloneType;
  newCopy: number | string;
  followed: number | string;
  state: CloneState;
  remoteId: number | null;
  link: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface CachedMedia {
  mediaId: number;
  mediaUrl: string;
  sizes: Record<string, string> | null;
}

const hashOf = (url: string) => createHash('sha256').update(url).digest('hex');

/**
 * A clone's source changed when its article's WordPress modified date (brought by the sync) is
 * later than the one that was copied.
 */
const SOURCE_CHANGED = `(c.state = 'completed' AND c.sourceModifiedAt IS NOT NULL
  AND a.modifiedAt > c.sourceModifiedAt)`;

/** A copy behind its source whose starter was not told yet. */
export interface UntoldChange {
  id: number;
  userId: number;
  sourceArticleId: number;
  title: string;
  /** The source's website. */
  website: string;
  modifiedAt: Date;
}

/** What a clone run starts a copy with. */
export interface CloneStart {
  type: CloneType;
  params: CloneParams;
  clonedByUserId: number | null;
  /**
   * An AI copy's reviewed text, sent as it is (`keep`: a retry of a sent review keeps its text).
   * Without it a run asks the AI afresh and any draft is dropped.
   */
  review?: 'keep' | { draft: CloneDraft; byUserId: number };
}

/** A held copy as the review list shows it, names joined. */
export interface HeldCloneRow {
  id: number;
  sourceArticleId: number;
  sourceTitle: string | null;
  sourceWebsiteId: number;
  sourceWebsiteName: string | null;
  websiteId: number;
  websiteName: string | null;
  clonedByUserId: number | null;
  clonedByName: string | null;
  clonedByEmail: string | null;
  remoteId: number | null;
  /** When it was held (for a copy no longer held: its last change). */
  heldAt: Date;
  /** The destination's account. */
  accountId: number;
}

/** The clone ledger and the per-destination media cache. */
@Injectable()
export class CloningRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The copy a clone run writes, reset to running with this request's type and options: the one
   * named (`cloneId`: a push or a retry), else the latest copy on the destination (`update`, kept
   * with its remote post id, so the job updates that post), else a new one. One start at a time
   * per source article (its row locked), so two starts never make two copies unasked. A reviewed
   * copy's start answers null when the copy no longer waits for review.
   */
  async begin(
    sourceArticleId: number,
    websiteId: number,
    values: CloneStart,
    target: { copy: ExistingCopy } | { cloneId: number },
    audit: Audit | null = null,
  ): Promise<{ cloneId: number; newCopy: boolean } | null> {
    return this.db.transaction(async (manager) => {
      const started = await this.started(manager, sourceArticleId, websiteId, values, target);
      if (started && audit) await writeAudit(manager, audit, started.cloneId);
      return started;
    });
  }

  private async started(
    manager: EntityManager,
    sourceArticleId: number,
    websiteId: number,
    values: CloneStart,
    target: { copy: ExistingCopy } | { cloneId: number },
  ): Promise<{ cloneId: number; newCopy: boolean } | null> {
    await manager.query('SELECT id FROM articles WHERE id = ? FOR UPDATE', [sourceArticleId]);
    let cloneId: number | null = 'cloneId' in target ? target.cloneId : null;
    if (values.review && values.review !== 'keep') {
      // A reviewed copy is sent once: null when it no longer waits (sent or discarded meanwhile).
      const [row] = await manager.query<{ state: string }[]>(
        'SELECT state FROM article_clones WHERE id = ?',
        [cloneId],
      );
      if (row?.state !== 'held') return null;
    }
    if ('copy' in target && target.copy === 'update') {
      const rows = await manager.query<{ id: number }[]>(
        `SELECT id FROM article_clones WHERE sourceArticleId = ? AND websiteId = ?
          ORDER BY id DESC LIMIT 1`,
        [sourceArticleId, websiteId],
      );
      cloneId = rows[0] ? Number(rows[0].id) : null;
    }
    const params = JSON.stringify(values.params);
    if (cloneId === null) {
      const inserted = await manager.query<{ insertId: number }>(
        `INSERT INTO article_clones (sourceArticleId, websiteId, type, state, params, clonedByUserId)
         VALUES (?, ?, ?, 'running', ?, ?)`,
        [sourceArticleId, websiteId, values.type, params, values.clonedByUserId],
      );
      return { cloneId: Number(inserted.insertId), newCopy: true };
    }
    const review =
      values.review === 'keep'
        ? ''
        : values.review
          ? ', draft = ?, heldAt = NULL, reviewedByUserId = ?, reviewedAt = CURRENT_TIMESTAMP(3)'
          : ', draft = NULL, heldAt = NULL, reviewedByUserId = NULL, reviewedAt = NULL';
    const reviewValues =
      values.review && values.review !== 'keep'
        ? [JSON.stringify(values.review.draft), values.review.byUserId]
        : [];
    // A reviewed copy stays the copy of whoever asked for it (the reviewer is named apart).
    await manager.query(
      `UPDATE article_clones SET type = ?, state = 'running', params = ?,
         clonedByUserId = ${values.review ? 'clonedByUserId' : '?'},
         errorCode = NULL, errorMessage = NULL, yoast = NULL, updatedAt = CURRENT_TIMESTAMP(3)${review}
       WHERE id = ?`,
      [
        values.type,
        params,
        ...(values.review ? [] : [values.clonedByUserId]),
        ...reviewValues,
        cloneId,
      ],
    );
    return { cloneId, newCopy: false };
  }

  /**
   * The history row of a clone run, once per job run: a start that joined a running job adds
   * none, and one the worker finished first is left as it ended.
   */
  async recordRun(run: NewCloneRun): Promise<void> {
    await this.db.query(
      `INSERT IGNORE INTO clone_runs
         (jobRunId, cloneId, sourceArticleId, websiteId, userId, type, newCopy, followed, state)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running')`,
      [
        run.jobRunId,
        run.cloneId,
        run.sourceArticleId,
        run.websiteId,
        run.userId,
        run.type,
        run.newCopy ? 1 : 0,
        run.followed ? 1 : 0,
      ],
    );
  }

  /** How a run ended, on its history row (written whole should the worker beat the API to it). */
  async finishRun(
    run: Omit<NewCloneRun, 'type' | 'newCopy'>,
    outcome: {
      state: Exclude<CloneState, 'running'>;
      remoteId?: number | null;
      link?: string | null;
      errorCode?: string | null;
      errorMessage?: string | null;
    },
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO clone_runs
         (jobRunId, cloneId, sourceArticleId, websiteId, userId, type, state, remoteId, link,
          errorCode, errorMessage, finishedAt)
       SELECT ?, c.id, c.sourceArticleId, c.websiteId, ?, c.type, ?, ?, ?, ?, ?, CURRENT_TIMESTAMP(3)
         FROM article_clones c WHERE c.id = ?
       ON DUPLICATE KEY UPDATE state = VALUES(state), remoteId = VALUES(remoteId),
         link = VALUES(link), errorCode = VALUES(errorCode), errorMessage = VALUES(errorMessage),
         finishedAt = VALUES(finishedAt)`,
      [
        run.jobRunId,
        run.userId,
        outcome.state,
        outcome.remoteId ?? null,
        outcome.link ?? null,
        outcome.errorCode ?? null,
        outcome.errorMessage?.slice(0, 500) ?? null,
        run.cloneId,
      ],
    );
  }

  /** The history of one source article's clones, newest first. */
  runs(sourceArticleId: number): Promise<CloneRunListRow[]> {
    return this.db.query(
      `SELECT r.id, r.cloneId, r.sourceArticleId, r.websiteId, w.name AS websiteName, r.jobRunId,
              r.userId,
              NULLIF(TRIM(CONCAT(COALESCE(u.firstName, ''), ' ', COALESCE(u.lastName, ''))), '')
                AS userName,
              u.email AS userEmail,
              r.type, r.newCopy, r.followed, r.state, r.remoteId, r.link, r.errorCode, r.errorMessage,
              r.createdAt, r.finishedAt
         FROM clone_runs r
         LEFT JOIN websites w ON w.id = r.websiteId
         LEFT JOIN users u ON u.id = r.userId
        WHERE r.sourceArticleId = ?
        ORDER BY r.id DESC
        LIMIT 500`,
      [sourceArticleId],
    );
  }

  /** Per (article, destination), how many copies exist: the clone dialog asks update-or-new. */
  async copiesOf(
    articleIds: number[],
  ): Promise<{ articleId: number; websiteId: number; copies: number }[]> {
    if (articleIds.length === 0) return [];
    const rows = await this.db.query<{ articleId: number; websiteId: number; copies: number }[]>(
      `SELECT sourceArticleId AS articleId, websiteId, COUNT(*) AS copies
         FROM article_clones
        WHERE sourceArticleId IN (?) AND remoteId IS NOT NULL
        GROUP BY sourceArticleId, websiteId`,
      [articleIds],
    );
    return rows.map((r) => ({
      articleId: Number(r.articleId),
      websiteId: Number(r.websiteId),
      copies: Number(r.copies),
    }));
  }

  async setJob(id: number, lastJobId: number): Promise<void> {
    await this.db.getRepository(ArticleClone).update(id, { lastJobId });
  }

  findById(id: number): Promise<ArticleClone | null> {
    return this.db.getRepository(ArticleClone).findOneBy({ id });
  }

  /** Every clone of a source article (a push of its update reaches each). */
  /**
   * The copies that follow their source on this website and are behind it: verbatim, the source
   * changed since it was copied (after a completed run, or a failed one since), the source still
   * there, the destination verified, no run under way.
   */
  async followersBehind(sourceWebsiteId: number): Promise<FollowerRow[]> {
    const rows = await this.db.query<FollowerRow[]>(
      `SELECT c.id, c.sourceArticleId, c.websiteId, c.params, c.clonedByUserId, w.accountId
         FROM article_clones c
         JOIN articles a ON a.id = c.sourceArticleId
         JOIN websites w ON w.id = c.websiteId
        WHERE a.websiteId = ? AND c.type = 'unchanged'
          AND JSON_CONTAINS(c.params, 'true', '$.followSource') = 1
          AND c.state IN ('completed', 'failed') AND c.sourceModifiedAt IS NOT NULL
          AND a.modifiedAt > c.sourceModifiedAt
          AND a.deletedInWp = 0 AND a.status <> 'trash' AND w.verified = 1
        ORDER BY c.id
        LIMIT 500`,
      [sourceWebsiteId],
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      sourceArticleId: Number(r.sourceArticleId),
      websiteId: Number(r.websiteId),
      clonedByUserId: r.clonedByUserId === null ? null : Number(r.clonedByUserId),
      accountId: Number(r.accountId),
      params: typeof r.params === 'string' ? (JSON.parse(r.params) as CloneParams) : r.params,
    }));
  }

  /**
   * Copies on this website's articles that are behind their source, whose starter was not told of
   * this change yet: verbatim or not, not following it (those are pushed), the source still there.
   */
  async behindUntold(sourceWebsiteId: number): Promise<UntoldChange[]> {
    const rows = await this.db.query<UntoldChange[]>(
      `SELECT c.id, c.clonedByUserId AS userId, c.sourceArticleId,
              COALESCE(a.titleFull, a.title) AS title, s.name AS website, a.modifiedAt
         FROM article_clones c
         JOIN articles a ON a.id = c.sourceArticleId
         JOIN websites s ON s.id = a.websiteId
        WHERE a.websiteId = ? AND c.clonedByUserId IS NOT NULL
          AND ${SOURCE_CHANGED}
          AND (c.toldSourceModifiedAt IS NULL OR a.modifiedAt > c.toldSourceModifiedAt)
          AND COALESCE(JSON_CONTAINS(c.params, 'true', '$.followSource'), 0) = 0
          AND a.deletedInWp = 0 AND a.status <> 'trash'
        ORDER BY c.id
        LIMIT 500`,
      [sourceWebsiteId],
    );
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      userId: Number(r.userId),
      sourceArticleId: Number(r.sourceArticleId),
    }));
  }

  /** Remembers that the starters of these copies were told of their source's change. */
  async markTold(changes: readonly Pick<UntoldChange, 'id' | 'modifiedAt'>[]): Promise<void> {
    for (const { id, modifiedAt } of changes) {
      await this.db.getRepository(ArticleClone).update(id, { toldSourceModifiedAt: modifiedAt });
    }
  }

  clonesOf(sourceArticleId: number): Promise<ArticleClone[]> {
    return this.db
      .getRepository(ArticleClone)
      .find({ where: { sourceArticleId }, order: { id: 'ASC' } });
  }

  /** Marks a post creation under way (cleared by `setRemote`): a retry looks for its post. */
  async creating(id: number): Promise<void> {
    await this.db.query(
      'UPDATE article_clones SET creatingAt = CURRENT_TIMESTAMP(3) WHERE id = ?',
      [id],
    );
  }

  /** Written the moment the post exists: a retry finds it. */
  async setRemote(id: number, remoteId: number | null, link: string | null): Promise<void> {
    await this.db.getRepository(ArticleClone).update(id, { remoteId, link, creatingAt: null });
  }

  async complete(
    id: number,
    values: {
      remoteId: number;
      link: string;
      yoast: YoastOutcome;
      sourceModifiedAt: Date | null;
      cloneArticleId: number | null;
    },
  ): Promise<void> {
    await this.db.getRepository(ArticleClone).update(id, {
      ...values,
      state: 'completed',
      errorCode: null,
      errorMessage: null,
      draft: null,
      heldAt: null,
    });
  }

  /** An AI copy written and kept here for a person's review: nothing reached WordPress. */
  async hold(id: number, draft: CloneDraft): Promise<void> {
    await this.db.getRepository(ArticleClone).update(id, {
      state: 'held',
      draft,
      heldAt: new Date(),
      errorCode: null,
      errorMessage: null,
    });
  }

  /** A held copy's edited text saved (still held); false when it no longer waits. */
  async saveDraft(id: number, draft: CloneDraft): Promise<boolean> {
    const result = await this.db
      .getRepository(ArticleClone)
      .update({ id, state: 'held' }, { draft });
    return (result.affected ?? 0) > 0;
  }

  /** A held copy dropped by a reviewer (in the trail): never written; false when it no longer waits. */
  async discard(id: number, audit: Audit): Promise<boolean> {
    return this.db.transaction(async (manager) => {
      const result = await manager.getRepository(ArticleClone).update(
        { id, state: 'held' },
        {
          state: 'cancelled',
          draft: null,
          heldAt: null,
          errorCode: 'clone.review_discarded',
          errorMessage: 'Discarded in review: the AI copy was not written.',
        },
      );
      if (!result.affected) return false;
      await writeAudit(manager, audit, id);
      return true;
    });
  }

  /** How many copies wait for review on the given destinations (all when null). */
  async heldCount(
    websiteIds: readonly number[] | null,
    filter: { websiteId?: number; q?: string },
  ): Promise<number> {
    if (websiteIds?.length === 0) return 0;
    const query = this.db
      .getRepository(ArticleClone)
      .createQueryBuilder('c')
      .where("c.state = 'held'");
    if (websiteIds) query.andWhere('c.websiteId IN (:...websiteIds)', { websiteIds });
    if (filter.websiteId !== undefined) {
      query.andWhere('c.websiteId = :websiteId', { websiteId: filter.websiteId });
    }
    if (filter.q) {
      query
        .innerJoin('c.sourceArticle', 'a')
        .andWhere('a.title LIKE :q', { q: likeContains(filter.q) });
    }
    return query.getCount();
  }

  /**
   * Held copies on the given destinations (all when null), the newest first, a page by keyset on
   * the id (`before`: the last id shown).
   */
  async held(
    websiteIds: readonly number[] | null,
    filter: { websiteId?: number; q?: string; before?: number; id?: number; anyState?: boolean },
    limit: number,
  ): Promise<HeldCloneRow[]> {
    if (websiteIds?.length === 0) return [];
    const where = filter.anyState ? ["c.type = 'ai'"] : ["c.state = 'held'"];
    const args: unknown[] = [];
    if (websiteIds) {
      where.push(`c.websiteId IN (${websiteIds.map(() => '?').join(',')})`);
      args.push(...websiteIds);
    }
    if (filter.websiteId !== undefined) {
      where.push('c.websiteId = ?');
      args.push(filter.websiteId);
    }
    if (filter.q) {
      where.push('a.title LIKE ?');
      args.push(likeContains(filter.q));
    }
    if (filter.id !== undefined) {
      where.push('c.id = ?');
      args.push(filter.id);
    }
    if (filter.before !== undefined) {
      where.push('c.id < ?');
      args.push(filter.before);
    }
    return this.db.query<HeldCloneRow[]>(
      `SELECT c.id, c.sourceArticleId, a.title AS sourceTitle, a.websiteId AS sourceWebsiteId,
              sw.name AS sourceWebsiteName, c.websiteId, w.name AS websiteName, c.clonedByUserId,
              NULLIF(TRIM(CONCAT(COALESCE(u.firstName, ''), ' ', COALESCE(u.lastName, ''))), '')
                AS clonedByName,
              u.email AS clonedByEmail, c.remoteId, COALESCE(c.heldAt, c.updatedAt) AS heldAt,
              w.accountId
         FROM article_clones c
         JOIN articles a ON a.id = c.sourceArticleId
         JOIN websites w ON w.id = c.websiteId
         JOIN websites sw ON sw.id = a.websiteId
         LEFT JOIN users u ON u.id = c.clonedByUserId
        WHERE ${where.join(' AND ')}
        ORDER BY c.id DESC
        LIMIT ${Number(limit)}`,
      args,
    );
  }

  async fail(
    id: number,
    errorCode: string,
    errorMessage: string,
    state: 'failed' | 'cancelled' = 'failed',
  ): Promise<void> {
    await this.db
      .getRepository(ArticleClone)
      .update(id, { state, errorCode, errorMessage: errorMessage.slice(0, 500) });
  }

  /**
   * Copies written to a website and the media uploaded there, forgotten: the website now points at
   * another WordPress (the posts and media ids named other things on the old one).
   */
  async forgetDestination(websiteId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM article_clones WHERE websiteId = ?', [websiteId]);
      await tx.query('DELETE FROM clone_media WHERE websiteId = ?', [websiteId]);
    });
  }

  /** The ledger of one source article, newest first. */
  list(sourceArticleId: number): Promise<CloneListRow[]> {
    return this.db.query(
      `SELECT c.id, c.sourceArticleId, c.websiteId, w.name AS websiteName, c.remoteId, c.link,
              c.clonedByUserId,
              NULLIF(TRIM(CONCAT(COALESCE(u.firstName, ''), ' ', COALESCE(u.lastName, ''))), '')
                AS clonedByName,
              u.email AS clonedByEmail,
              c.type, c.state, c.errorCode, c.errorMessage, c.params, c.yoast,
              ${SOURCE_CHANGED} AS sourceChanged, c.createdAt, c.updatedAt, c.lastJobId
         FROM article_clones c
         JOIN articles a ON a.id = c.sourceArticleId
         LEFT JOIN websites w ON w.id = c.websiteId
         LEFT JOIN users u ON u.id = c.clonedByUserId
        WHERE c.sourceArticleId = ?
        ORDER BY c.updatedAt DESC, c.id DESC`,
      [sourceArticleId],
    );
  }

  /** The website of a source article (for the event's rooms); null when it is gone. */
  async sourceWebsiteOf(articleId: number): Promise<number | null> {
    const rows = await this.db.query<{ websiteId: number }[]>(
      'SELECT websiteId FROM articles WHERE id = ?',
      [articleId],
    );
    return rows[0] ? Number(rows[0].websiteId) : null;
  }

  async cachedMedia(websiteId: number, sourceUrl: string): Promise<CachedMedia | null> {
    const row = await this.db
      .getRepository(CloneMedia)
      .findOneBy({ websiteId, sourceUrlHash: hashOf(sourceUrl) });
    return row ? { mediaId: row.mediaId, mediaUrl: row.mediaUrl, sizes: row.sizes } : null;
  }

  async forgetMedia(websiteId: number, sourceUrl: string): Promise<void> {
    await this.db.getRepository(CloneMedia).delete({ websiteId, sourceUrlHash: hashOf(sourceUrl) });
  }

  async cacheMedia(websiteId: number, sourceUrl: string, media: CachedMedia): Promise<void> {
    await this.db.query(
      `INSERT INTO clone_media (websiteId, sourceUrlHash, sourceUrl, mediaId, mediaUrl, sizes)
       VALUES (?, ?, ?, ?, ?, ?)
       ON DUPLICATE KEY UPDATE mediaId = VALUES(mediaId), mediaUrl = VALUES(mediaUrl),
         sizes = VALUES(sizes)`,
      [
        websiteId,
        hashOf(sourceUrl),
        sourceUrl.slice(0, 2000),
        media.mediaId,
        media.mediaUrl.slice(0, 2000),
        media.sizes ? JSON.stringify(media.sizes) : null,
      ],
    );
  }
}
