import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Website } from '../../websites/entities/website.entity';

/** A WordPress author of a website, as the sync last saw them. */
@Entity('website_authors')
export class WebsiteAuthor {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @PrimaryColumn({ type: 'int', unsigned: true })
  remoteId: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;
}
