import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, MoreThanOrEqual } from 'typeorm';
import { Notification } from './entities/notification.entity';
import { NotificationDigest } from './entities/notification-digest.entity';
import { NotificationPreference } from './entities/notification-preference.entity';
import type { NotificationKind } from './notification-kinds';

/** A person's notifications and their choices of channel. */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get rows() {
    return this.db.getRepository(Notification);
  }

  add(row: Pick<Notification, 'userId' | 'kind' | 'params' | 'link'>): Promise<Notification> {
    return this.rows.save(this.rows.create(row));
  }

  /** Newest first, `limit` before the id `before` (keyset). */
  page(userId: number, before: number | null, limit: number): Promise<Notification[]> {
    return this.rows.find({
      where: { userId, ...(before !== null ? { id: LessThan(before) } : {}) },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  unread(userId: number): Promise<number> {
    return this.rows.count({ where: { userId, readAt: IsNull() } });
  }

  /** Marks these (all when null) of the person's notifications read; how many were unread. */
  async markRead(userId: number, ids: number[] | null): Promise<number> {
    const result = await this.rows.update(
      { userId, readAt: IsNull(), ...(ids ? { id: In(ids) } : {}) },
      { readAt: new Date() },
    );
    return result.affected ?? 0;
  }

  /** The names a run's notice shows: its website's, and its article's title. */
  async namesOf(
    websiteId: number | null,
    articleId: number | null,
  ): Promise<{ website?: string; title?: string }> {
    const [website] = websiteId
      ? await this.db.query<{ name: string }[]>('SELECT name FROM websites WHERE id = ?', [
          websiteId,
        ])
      : [];
    const [article] = articleId
      ? await this.db.query<{ title: string }[]>(
          'SELECT COALESCE(titleFull, title) AS title FROM articles WHERE id = ?',
          [articleId],
        )
      : [];
    return {
      ...(website ? { website: website.name } : {}),
      ...(article ? { title: article.title } : {}),
    };
  }

  preferences(userId: number): Promise<NotificationPreference[]> {
    return this.db.getRepository(NotificationPreference).find({ where: { userId } });
  }

  preference(userId: number, kind: NotificationKind): Promise<NotificationPreference | null> {
    return this.db.getRepository(NotificationPreference).findOne({ where: { userId, kind } });
  }

  async savePreferences(rows: NotificationPreference[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.getRepository(NotificationPreference).upsert(rows, ['userId', 'kind']);
  }

  /** Whether the person chose the daily digest. */
  async digests(userId: number): Promise<boolean> {
    return (await this.db.getRepository(NotificationDigest).countBy({ userId })) > 0;
  }

  /** Turns the digest on (its first day starts now; kept when on already) or off. */
  async setDigest(userId: number, on: boolean): Promise<void> {
    const digests = this.db.getRepository(NotificationDigest);
    if (!on) await digests.delete({ userId });
    else
      await digests.upsert(
        { userId, lastSentAt: new Date() },
        {
          conflictPaths: ['userId'],
          skipUpdateIfNoValuesChanged: true,
          upsertType: 'on-duplicate-key-update',
        },
      );
  }

  /** People whose digest day ended (`lastSentAt` before `dayStartedBefore`), a batch at a time. */
  dueDigests(dayStartedBefore: Date, limit: number): Promise<NotificationDigest[]> {
    return this.db.getRepository(NotificationDigest).find({
      where: { lastSentAt: LessThan(dayStartedBefore) },
      order: { lastSentAt: 'ASC' },
      take: limit,
    });
  }

  /** The person's unread notifications since an instant, newest first (at most `limit`). */
  unreadSince(userId: number, since: Date, limit: number): Promise<Notification[]> {
    return this.rows.find({
      where: { userId, readAt: IsNull(), createdAt: MoreThanOrEqual(since) },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  async digestSent(userId: number, at: Date): Promise<void> {
    await this.db.getRepository(NotificationDigest).update({ userId }, { lastSentAt: at });
  }
}
