import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ArticleClone,
  type CloneParams,
  type CloneState,
  type CloneType,
  type YoastOutcome,
} from './entities/article-clone.entity';
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

/** The clone ledger and the per-destination media cache. */
@Injectable()
export class CloningRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The ledger row of (source, destination), created or reset to running with this request's
   * type and options; its remote post id is kept, so the job updates that post.
   */
  async begin(
    sourceArticleId: number,
    websiteId: number,
    values: { type: CloneType; params: CloneParams; clonedByUserId: number | null },
  ): Promise<number> {
    await this.db.query(
      `INSERT INTO article_clones (sourceArticleId, websiteId, type, state, params, clonedByUserId)
       VALUES (?, ?, ?, 'running', ?, ?)
       ON DUPLICATE KEY UPDATE type = VALUES(type), state = 'running', params = VALUES(params),
         clonedByUserId = VALUES(clonedByUserId), errorCode = NULL, errorMessage = NULL,
         yoast = NULL, updatedAt = CURRENT_TIMESTAMP(3)`,
      [
        sourceArticleId,
        websiteId,
        values.type,
        JSON.stringify(values.params),
        values.clonedByUserId,
      ],
    );
    const rows = await this.db.query<{ id: number }[]>(
      'SELECT id FROM article_clones WHERE sourceArticleId = ? AND websiteId = ?',
      [sourceArticleId, websiteId],
    );
    return Number(rows[0]!.id);
  }

  async setJob(id: number, lastJobId: number): Promise<void> {
    await this.db.getRepository(ArticleClone).update(id, { lastJobId });
  }

  findById(id: number): Promise<ArticleClone | null> {
    return this.db.getRepository(ArticleClone).findOneBy({ id });
  }

  /** Every clone of a source article (a push of its update reaches each). */
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

  async fail(id: number, errorCode: string, errorMessage: string): Promise<void> {
    await this.db
      .getRepository(ArticleClone)
      .update(id, { state: 'failed', errorCode, errorMessage: errorMessage.slice(0, 500) });
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
