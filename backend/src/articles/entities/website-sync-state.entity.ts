import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Website } from '../../websites/entities/website.entity';

/**
 * Where a website's sync stands: the cursor of its last complete run (the site's clock when that
 * run asked for its first page), so the next run asks only for posts modified since; and when it
 * last read everything (full import) and last reconciled the id set. No row: the next sync is full.
 */
@Entity('website_sync_states')
export class WebsiteSyncState {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @OneToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  /** The site's time (UTC) at the start of the last complete sync; null until one completes. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  cursor: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  fullSyncedAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  reconciledAt: Date | null;

  /** Posts WordPress counted in every tracked status when it last listed them whole. */
  @Column({ type: 'int', nullable: true })
  remoteTotal: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  remoteCountedAt: Date | null;
}
