import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;
}
