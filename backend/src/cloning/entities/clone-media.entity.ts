import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Website } from '../../websites/entities/website.entity';

/**
 * Images already uploaded to a destination's media library, by source address: a repeated or
 * updated clone reuses the attachment instead of uploading the image again.
 */
@Entity('clone_media')
@Index('uq_clone_media_website_source', ['websiteId', 'sourceUrlHash'], { unique: true })
export class CloneMedia {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  /** SHA-256 of `sourceUrl` (addresses are too long for a unique index). */
  @Column({ type: 'char', length: 64 })
  sourceUrlHash: string;

  @Column({ type: 'varchar', length: 2000 })
  sourceUrl: string;

  /** The attachment id on the destination. */
  @Column({ type: 'int', unsigned: true })
  mediaId: number;

  @Column({ type: 'varchar', length: 2000 })
  mediaUrl: string;

  /** The destination's sizes (`srcset` entries) of the attachment: width → address. */
  @Column({ type: 'json', nullable: true })
  sizes: Record<string, string> | null;
}
