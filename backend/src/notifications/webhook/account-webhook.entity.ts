import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../../core/database/timestamps';
import { Account } from '../../accounts/entities/account.entity';

/**
 * An account's webhook: where its desk's notices are posted (Slack/Teams-compatible JSON), and
 * the secret each post is signed with, sealed and bound to the address's origin.
 */
@Entity('account_webhooks')
export class AccountWebhook extends Timestamped {
  @PrimaryColumn({ type: 'int' })
  accountId: number;

  @OneToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'accountId' })
  account?: Account;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  /** The signing secret, sealed for the url's origin (never answered, never in the trail). */
  @Column({ type: 'text' })
  secretSealed: string;

  /** The last delivery: when, and how it went (`delivered`, or a failure's code). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastOutcome: string | null;
}
