import { Global, Module } from '@nestjs/common';
import { RealtimePublisher } from './publisher';
import { RealtimeEvents } from './realtime-events';

/** The publisher and the event map are everywhere (api and workers); the gateway only where sockets are served. */
@Global()
@Module({
  providers: [RealtimePublisher, RealtimeEvents],
  exports: [RealtimePublisher, RealtimeEvents],
})
export class RealtimeModule {}
