import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import { AppConfig } from '../../core/config/env';
import { DomainException } from '../../core/http/domain-error';
import { WebsiteAccess } from '../../websites/website-access';
import { ANALYTICS_ERRORS } from '../analytics.errors';
import { AnalyticsGoalsRepository } from './analytics-goals.repository';
import { AnalyticsRepository } from '../store/analytics.repository';
import type { GoalDto, GoalListDto, SaveGoalDto, TrackingDto } from '../dto/analytics.dto';
import type { AnalyticsGoal } from '../entities/analytics-goal.entity';
import { snippetFor } from '../ingest/tracking-script';
import { TrackerHealth } from '../ingest/tracker-health';

const toDto = ({ id, websiteId, name, kind, value }: AnalyticsGoal): GoalDto => ({
  id,
  websiteId,
  name,
  kind,
  value,
});

/** A website's tracking snippet and its conversion goals. */
@Injectable()
export class AnalyticsGoals {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly goals: AnalyticsGoalsRepository,
    private readonly access: WebsiteAccess,
    private readonly config: AppConfig,
    private readonly health: TrackerHealth,
  ) {}

  async tracking(user: AuthUser, websiteId: number): Promise<TrackingDto> {
    await this.access.readable(user, websiteId);
    const [publicId, lastBeaconAt, refused] = await Promise.all([
      this.repo.publicIdOf(websiteId),
      this.repo.lastBeaconAt(websiteId),
      this.health.refusals(websiteId),
    ]);
    return {
      publicId,
      snippet: snippetFor(this.config.publicUrl, publicId),
      lastBeaconAt: lastBeaconAt?.toISOString() ?? null,
      refused,
    };
  }

  async list(user: AuthUser, websiteId: number): Promise<GoalListDto> {
    await this.access.readable(user, websiteId);
    return { data: (await this.goals.goalsOf(websiteId)).map(toDto) };
  }

  async create(user: AuthUser, websiteId: number, dto: SaveGoalDto): Promise<GoalDto> {
    await this.access.writable(user, websiteId);
    await this.refuseTaken(websiteId, dto);
    const goal = await this.goals.saveGoal({ websiteId, ...this.clean(dto) });
    return toDto(goal);
  }

  async update(user: AuthUser, websiteId: number, id: number, dto: SaveGoalDto): Promise<GoalDto> {
    await this.access.writable(user, websiteId);
    // The website is checked first: another account's caller learns nothing of its goals.
    const goal = Number.isInteger(id) ? await this.goals.findGoal(websiteId, id) : null;
    if (!goal) throw new DomainException(ANALYTICS_ERRORS.goalNotFound);
    await this.refuseTaken(websiteId, dto, id);
    const saved = await this.goals.saveGoal({ ...goal, ...this.clean(dto) });
    return toDto(saved);
  }

  async remove(user: AuthUser, websiteId: number, id: number): Promise<void> {
    await this.access.writable(user, websiteId);
    // The website is checked first: another account's caller learns nothing of its goals.
    const goal = Number.isInteger(id) ? await this.goals.findGoal(websiteId, id) : null;
    if (!goal) throw new DomainException(ANALYTICS_ERRORS.goalNotFound);
    await this.goals.deleteGoal(goal.id);
  }

  private clean(dto: SaveGoalDto) {
    const value = dto.kind === 'path' && !dto.value.startsWith('/') ? `/${dto.value}` : dto.value;
    return { name: dto.name.trim(), kind: dto.kind, value };
  }

  private async refuseTaken(websiteId: number, dto: SaveGoalDto, id?: number) {
    const { kind, value } = this.clean(dto);
    const other = await this.goals.findGoalByValue(websiteId, kind, value);
    if (other && other.id !== id) {
      throw new DomainException(ANALYTICS_ERRORS.goalTaken, {
        errors: { value: [ANALYTICS_ERRORS.goalTaken.message] },
      });
    }
  }
}
