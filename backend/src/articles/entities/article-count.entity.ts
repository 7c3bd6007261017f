import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Website } from '../../websites/entities/website.entity';
import { POST_STATUSES, type PostStatus } from '../../wordpress/wordpress.types';

/**
 * Articles per website and status, kept by the sync in the same transaction as each upserted
 * chunk, so list totals never need a COUNT(*) over the articles table.
 */
@Entity('article_counts')
export class ArticleCount {
  @PrimaryColumn({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @PrimaryColumn({ type: 'enum', enum: POST_STATUSES })
  status: PostStatus;

  @Column({ type: 'int', default: 0 })
  count: number;
}
