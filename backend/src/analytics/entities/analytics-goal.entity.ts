import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';
import { Website } from '../../websites/entities/website.entity';

export const GOAL_KINDS = ['path', 'event'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

/** A conversion an editor defines: reaching a path, or an event the snippet sends. */
@Entity('analytics_goals')
@Index('uq_analytics_goals_site_kind_value', ['websiteId', 'kind', 'value'], { unique: true })
export class AnalyticsGoal extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  kind: GoalKind;

  /** The path (`/thank-you`) or the event name (`signup`). */
  @Column({ type: 'varchar', length: 300 })
  value: string;
}
