import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { Period } from '../store/analytics-tables';

/**
 * Page-view counts per website, period and one breakdown key (source, path or article), kept
 * by the ingest beside the time roll-ups. Visitor hashes are salted per day, so visitors of a
 * week or a month are the sum of its days' distinct visitors, as everywhere else on the page:
 * a long range adds up a few month, week and day rows instead of scanning millions of events.
 * The primary key leads with period and bucket, the range every read starts from.
 */
abstract class Breakdown {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  period: Period;

  /** The period's first day, UTC. */
  @PrimaryColumn({ type: 'date' })
  bucket: string;

  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  views: number;

  /** Views that started a visit. */
  @Column({ type: 'int', unsigned: true, default: 0 })
  visits: number;

  /** Distinct visitors per day, summed over the period's days. */
  @Column({ type: 'int', unsigned: true, default: 0 })
  visitors: number;
}

@Entity('analytics_source_rollups')
export class AnalyticsSourceRollup extends Breakdown {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  source: string;
}

@Entity('analytics_page_rollups')
export class AnalyticsPageRollup extends Breakdown {
  /** MD5 of the lower-cased path (`PATH_KEY_SQL`); the text is in `analytics_paths`. */
  @PrimaryColumn({ type: 'binary', length: 16 })
  pathKey: Buffer;
}

/** The text of each page key, as first seen. */
@Entity('analytics_paths')
export class AnalyticsPath {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @PrimaryColumn({ type: 'binary', length: 16 })
  pathKey: Buffer;

  @Column({ type: 'varchar', length: 500 })
  path: string;
}

@Entity('analytics_article_rollups')
export class AnalyticsArticleRollup extends Breakdown {
  @PrimaryColumn({ type: 'int' })
  articleId: number;
}

/**
 * A range cache: the pages or articles breakdown of one website filter over a span of closed
 * days, summed per key (`analytics.sql.ts`, `cachedSpan`). Closed days do not change, so a long
 * range reads its top rows from here and adds only today's rows live. `cacheKey` hashes the
 * breakdown, the filter, the span and the generation in force when it was built: a write to a
 * closed day bumps the generation (`analytics_cache_generation`) in its own transaction, and
 * every cache built before it stops being found.
 */
@Entity('analytics_range_caches')
export class AnalyticsRangeCache {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ux_analytics_range_caches_key', { unique: true })
  @Column({ type: 'binary', length: 16 })
  cacheKey: Buffer;

  @Column({ type: 'int', unsigned: true })
  generation: number;

  /** False while its rows are being written (readers then query the roll-ups directly). */
  @Column({ type: 'boolean', default: false })
  ready: boolean;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

/** One row (id 1): bumped whenever a closed day's figures change. */
@Entity('analytics_cache_generation')
export class AnalyticsCacheGeneration {
  @PrimaryColumn({ type: 'tinyint' })
  id: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  generation: number;
}

/** The top rows come from (cacheId, views) backwards; today's keys are looked up by the key. */
abstract class RangeRow {
  @PrimaryColumn({ type: 'int' })
  cacheId: number;

  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  views: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  visits: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  visitors: number;
}

@Entity('analytics_page_range_rows')
@Index('ix_analytics_page_range_rows_views', ['cacheId', 'views'])
export class AnalyticsPageRangeRow extends RangeRow {
  @PrimaryColumn({ type: 'binary', length: 16 })
  pathKey: Buffer;
}

@Entity('analytics_article_range_rows')
@Index('ix_analytics_article_range_rows_views', ['cacheId', 'views'])
export class AnalyticsArticleRangeRow extends RangeRow {
  @PrimaryColumn({ type: 'int' })
  articleId: number;
}
