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
import { Article } from '../../articles/entities/article.entity';
import { YOAST_OUTCOMES, type YoastOutcome } from '../../publishing/yoast';
import { Website } from '../../websites/entities/website.entity';

export const CLONE_TYPES = ['unchanged', 'ai'] as const;
export type CloneType = (typeof CLONE_TYPES)[number];
/** `held`: an AI copy written and waiting for a person's review (the website holds AI work). */
export const CLONE_STATES = ['running', 'held', 'completed', 'failed', 'cancelled'] as const;
export type CloneState = (typeof CLONE_STATES)[number];
export const CLONE_POST_STATUSES = ['draft', 'publish', 'private', 'future'] as const;
export type ClonePostStatus = (typeof CLONE_POST_STATUSES)[number];

/** The options a clone was made with: a push of the parent's update repeats them. */
export interface CloneParams {
  skipTranslation: boolean;
  pushSeo: boolean;
  status: ClonePostStatus;
  /** ISO date of a future post. */
  date: string | null;
  /** A verbatim copy kept in step with its source: pushed after each sync that changed it. */
  followSource?: boolean;
}

/** What an AI copy will say on its destination: held for review, edited, then sent as it is. */
export interface CloneDraft {
  title: string;
  html: string;
  excerpt: string;
  seo: { title: string; ogTitle: string; metaDescription: string; focusKeyword: string } | null;
}

/** Cloning into a website that has a copy already: update that copy, or make another one. */
export const EXISTING_COPY = ['update', 'new'] as const;
export type ExistingCopy = (typeof EXISTING_COPY)[number];

/**
 * The clone ledger: one row per copy of a source article on a destination website (usually one
 * per pair; another only when asked for). It holds the remote post id as soon as the post exists,
 * so a retried or repeated clone updates that post instead of creating a second one. Each run's
 * history is a `clone_runs` row.
 */
@Entity('article_clones')
@Index('ix_article_clones_source_website', ['sourceArticleId', 'websiteId', 'id'])
@Index('ix_article_clones_state', ['state', 'id'])
export class ArticleClone {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  sourceArticleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sourceArticleId' })
  sourceArticle?: Article;

  /** The destination website. */
  @Index()
  @Column({ type: 'int' })
  websiteId: number;

  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  /** The post id on the destination; null until the post was created. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  remoteId: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  link: string | null;

  /** Our article row of the copy (the destination's), once saved. */
  @Index()
  @Column({ type: 'int', nullable: true })
  cloneArticleId: number | null;

  @Column({ type: 'int', nullable: true })
  clonedByUserId: number | null;

  @Column({ type: 'enum', enum: CLONE_TYPES })
  type: CloneType;

  @Column({ type: 'enum', enum: CLONE_STATES, default: 'running' })
  state: CloneState;

  @Column({ type: 'varchar', length: 100, nullable: true })
  errorCode: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorMessage: string | null;

  @Column({ type: 'json', nullable: true })
  params: CloneParams | null;

  @Column({ type: 'enum', enum: YOAST_OUTCOMES, nullable: true })
  yoast: YoastOutcome | null;

  /** The source post's `modified_gmt` that was copied: a later one means the source changed. */
  @Column({ type: 'datetime', nullable: true })
  sourceModifiedAt: Date | null;

  /** The source's `modified_gmt` whose change its starter was told of (once per change). */
  @Column({ type: 'datetime', nullable: true })
  toldSourceModifiedAt: Date | null;

  /** A post creation was sent and its answer not recorded yet (a worker may have died). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  creatingAt: Date | null;

  /**
   * An AI copy's text as the AI wrote it and reviewers edited it: set while held, and once sent
   * (what the job writes instead of asking the AI again); cleared when the copy is written.
   */
  @Column({ type: 'json', nullable: true })
  draft: CloneDraft | null;

  /** When the copy was held for review (the review list's order). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  heldAt: Date | null;

  /** Who sent the reviewed draft, and when; null while it waits (or was never held). */
  @Column({ type: 'int', nullable: true })
  reviewedByUserId: number | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  reviewedAt: Date | null;

  /** The history row of the last job that worked on this clone. */
  @Column({ type: 'int', nullable: true })
  lastJobId: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;

  @UpdateDateColumn({
    type: 'datetime',
    precision: 3,
    default: () => 'CURRENT_TIMESTAMP(3)',
    onUpdate: 'CURRENT_TIMESTAMP(3)',
  })
  updatedAt: Date;
}
