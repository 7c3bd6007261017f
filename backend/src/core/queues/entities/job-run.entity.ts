import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** `cancelled`: someone stopped it; it never retries, never completes (JobsService.cancel). */
export const JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Job history in MySQL, so users and ops can search what ran, when, for whom and how it ended. */
@Entity('job_runs')
@Index(['queue', 'state'])
@Index(['state', 'updatedAt'])
@Index(['accountId', 'createdAt'])
export class JobRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  queue: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 128 })
  bullJobId: string;

  @Column({ type: 'enum', enum: JOB_STATES, default: 'waiting' })
  state: JobState;

  @Column({ type: 'tinyint', unsigned: true, default: 0 })
  progress: number;

  /** What the job is doing now (synchronizing, analyzing, cloning, sending, saving, generating). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  stage: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  /** A failure's stable code (`website.sync.unauthorized`), translated by the viewer's client. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  code: string | null;

  /** The values the failure's message names (`{ host, status }`), for its translation by code. */
  @Column({ type: 'json', nullable: true })
  params: Record<string, string | number> | null;

  /** The counts a completed run ended with (a sync's new, updated and deleted articles). */
  @Column({ type: 'json', nullable: true })
  detail: Record<string, number> | null;

  @Column({ type: 'smallint', unsigned: true, default: 0 })
  attempts: number;

  @Column({ type: 'json' })
  payload: Record<string, unknown>;

  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  /** The website the job works on (from its payload): who may see the run follows from it. */
  @Index()
  @Column({ type: 'int', nullable: true })
  websiteId: number | null;

  /** The article the job works on, when it works on one. */
  @Index()
  @Column({ type: 'int', nullable: true })
  articleId: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;

  @UpdateDateColumn({
    type: 'datetime',
    precision: 3,
    default: () => 'CURRENT_TIMESTAMP(3)',
    onUpdate: 'CURRENT_TIMESTAMP(3)',
  })
  updatedAt: Date;

  /** How many attempts its kind of job gets in all (the job catalogue's `attempts`). */
  @Column({ type: 'smallint', unsigned: true, default: 1 })
  maxAttempts: number;

  /** Waiting for its next attempt after a failed one: when that attempt is due. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  /** When a worker first took it (the duration runs from here to finishedAt). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  startedAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  finishedAt: Date | null;
}
