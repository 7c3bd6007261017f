import { Global, Module } from '@nestjs/common';
import { ChangeSequence } from './change-sequence';
import { JobTextLog } from './job-text-log';
import { PresenceRegistry } from './presence-registry';
import { RealtimePublisher } from './publisher';
import { RealtimeEvents } from './realtime-events';

/** The publisher and the event map are everywhere (api and workers); the gateway only where sockets are served. */
@Global()
@Module({
  providers: [RealtimePublisher, RealtimeEvents, ChangeSequence, PresenceRegistry, JobTextLog],
  exports: [RealtimePublisher, RealtimeEvents, ChangeSequence, PresenceRegistry, JobTextLog],
})
export class RealtimeModule {}
