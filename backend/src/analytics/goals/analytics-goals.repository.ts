import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AnalyticsGoal, type GoalKind } from '../entities/analytics-goal.entity';

/** The one door to a website's conversion goals (the goals page and the beacon's matching). */
@Injectable()
export class AnalyticsGoalsRepository {
  constructor(@InjectRepository(AnalyticsGoal) private readonly goals: Repository<AnalyticsGoal>) {}

  goalsOf(websiteId: number): Promise<AnalyticsGoal[]> {
    return this.goals.find({ where: { websiteId }, order: { id: 'ASC' } });
  }

  /** The goals of several websites at once (a batch of beacons matches against them). */
  goalsOfSites(websiteIds: number[]): Promise<AnalyticsGoal[]> {
    if (websiteIds.length === 0) return Promise.resolve([]);
    return this.goals.find({ where: { websiteId: In(websiteIds) }, order: { id: 'ASC' } });
  }

  findGoal(websiteId: number, id: number): Promise<AnalyticsGoal | null> {
    return this.goals.findOneBy({ websiteId, id });
  }

  findGoalByValue(websiteId: number, kind: GoalKind, value: string) {
    return this.goals.findOneBy({ websiteId, kind, value });
  }

  saveGoal(goal: Partial<AnalyticsGoal>): Promise<AnalyticsGoal> {
    return this.goals.save(goal);
  }

  async deleteGoal(id: number): Promise<void> {
    await this.goals.delete({ id });
  }
}
