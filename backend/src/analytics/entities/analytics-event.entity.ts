import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export const TRAFFIC_SOURCES = [
  'internal',
  'direct',
  'social',
  'others',
  'google',
  'linkedin',
  'facebook',
  'twitter',
  'medium',
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/**
 * One page view or custom event, as the beacon sent it. Partitioned by `day` (RANGE on
 * TO_DAYS(day), see the migration), so retention drops whole days. No address or user agent is
 * kept: `visitor` is a hash salted per day, useless the next day.
 */
@Entity('analytics_events')
@Index('ix_analytics_events_site_at', ['websiteId', 'at'])
// Partial days of every website at once (the administrator's view) read `at` within the day.
@Index('ix_analytics_events_at', ['at'])
// A story's reach (the article drawer) reads its articles' views alone.
@Index('ix_analytics_events_article_at', ['articleId', 'at'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The UTC day of `at`: the partitioning key, part of the primary key as MariaDB requires. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'datetime', precision: 3 })
  at: Date;

  @Column({ type: 'int' })
  websiteId: number;

  /** `pageview`, or `event` for a name sent with `window.amsTrack(name)`. */
  @Column({ type: 'varchar', length: 8 })
  kind: 'pageview' | 'event';

  @Column({ type: 'varchar', length: 100, nullable: true })
  eventName: string | null;

  /** Hex of the day's salted hash of address and agent: counts visitors, identifies no one. */
  @Column({ type: 'char', length: 32 })
  visitor: string;

  @Column({ type: 'varchar', length: 500 })
  path: string;

  /** The synced article the page shows, when its link matches. */
  @Column({ type: 'int', nullable: true })
  articleId: number | null;

  @Column({ type: 'varchar', length: 10 })
  source: TrafficSource;

  @Column({ type: 'varchar', length: 255, nullable: true })
  referrerHost: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmTerm: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmContent: string | null;

  /** First view of a visit (no view from this visitor in the previous 30 minutes). */
  @Column({ type: 'boolean', default: false })
  newVisit: boolean;

  /** The goal this event reached, if any. */
  @Column({ type: 'int', nullable: true })
  goalId: number | null;
}
