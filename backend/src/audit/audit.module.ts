import { Module } from '@nestjs/common';
import { feature } from '../core/process/feature';
import { SettingsModule } from '../settings/settings.module';
import { AuditAnnouncer } from './audit-announcer';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditRetentionHandler } from './audit-retention';
import { AuditService } from './audit.service';

/**
 * The audit trail's reading side: list, History, export and retention. Entries are written by the
 * repositories of what changed, in their transactions (core/audit).
 */
@Module({
  providers: [AuditRepository, AuditAnnouncer],
  exports: [AuditRepository],
})
export class AuditModule {}

export const auditFeature = feature(AuditModule, {
  api: { controllers: [AuditController], providers: [AuditService] },
  workers: { imports: [SettingsModule], providers: [AuditRetentionHandler] },
});
