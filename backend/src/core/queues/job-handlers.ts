import { Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { JOB_HANDLER, type JobHandler, type JobHandlerMeta } from './job-handler';
import type { JobName } from './job-catalogue';

export interface RegisteredHandler extends JobHandlerMeta {
  handler: JobHandler;
}

/** Every job's handler (`@HandlesJob`), found among the providers once the app is built. */
@Injectable()
export class JobHandlers {
  private found?: Map<JobName, RegisteredHandler>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  all(): RegisteredHandler[] {
    return [...this.registry().values()];
  }

  of(name: string): RegisteredHandler | undefined {
    return this.registry().get(name as JobName);
  }

  private registry(): Map<JobName, RegisteredHandler> {
    if (this.found) return this.found;
    const found = new Map<JobName, RegisteredHandler>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const meta = this.reflector.get<JobHandlerMeta | undefined>(JOB_HANDLER, wrapper.metatype);
      if (!meta) continue;
      if (found.has(meta.name)) throw new Error(`Two handlers for the job ${meta.name}`);
      found.set(meta.name, { ...meta, handler: wrapper.instance as JobHandler });
    }
    this.found = found;
    return found;
  }
}
