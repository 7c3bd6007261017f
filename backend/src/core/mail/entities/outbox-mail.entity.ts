import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A mail to send. The job carries only this row's id; a retry after sending does nothing. A mail
 * carrying a working link (invite, reset, verify) keeps only a placeholder in its text: the link is
 * sealed beside it and erased once sent, so a database reader never holds a usable link.
 */
@Entity('mail_outbox')
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  to: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'mediumtext' })
  text: string;

  @Column({ type: 'mediumtext', nullable: true })
  html: string | null;

  /** The link the placeholder stands for, sealed with the SecretBox; NULL once sent. */
  @Column({ type: 'text', nullable: true })
  sealedLink: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  /** The user it is for, when it is about their account (an invitation): how their row shows it. */
  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** What it is for (`invite`, …), so a delivery outcome reaches whoever shows it. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  purpose: string | null;

  /** The last failed attempt and why; cleared once sent. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  failedAt: Date | null;

  /** The SMTP server's own answer, for whoever reads the database: never sent to a browser. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  failure: string | null;

  /** Why, as a stable code (`mail.auth`, `mail.recipient_rejected`…): what the reader sees, translated. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  failureCode: string | null;

  /** The SMTP reply status of the failure (550, 421…), when the server answered. */
  @Column({ type: 'smallint', unsigned: true, nullable: true })
  failureStatus: number | null;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;
}
