import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import {
  ArticleClone,
  CLONE_STATES,
  CLONE_TYPES,
  type CloneState,
  type CloneType,
} from './article-clone.entity';

/**
 * The clone history: one row per clone run (a start, a push, a retry from the Jobs page), kept
 * when the copy is cloned again: who, when, how, how it ended and the post it wrote. Bull's own
 * attempts of one run share its row (keyed by the job's history row).
 */
@Entity('clone_runs')
@Index('ix_clone_runs_source', ['sourceArticleId', 'id'])
export class CloneRun {
  @PrimaryGeneratedColumn()
  id: number;

  /** The job's history row: one per run. */
  @Index('uq_clone_runs_job', { unique: true })
  @Column({ type: 'int' })
  jobRunId: number;

  /** The copy (ledger row) the run wrote. */
  @Index()
  @Column({ type: 'int' })
  cloneId: number;

  @ManyToOne(() => ArticleClone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'cloneId' })
  clone?: ArticleClone;

  @Column({ type: 'int' })
  sourceArticleId: number;

  /** The destination website. */
  @Column({ type: 'int' })
  websiteId: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'enum', enum: CLONE_TYPES })
  type: CloneType;

  /** Whether the run made a new copy or updated an existing one. */
  @Column({ type: 'boolean', default: false })
  newCopy: boolean;

  /** Started by a sync that changed the source (the copy follows it), not by a person. */
  @Column({ type: 'boolean', default: false })
  followed: boolean;

  @Column({ type: 'enum', enum: CLONE_STATES, default: 'running' })
  state: CloneState;

  @Column({ type: 'int', unsigned: true, nullable: true })
  remoteId: number | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  link: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  errorCode: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  errorMessage: string | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  finishedAt: Date | null;
}
