import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';
import { User } from '../../users/entities/user.entity';
import { Website } from '../../websites/entities/website.entity';

export const GENERATION_MODES = ['update', 'follow_up', 'rework'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];
export const GENERATION_STATES = [
  'generating',
  'ready',
  'failed',
  'sending',
  'used',
  'discarded',
] as const;
/** A post's own words as WordPress keeps them (raw). */
export interface ReplacedPost {
  title: string;
  content: string;
  excerpt: string;
}

export type GenerationState = (typeof GENERATION_STATES)[number];

/**
 * An article written by AI from a topic and up to 3 source articles for a destination website:
 * generated (streamed), then regenerated, used or discarded.
 */
@Entity('generated_articles')
@Index(['userId', 'createdAt'])
export class GeneratedArticle extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  accountId: number;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The destination. */
  @ManyToOne(() => Website, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'websiteId' })
  website?: Website;

  @Column({ type: 'int' })
  websiteId: number;

  @Column({ type: 'varchar', length: 500 })
  topic: string;

  @Column({ type: 'enum', enum: GENERATION_MODES })
  mode: GenerationMode;

  /** The existing article to update or rework. */
  @Column({ type: 'int', nullable: true })
  targetArticleId: number | null;

  @Column({ type: 'json' })
  sourceArticleIds: number[];

  @Column({ type: 'enum', enum: GENERATION_STATES, default: 'generating' })
  state: GenerationState;

  /** The job run writing it (the page follows `job:<id>`). */
  @Column({ type: 'int', nullable: true })
  jobId: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  title: string | null;

  @Column({ type: 'mediumtext', nullable: true })
  contentHtml: string | null;

  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  ogTitle: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  metaDescription: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  focusKeyword: string | null;

  /** The post it became on the destination, once used. */
  @Column({ type: 'int', unsigned: true, nullable: true })
  remoteId: number | null;

  /** Our row of that post. */
  @Column({ type: 'int', nullable: true })
  articleId: number | null;

  /**
   * Set just before the post is created on the destination: a worker killed before it heard the
   * post's id leaves it, and the retry adopts the post instead of creating a second.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  creatingAt: Date | null;

  /** What happened to the SEO data in Yoast when it was sent. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  yoast: 'saved' | 'not_saved' | 'absent' | null;

  /** Why the last generation failed (a stable code). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  failureCode: string | null;

  /**
   * The post as it was before Use replaced it (an update or a rework), read from WordPress just
   * before the write: what Undo puts back. Null for a follow-up, and once undone.
   */
  @Column({ type: 'json', nullable: true })
  replacedPost: ReplacedPost | null;
}
