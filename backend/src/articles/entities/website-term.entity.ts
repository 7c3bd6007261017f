import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Website } from '../../websites/entities/website.entity';
import type { TermTaxonomy } from '../../wordpress/wordpress.types';

/** A category or tag of a website, as the sync last saw it. */
@Entity('website_terms')
export class WebsiteTerm {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @PrimaryColumn({ type: 'enum', enum: ['category', 'tag'] })
  taxonomy: TermTaxonomy;

  @PrimaryColumn({ type: 'int', unsigned: true })
  remoteId: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** A category's parent category (null at the root, and for tags). */
  @Column({ type: 'int', unsigned: true, nullable: true })
  parentRemoteId: number | null;
}
