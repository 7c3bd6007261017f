import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One change in the audit trail, written in the transaction of the change it records. */
@Entity('audit_entries')
// The list reads newest first by id: each filter it pages by has the id after it.
@Index('IDX_audit_account', ['accountId', 'id'])
@Index('IDX_audit_subject', ['subject', 'subjectId', 'id'])
// A kind of record and an action together ("every user changed") are counted from the index alone.
@Index('IDX_audit_subject_action', ['subject', 'action', 'id'])
@Index('IDX_audit_actor', ['actorId', 'id'])
@Index('IDX_audit_at', ['at'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  at: Date;

  /** Who: null for the product itself (a sign-up, a job). No foreign key: the trail outlives users. */
  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  /** Their address then, so a deleted user's changes still say whose they were. */
  @Column({ type: 'varchar', length: 190, nullable: true })
  actorEmail: string | null;

  /** From where: the client's address as Express takes it (trust proxy) and its browser. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  userAgent: string | null;

  /** The account the record belongs to; null: shared (roles, providers, settings). */
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @Column({ type: 'varchar', length: 32 })
  subject: string;

  @Column({ type: 'int', nullable: true })
  subjectId: number | null;

  /** The record's name when it changed (a deleted record keeps it). */
  @Column({ type: 'varchar', length: 200 })
  label: string;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  /** What changed: field, before and after (a secret says only that it changed). */
  @Column({ type: 'json' })
  changes: AuditChange[];
}

export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
  /** A secret (key, password): its values are never written. */
  secret?: true;
}
