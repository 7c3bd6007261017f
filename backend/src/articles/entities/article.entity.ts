import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Website } from '../../websites/entities/website.entity';
import { POST_STATUSES, type PostStatus } from '../../wordpress/wordpress.types';

/**
 * A WordPress post pulled by the sync, keyed on (websiteId, remoteId). `createdAt` is WordPress's
 * `date_gmt` and `modifiedAt` its `modified_gmt`; `updatedAt` moves only when a sync changes the
 * row. Every list sort has an index per filter shape, each ending in `id` for keyset paging; the
 * one-website ones hold `deletedInWp` too, so a union of websites reads keys without rows.
 */
@Entity('articles')
@Index('uq_articles_website_remote', ['websiteId', 'remoteId'], { unique: true })
@Index('ix_articles_w_modified', ['websiteId', 'deletedInWp', 'modifiedAt', 'id'])
@Index('ix_articles_ws_modified', ['websiteId', 'status', 'deletedInWp', 'modifiedAt', 'id'])
@Index('ix_articles_modified', ['modifiedAt', 'id'])
@Index('ix_articles_s_modified', ['status', 'modifiedAt', 'id'])
@Index('ix_articles_w_published', ['websiteId', 'deletedInWp', 'publishedAt', 'id'])
@Index('ix_articles_ws_published', ['websiteId', 'status', 'deletedInWp', 'publishedAt', 'id'])
@Index('ix_articles_published', ['publishedAt', 'id'])
@Index('ix_articles_s_published', ['status', 'publishedAt', 'id'])
@Index('ix_articles_w_created', ['websiteId', 'deletedInWp', 'createdAt', 'id'])
@Index('ix_articles_ws_created', ['websiteId', 'status', 'deletedInWp', 'createdAt', 'id'])
@Index('ix_articles_created', ['createdAt', 'id'])
@Index('ix_articles_s_created', ['status', 'createdAt', 'id'])
@Index('ix_articles_w_title', ['websiteId', 'deletedInWp', 'title', 'id'])
@Index('ix_articles_ws_title', ['websiteId', 'status', 'deletedInWp', 'title', 'id'])
@Index('ix_articles_title', ['title', 'id'])
@Index('ix_articles_s_title', ['status', 'title', 'id'])
@Index('ix_articles_author_modified', ['authorName', 'modifiedAt', 'id'])
@Index('ix_articles_w_author_modified', ['websiteId', 'authorName', 'modifiedAt', 'id'])
@Index('ft_articles_title', ['title'], { fulltext: true })
export class Article {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  /** The post id in WordPress. */
  @Column({ type: 'int', unsigned: true })
  remoteId: number;

  @Column({ type: 'varchar', length: 500 })
  title: string;

  @Column({ type: 'int', unsigned: true, nullable: true })
  authorRemoteId: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  authorName: string | null;

  @Column({ type: 'enum', enum: POST_STATUSES })
  status: PostStatus;

  /** WordPress `date_gmt`. */
  @Column({ type: 'datetime', nullable: true })
  createdAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  /** WordPress `modified_gmt`. */
  @Column({ type: 'datetime' })
  modifiedAt: Date;

  @Index()
  @Column({ type: 'int', nullable: true })
  clonedFromArticleId: number | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  assignedToUserId: number | null;

  @Column({ type: 'boolean', default: false })
  generatedByAi: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  ogTitle: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  metaDescription: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  focusKeyword: string | null;

  /** As WordPress renders it; the API sanitises it before returning it. */
  @Column({ type: 'mediumtext', nullable: true, select: false })
  contentHtml: string | null;

  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ type: 'varchar', length: 1000, default: '' })
  link: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  featuredImageUrl: string | null;

  /** Category and tag names. */
  @Column({ type: 'json', nullable: true })
  categories: string[] | null;

  @Column({ type: 'json', nullable: true })
  tags: string[] | null;

  /** The post no longer exists in WordPress. */
  @Column({ type: 'boolean', default: false })
  deletedInWp: boolean;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  importedAt: Date;

  @UpdateDateColumn({
    type: 'datetime',
    precision: 3,
    default: () => 'CURRENT_TIMESTAMP(3)',
    onUpdate: 'CURRENT_TIMESTAMP(3)',
  })
  updatedAt: Date;
}
