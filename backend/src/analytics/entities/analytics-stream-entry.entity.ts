import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A beacon-stream entry whose beacons are stored, written in the same transaction as they are: a
 * worker that takes over another's unacknowledged entries (it stopped between storing and
 * acknowledging, or was presumed gone) skips those already here, so no page view is counted
 * twice. Kept a day (AnalyticsRetention).
 */
@Entity('analytics_stream_entries')
@Index('idx_analytics_stream_entries_stored', ['storedAt'])
export class AnalyticsStreamEntry {
  /** The Redis stream entry id (`<ms>-<seq>`). */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  storedAt: Date;
}
