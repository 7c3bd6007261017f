import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AuditSubject } from '../core/audit/audit-vocabulary';
import type { AuditChanged } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { AuditRepository } from './audit.repository';

/**
 * Announces `audit.changed` once an entry of the trail is committed, whoever wrote it (every
 * repository writes its entries inside its own transaction): an open audit list or History tab
 * shows a sign-in, a role change or a clone without a reload. An entry of a transaction rolled
 * back is never announced; a transaction that wrote several entries of one record announces it
 * once.
 */
@Injectable()
export class AuditAnnouncer implements OnModuleInit {
  private readonly log = new Logger('Audit');

  constructor(
    private readonly audit: AuditRepository,
    private readonly events: RealtimeEvents,
  ) {}

  onModuleInit() {
    this.audit.onCommitted((entries) => {
      const records = new Map<string, AuditChanged>();
      for (const { accountId = null, subject, subjectId = null } of entries) {
        records.set(`${accountId}|${subject}|${subjectId}`, {
          accountId,
          subject: subject as AuditSubject,
          subjectId,
        });
      }
      for (const record of records.values()) {
        this.events.publish('audit.changed', record).catch((error: Error) => {
          this.log.warn(`An audit entry could not be announced: ${error.message}`);
        });
      }
    });
  }
}
