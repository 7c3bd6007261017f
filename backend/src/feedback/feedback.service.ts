import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { isAdministrator } from '../core/access/grants';
import { DomainException } from '../core/http/domain-error';
import type { Page } from '../core/http/pagination';
import type { ChangeAction } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import {
  FEEDBACK_AGENT_MAX,
  type CreateFeedbackDto,
  type FeedbackDto,
  type FeedbackQueryDto,
  type FeedbackSavedDto,
} from './dto/feedback.dto';
import type { Feedback } from './entities/feedback.entity';
import { FEEDBACK_ERRORS } from './feedback.errors';
import { FeedbackRepository, type FeedbackScope } from './feedback.repository';

export const FEEDBACK_MESSAGES = {
  submitted: 'Your feedback has been submitted successfully',
  deleted: 'Feedback has been deleted',
} as const;

/**
 * Anyone signed in reports; readers of feedback see their own account's reports, administrators
 * everyone's (another account's report answers 404, as if it did not exist).
 */
@Injectable()
export class FeedbackService {
  constructor(
    private readonly feedbacks: FeedbackRepository,
    private readonly events: RealtimeEvents,
  ) {}

  async list(user: AuthUser, query: FeedbackQueryDto): Promise<Page<FeedbackDto>> {
    const [rows, total] = await this.feedbacks.page(query, scopeOf(user));
    return { data: rows.map(toDto), total, page: query.page, perPage: query.perPage };
  }

  async submit(
    user: AuthUser,
    dto: CreateFeedbackDto,
    userAgent: string | undefined,
  ): Promise<FeedbackSavedDto> {
    const id = await this.feedbacks.insert({
      userId: user.id,
      accountId: user.accountId,
      fullName: dto.fullName,
      email: dto.email,
      message: dto.message,
      page: dto.page ?? '',
      userAgent: (userAgent ?? '').slice(0, FEEDBACK_AGENT_MAX),
    });
    const saved = await this.feedbacks.findById(id);
    this.announce('created', id, user.accountId);
    return { message: FEEDBACK_MESSAGES.submitted, data: toDto(saved!) };
  }

  async remove(user: AuthUser, id: number): Promise<{ message: string }> {
    const found = await this.feedbacks.findVisible(id, scopeOf(user));
    if (!found || !(await this.feedbacks.delete(id))) {
      throw new DomainException(FEEDBACK_ERRORS.notFound);
    }
    this.announce('deleted', id, found.accountId);
    return { message: FEEDBACK_MESSAGES.deleted };
  }

  private announce(action: ChangeAction, id: number, accountId: number | null) {
    void this.events.publish('feedbacks.changed', { action, id, accountId });
  }
}

const scopeOf = (user: AuthUser): FeedbackScope =>
  isAdministrator(user) ? { all: true } : { all: false, accountId: user.accountId };

function toDto(f: Feedback): FeedbackDto {
  return {
    id: f.id,
    fullName: f.fullName,
    email: f.email,
    message: f.message,
    context: { page: f.page, userAgent: f.userAgent },
    userId: f.userId,
    accountId: f.accountId,
    createdAt: f.createdAt.toISOString(),
  };
}
