import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { likeContains, pageOffset } from '../core/http/pagination';
import type { FeedbackQueryDto } from './dto/feedback.dto';
import { Feedback } from './entities/feedback.entity';

/** Null: every account's reports (administrators); a number: that account's only. */
export type FeedbackScope = { all: true } | { all: false; accountId: number | null };

export type NewFeedback = Pick<
  Feedback,
  'userId' | 'accountId' | 'fullName' | 'email' | 'message' | 'page' | 'userAgent'
>;

@Injectable()
export class FeedbackRepository {
  constructor(@InjectRepository(Feedback) private readonly feedbacks: Repository<Feedback>) {}

  private scoped(scope: FeedbackScope) {
    const qb = this.feedbacks.createQueryBuilder('f');
    if (!scope.all) {
      // A user of no account reads no one's reports.
      qb.where('f.accountId = :accountId', { accountId: scope.accountId ?? -1 });
    }
    return qb;
  }

  async page(query: FeedbackQueryDto, scope: FeedbackScope): Promise<[Feedback[], number]> {
    const qb = this.scoped(scope);
    if (query.q) {
      const like = likeContains(query.q);
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('f.fullName LIKE :like', { like })
            .orWhere('f.email LIKE :like', { like })
            .orWhere('f.message LIKE :like', { like })
            .orWhere('f.page LIKE :like', { like }),
        ),
      );
    }
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(`f.${query.sortBy}`, direction)
      .addOrderBy('f.id', direction)
      .offset(pageOffset(query))
      .limit(query.perPage)
      .getManyAndCount();
  }

  findVisible(id: number, scope: FeedbackScope): Promise<Feedback | null> {
    return this.scoped(scope).andWhere('f.id = :id', { id }).getOne();
  }

  async insert(row: NewFeedback): Promise<number> {
    const result = await this.feedbacks.insert(row);
    return (result.identifiers[0] as { id: number }).id;
  }

  findById(id: number): Promise<Feedback | null> {
    return this.feedbacks.findOneBy({ id });
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.feedbacks.delete(id);
    return (result.affected ?? 0) > 0;
  }
}
