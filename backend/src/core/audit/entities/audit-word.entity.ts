import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AuditEntry } from './audit-entry.entity';

/**
 * A word of an entry's record name or author address (core/audit/audit-words): the trail's search
 * reads the entries of a word, or of every word starting so, from the primary key alone.
 */
@Entity('audit_words')
// Is this entry one with a word starting so? One short range per entry.
@Index('IDX_audit_words_entry', ['entryId', 'word'])
// An account's reader searches its account's entries: their words apart.
@Index('IDX_audit_words_account', ['accountId', 'word', 'entryId'])
export class AuditWord {
  @PrimaryColumn({ type: 'varchar', length: 48 })
  word: string;

  @PrimaryColumn({ type: 'bigint' })
  entryId: string;

  /** The entry's account (null: shared records, read by administrators only). */
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  /** An entry's words go with it (the retention purge deletes entries only). */
  @ManyToOne(() => AuditEntry, { onDelete: 'CASCADE', createForeignKeyConstraints: true })
  @JoinColumn({ name: 'entryId' })
  entry?: AuditEntry;
}
