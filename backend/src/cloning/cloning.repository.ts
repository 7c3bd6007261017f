import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { writeAudit, type Audit } from '../core/audit/audit-trail';
import {
  ArticleClone,
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

/** The clone ledger and the per-destination media cache. */
@Injectable()
export class CloningRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The copy a clone run writes, reset to running with this request's type and options: the one
   * named (`cloneId`: a push or a retry), else the latest copy on the destination (`update`, kept
   * with its remote post id, so the job updates that post), else a new one. One start at a time
   * per source article (its row locked), so two starts never make two copies unasked.
   */
  async begin(
    sourceArticleId: number,
    websiteId: number,
    values: { type: CloneType; params: CloneParams; clonedByUserId: number | null },
    target: { copy: ExistingCopy } | { cloneId: number },
    audit: Audit | null = null,
  ): Promise<{ cloneId: number; newCopy: boolean }> {
    return this.db.transaction(async (manager) => {
      const started = await this.started(manager, sourceArticleId, websiteId, values, target);
      if (audit) await writeAudit(manager, audit, started.cloneId);
      return started;
    });
  }

  private async started(
    manager: EntityManager,
    sourceArticleId: number,
    websiteId: number,
    values: { type: CloneType; params: CloneParams; clonedByUserId: number | null },
    target: { copy: ExistingCopy } | { cloneId: number },
  ): Promise<{ cloneId: number; newCopy: boolean }> {
    await manager.query('SELECT id FROM articles WHERE id = ? FOR UPDATE', [sourceArticleId]);
    let cloneId: number | null = 'cloneId' in target ? target.cloneId : null;
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
    await manager.query(
      `UPDATE article_clones SET type = ?, state = 'running', params = ?, clonedByUserId = ?,
         errorCode = NULL, errorMessage = NULL, yoast = NULL, updatedAt = CURRENT_TIMESTAMP(3)
       WHERE id = ?`,
      [values.type, params, values.clonedByUserId, cloneId],
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
    });
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
