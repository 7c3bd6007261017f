import { Global, Module } from '@nestjs/common';
import { RealtimePublisher } from './publisher';

/** The publisher is everywhere (api and workers); the gateway only where sockets are served. */
@Global()
@Module({ providers: [RealtimePublisher], exports: [RealtimePublisher] })
export class RealtimeModule {}
