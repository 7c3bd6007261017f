import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { Counter, Gauge, Histogram } from 'prom-client';
import { AppConfig } from '../../core/config/env';
import { MetricsRegistry } from '../../core/metrics/metrics.registry';
import { InjectRedis } from '../../core/redis/redis.module';
import { analyticsKeys } from '../analytics-keys';

/**
 * The beacon ingest on /metrics, one set per process: api nodes count what they receive and drop,
 * workers what they store; both report the beacons they hold in memory.
 */
@Injectable()
export class IngestMetrics {
  readonly received: Counter;
  readonly stored: Counter;
  readonly invalid: Counter;
  readonly dropped: Counter<'reason'>;
  readonly flush: Histogram;
  private readonly holders: (() => number)[] = [];

  constructor(metrics: MetricsRegistry, @InjectRedis() redis: Redis, config: AppConfig) {
    const registers = [metrics.registry];
    this.received = new Counter({
      name: 'ams_beacons_received_total',
      help: 'Beacons with a valid body received by this process.',
      registers,
    });
    this.stored = new Counter({
      name: 'ams_beacons_stored_total',
      help: 'Page views and events stored by this process.',
      registers,
    });
    this.invalid = new Counter({
      name: 'ams_beacons_invalid_total',
      help: 'Beacon bodies refused (400/413).',
      registers,
    });
    this.dropped = new Counter({
      name: 'ams_beacons_dropped_total',
      help: 'Beacons answered 202 but not stored, by reason.',
      labelNames: ['reason'],
      registers,
    });
    this.flush = new Histogram({
      name: 'ams_beacon_flush_seconds',
      help: 'Time spent writing beacon batches.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    });
    const holders = this.holders;
    new Gauge({
      name: 'ams_beacons_buffered',
      help: 'Beacons this process holds in memory: accepted and not yet handed to the workers, or read by a worker and not yet stored.',
      registers,
      collect() {
        this.set(holders.reduce((sum, count) => sum + count(), 0));
      },
    });
    const stream = analyticsKeys(config).beacons;
    new Gauge({
      name: 'ams_beacon_stream_entries',
      help: 'Batches of beacons handed to the workers and not yet stored (every node).',
      registers,
      async collect() {
        try {
          this.set(await redis.xlen(stream));
        } catch {
          // Redis is away: the gauge keeps its last value.
        }
      },
    });
  }

  /** Adds beacons held in memory (a count read at each scrape) to `ams_beacons_buffered`. */
  holds(count: () => number) {
    this.holders.push(count);
  }
}
