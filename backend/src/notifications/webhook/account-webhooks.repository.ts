import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { writeAudit, type Audit } from '../../core/audit/audit-trail';
import { AccountWebhook } from './account-webhook.entity';

/** Account webhooks: one row per account that has one. */
@Injectable()
export class AccountWebhooksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async accountExists(accountId: number): Promise<boolean> {
    const rows = await this.db.query<unknown[]>('SELECT id FROM accounts WHERE id = ?', [
      accountId,
    ]);
    return rows.length > 0;
  }

  find(accountId: number): Promise<AccountWebhook | null> {
    return this.db.getRepository(AccountWebhook).findOneBy({ accountId });
  }

  /** Saved (or removed, `null`) with its trail entry, in one transaction. */
  async save(
    accountId: number,
    values: Pick<AccountWebhook, 'url' | 'secretSealed'> | null,
    audit: Audit,
  ): Promise<void> {
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(AccountWebhook);
      if (values === null) await repo.delete({ accountId });
      else await repo.upsert({ accountId, ...values, lastOutcome: null }, ['accountId']);
      await writeAudit(manager, audit, accountId);
    });
  }

  async recordAttempt(accountId: number, outcome: string): Promise<void> {
    await this.db
      .getRepository(AccountWebhook)
      .update({ accountId }, { lastAttemptAt: new Date(), lastOutcome: outcome.slice(0, 100) });
  }
}
