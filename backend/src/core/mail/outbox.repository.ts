import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OutboxMail } from './entities/outbox-mail.entity';
import type { MailDeliveryError } from './mail.errors';

/** The one door to the mail outbox: mails are written before they are queued, marked once sent. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>) {}

  add(
    mail: Pick<OutboxMail, 'to' | 'subject' | 'text' | 'html' | 'sealedLink'> &
      Partial<Pick<OutboxMail, 'userId' | 'purpose'>>,
  ) {
    return this.outbox.save(this.outbox.create(mail));
  }

  findById(id: number): Promise<OutboxMail | null> {
    return this.outbox.findOneBy({ id });
  }

  /** Sent: the link it carried is forgotten. */
  async markSent(id: number): Promise<void> {
    await this.outbox.update(id, {
      sentAt: new Date(),
      sealedLink: null,
      failedAt: null,
      failure: null,
      failureCode: null,
      failureStatus: null,
    });
  }

  /** An attempt failed (it may be retried): when and why, for whoever shows the mail's fate. */
  async markFailed(id: number, failure: MailDeliveryError): Promise<void> {
    await this.outbox.update(id, {
      failedAt: new Date(),
      failure: failure.raw.slice(0, 500),
      failureCode: failure.code,
      failureStatus: failure.smtpStatus,
    });
  }

  /** The latest mail of each of these users for `purpose`: how their invitation went. */
  async latestFor(userIds: readonly number[], purpose: string): Promise<OutboxMail[]> {
    if (userIds.length === 0) return [];
    return this.outbox
      .createQueryBuilder('mail')
      .select([
        'mail.id',
        'mail.userId',
        'mail.sentAt',
        'mail.failedAt',
        'mail.failureCode',
        'mail.failureStatus',
        'mail.createdAt',
      ])
      .where('mail.userId IN (:...userIds)', { userIds })
      .andWhere('mail.purpose = :purpose', { purpose })
      .andWhere(
        'mail.id = (SELECT MAX(m2.id) FROM mail_outbox m2 WHERE m2.userId = mail.userId AND m2.purpose = :purpose)',
      )
      .getMany();
  }
}
