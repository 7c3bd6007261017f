import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Counts per website and time bucket; the charts and totals read these, not the raw events. */
abstract class Rollup {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  /** The bucket's start, UTC. */
  @PrimaryColumn({ type: 'datetime' })
  bucket: Date;

  @Column({ type: 'int', unsigned: true, default: 0 })
  views: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  visits: number;

  /** Distinct visitors within the bucket (the salt rotates daily: a day's are exact). */
  @Column({ type: 'int', unsigned: true, default: 0 })
  visitors: number;

  @Column({ type: 'int', unsigned: true, default: 0 })
  conversions: number;
}

/** Every website's buckets of a span (the administrator's view) come from `bucket` alone. */
@Entity('analytics_minutes')
@Index('ix_analytics_minutes_bucket', ['bucket'])
export class AnalyticsMinute extends Rollup {}

@Entity('analytics_hours')
@Index('ix_analytics_hours_bucket', ['bucket'])
export class AnalyticsHour extends Rollup {}

@Entity('analytics_days')
export class AnalyticsDay extends Rollup {}

export { ROLLUP_TABLES, type Grain } from '../store/analytics-tables';
