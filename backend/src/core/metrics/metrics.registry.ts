import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * What `/metrics` shows for this process (Prometheus scrapes every node): one prom-client
 * registry, with Node's own process metrics; each domain adds its counters, gauges and
 * histograms to `registry` (`registers: [metrics.registry]`).
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  /** HTTP latency by method, route pattern (never the raw path) and status class. */
  readonly httpLatency = new Histogram({
    name: 'ams_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'ams_' });
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
