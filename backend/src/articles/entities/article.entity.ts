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
import { POST_STATUSES, type MediaText, type PostStatus } from '../../wordpress/wordpress.types';

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
// The dashboard's counts per website and range, read from this index alone (dashboard.repository).
@Index('ix_articles_dashboard', [
  'websiteId',
  'deletedInWp',
  'modifiedAt',
  'status',
  'generatedByAi',
  'clonedFromArticleId',
])
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

  /** The title as WordPress shows it, cut at a character boundary to fit the index. */
  @Column({ type: 'varchar', length: 500 })
  title: string;

  /** The whole title when `title` holds a cut of it (longer than 500 characters); else null. */
  @Column({ type: 'text', nullable: true })
  titleFull: string | null;

  /** As people read it (percent-decoded); empty for drafts WordPress has not given one yet. */
  @Column({ type: 'varchar', length: 200, default: '' })
  slug: string;

  @Column({ type: 'boolean', default: false })
  sticky: boolean;

  /** Its body is shown only to people who may write on the website. */
  @Column({ type: 'boolean', default: false })
  passwordProtected: boolean;

  @Column({ type: 'int', unsigned: true, nullable: true })
  authorRemoteId: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  authorName: string | null;

  @Column({ type: 'enum', enum: POST_STATUSES })
  status: PostStatus;

  /** WordPress `date_gmt`. */
  @Column({ type: 'datetime', nullable: true })
  createdAt: Date | null;

  /** WordPress `date`: the site-local wall time, `YYYY-MM-DDTHH:mm:ss`. */
  @Column({ type: 'varchar', length: 19, nullable: true })
  createdAtLocal: string | null;

  @Column({ type: 'datetime', nullable: true })
  publishedAt: Date | null;

  /** WordPress `modified_gmt`. */
  @Column({ type: 'datetime' })
  modifiedAt: Date;

  /** WordPress `modified`: site-local. */
  @Column({ type: 'varchar', length: 19, nullable: true })
  modifiedAtLocal: string | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  clonedFromArticleId: number | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  assignedToUserId: number | null;

  /** Moves by one on every assignment: a change from a stale drawer is refused (409). */
  @Column({ type: 'int', default: 1 })
  assignmentVersion: number;

  /** Who made the last assignment, and when (null: never assigned). */
  @Column({ type: 'int', nullable: true })
  assignedById: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  assignedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  generatedByAi: boolean;

  /** Yoast fields as the editor set them (null when never set)… */
  @Column({ type: 'varchar', length: 500, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  ogTitle: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  metaDescription: string | null;

  @Column({ type: 'text', nullable: true })
  ogDescription: string | null;

  /** …and what Yoast generates when they are not set (`yoast_head_json`). */
  @Column({ type: 'text', nullable: true })
  seoTitleDefault: string | null;

  @Column({ type: 'text', nullable: true })
  ogTitleDefault: string | null;

  @Column({ type: 'text', nullable: true })
  metaDescriptionDefault: string | null;

  @Column({ type: 'text', nullable: true })
  ogDescriptionDefault: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  focusKeyword: string | null;

  /** As WordPress renders it, sanitised when stored (and again when returned). */
  @Column({ type: 'mediumtext', nullable: true, select: false })
  contentHtml: string | null;

  /** The excerpt an editor wrote, as text; null when WordPress generates one… */
  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  /** …which is this one. */
  @Column({ type: 'text', nullable: true })
  excerptGenerated: string | null;

  @Column({ type: 'varchar', length: 1000, default: '' })
  link: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  featuredImageUrl: string | null;

  /** Category and tag names. */
  @Column({ type: 'json', nullable: true })
  categories: string[] | null;

  /** Each category's path from its root (`[["World", "Politics"]]`), in `categories`' order. */
  @Column({ type: 'json', nullable: true })
  categoryPaths: string[][] | null;

  @Column({ type: 'json', nullable: true })
  tags: string[] | null;

  /** The featured image's attachment id on the website (null: none, or synced before it was kept). */
  @Column({ type: 'int', unsigned: true, nullable: true })
  featuredMediaId: number | null;

  /** The featured image's own alt text, caption and title (null: none, or not learnt yet). */
  @Column({ type: 'json', nullable: true, select: false })
  featuredMediaText: MediaText | null;

  /**
   * The body images' own alt text, caption and title, by attachment id on the website (their
   * library title is nowhere in the body). Null: synced before it was kept, or no raw body.
   */
  @Column({ type: 'json', nullable: true, select: false })
  bodyMediaText: Record<string, MediaText> | null;

  /**
   * What a clone copies, as the editor wrote it (`context=edit`): the raw title, block content and
   * excerpt, and the post's password ('' when not protected). All null when unknown (rows synced
   * before they were kept, a field too long for its column): a clone then reads the post itself.
   */
  @Column({ type: 'text', nullable: true, select: false })
  rawTitle: string | null;

  @Column({ type: 'mediumtext', nullable: true, select: false })
  rawContent: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  rawExcerpt: string | null;

  /** Every Yoast field of the post a verbatim copy carries, by meta key (OG, Twitter…). */
  @Column({ type: 'json', nullable: true, select: false })
  rawYoast: Record<string, string> | null;

  /** Sealed with SecretBox ('' stays '': not protected); opened only to write a clone. */
  @Column({ type: 'text', nullable: true, select: false })
  postPassword: string | null;

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
