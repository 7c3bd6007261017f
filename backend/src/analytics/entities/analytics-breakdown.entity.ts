import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Period } from '../analytics-tables';

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
