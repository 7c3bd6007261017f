import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../core/process/feature';
import { WebsitesModule } from '../websites/websites.module';
import { AnalyticsChanges } from './live/analytics-changes';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsGoals } from './goals/analytics-goals.service';
import { AnalyticsIngest } from './ingest/analytics-ingest.service';
import { AnalyticsLive, AnalyticsLiveHandler } from './live/analytics-live';
import { AnalyticsQuery } from './reports/analytics-query.service';
import { AnalyticsStore } from './store/analytics-store.service';
import { AnalyticsRepository } from './store/analytics.repository';
import { AnalyticsRetention, AnalyticsRetentionHandler } from './store/analytics-retention';
import { CollectController } from './collect.controller';
import {
  AnalyticsArticleRollup,
  AnalyticsPageRollup,
  AnalyticsPath,
  AnalyticsSourceRollup,
} from './entities/analytics-breakdown.entity';
import { AnalyticsEvent } from './entities/analytics-event.entity';
import { AnalyticsGoal } from './entities/analytics-goal.entity';
import { AnalyticsGoalsRepository } from './goals/analytics-goals.repository';
import { AnalyticsDay, AnalyticsHour, AnalyticsMinute } from './entities/analytics-rollup.entity';
import { AnalyticsSite } from './entities/analytics-site.entity';
import { AnalyticsStreamEntry } from './entities/analytics-stream-entry.entity';
import { BeaconStream } from './ingest/beacon-stream';
import { IngestMetrics } from './ingest/ingest-metrics';
import { TrackedSites } from './ingest/tracked-sites';
import { TrackerHealth } from './ingest/tracker-health';
import { StoryReach } from './reports/story-reach.service';

/**
 * Traffic analytics: api nodes take beacons (handed to the workers through the beacon stream) and
 * answer reports; workers store the beacons and keep the retention.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AnalyticsSite,
      AnalyticsEvent,
      AnalyticsGoal,
      AnalyticsMinute,
      AnalyticsHour,
      AnalyticsDay,
      AnalyticsSourceRollup,
      AnalyticsPageRollup,
      AnalyticsArticleRollup,
      AnalyticsPath,
      AnalyticsStreamEntry,
    ]),
    WebsitesModule,
  ],
  providers: [
    AnalyticsRepository,
    AnalyticsGoalsRepository,
    TrackedSites,
    IngestMetrics,
    BeaconStream,
  ],
  exports: [
    AnalyticsRepository,
    AnalyticsGoalsRepository,
    TrackedSites,
    IngestMetrics,
    BeaconStream,
    WebsitesModule,
  ],
})
export class AnalyticsModule {}

export const analyticsFeature = feature(AnalyticsModule, {
  api: {
    controllers: [CollectController, AnalyticsController],
    providers: [AnalyticsIngest, AnalyticsQuery, AnalyticsGoals, StoryReach, TrackerHealth],
  },
  workers: {
    providers: [
      AnalyticsStore,
      AnalyticsRetention,
      AnalyticsRetentionHandler,
      AnalyticsChanges,
      AnalyticsLive,
      AnalyticsLiveHandler,
    ],
  },
});
