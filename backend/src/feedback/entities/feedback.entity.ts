import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Account } from '../../accounts/entities/account.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A problem a signed-in user reported from the navbar (spec §3 Feedback: full name, email,
 * message, context, date). The context is the page it was sent from and the browser's agent. The
 * reporter's account decides who reads it; the report outlives its reporter.
 */
@Entity('feedbacks')
@Index('ix_feedbacks_created', ['createdAt', 'id'])
@Index('ix_feedbacks_account_created', ['accountId', 'createdAt', 'id'])
export class Feedback {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @ManyToOne(() => Account, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'accountId' })
  account?: Account;

  @Column({ type: 'varchar', length: 255 })
  fullName: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Column({ type: 'text' })
  message: string;

  /** The page the report was sent from (path and query). */
  @Column({ type: 'varchar', length: 2000, default: '' })
  page: string;

  /** The browser's User-Agent header. */
  @Column({ type: 'varchar', length: 500, default: '' })
  userAgent: string;

  @CreateDateColumn({ type: 'datetime', precision: 3, default: () => 'CURRENT_TIMESTAMP(3)' })
  createdAt: Date;
}
