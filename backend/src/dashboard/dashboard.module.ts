import { Module } from '@nestjs/common';
import { feature } from '../core/process/feature';
import { WebsitesModule } from '../websites/websites.module';
import { AllTimeCounts } from './all-time-counts';
import { DashboardController } from './dashboard.controller';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [WebsitesModule],
  providers: [DashboardRepository, DashboardService, AllTimeCounts],
  exports: [DashboardService],
})
export class DashboardModule {}

export const dashboardFeature = feature(DashboardModule, {
  loadedBy: ['api'],
  api: { controllers: [DashboardController] },
});
