import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import { Counter, Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/env';
import { MetricsRegistry } from '../metrics/metrics.registry';
import { serverOptions } from './preflight';

/** How often each replica's lag is asked (its own connection, apart from the reads' pools). */
export const PROBE_MS = 1000;
/**
 * How long a read waits on a replica for the primary's last transaction before it goes to the
 * primary instead (a replica in step has it within milliseconds).
 */
const CATCH_UP_SECONDS = 0.25;

/**
 * Where a replica-worthy read went: a replica in step, or the primary because none was serving,
 * the one asked had not caught up within CATCH_UP_SECONDS, or it could not be reached.
 */
type ReadOutcome = 'replica' | 'none_serving' | 'behind' | 'unreachable';

/** `up`: serving reads; `lagging`: further behind than the bound, or replication stopped. */
export type ReplicaState = 'up' | 'lagging' | 'down';

export interface ReplicaStatus {
  /** host:port (never the credentials). */
  name: string;
  state: ReplicaState;
  /** Seconds behind the primary, as the replica reports it; null when it cannot say. */
  lagSeconds: number | null;
}

interface Replica extends ReplicaStatus {
  /** TypeORM's name for it in mysql2's pool cluster. */
  node: string;
  url: string;
  probe: Pool;
  /** Whether it is a member of the reads' pool cluster now. */
  inCluster: boolean;
}

/** mysql2's pool cluster inside TypeORM's driver: members are added and removed by name. */
interface PoolCluster {
  add(id: string, config: object): void;
  remove(pattern: string): void;
}
interface ReplicatingDriver {
  poolCluster?: PoolCluster;
  options: { replication?: { slaves: object[] } };
  createConnectionOptions(options: object, credentials: object): object;
}

/** SHOW REPLICA STATUS's words: MariaDB keeps the old column names, MySQL 8 has new ones. */
function lagOf(row: RowDataPacket | undefined): { running: boolean; lag: number | null } {
  if (!row) return { running: false, lag: null };
  const io = row.Slave_IO_Running ?? row.Replica_IO_Running;
  const sql = row.Slave_SQL_Running ?? row.Replica_SQL_Running;
  const behind = row.Seconds_Behind_Master ?? row.Seconds_Behind_Source;
  return {
    running: io === 'Yes' && sql === 'Yes',
    lag: behind === null || behind === undefined ? null : Number(behind),
  };
}

/**
 * The read replicas (DATABASE_REPLICA_URLS), through TypeORM's replication. Each is asked its lag
 * every second: one further behind than DATABASE_REPLICA_MAX_LAG_SECONDS, with replication
 * stopped, or not answering, leaves the pool cluster until it is back in step.
 *
 * `read` runs a list's, a dashboard's or a report's query on a replica, and never returns older
 * data than the primary held when the read began: the replica first waits (briefly) for the
 * primary's last transaction (MariaDB's MASTER_GTID_WAIT, MySQL's WAIT_FOR_EXECUTED_GTID_SET).
 * So a caller reads its own write, and a browser refetching on an event sees what the event said.
 * Without replicas, or when none is in step or the wait runs out, it reads from the primary.
 */
@Injectable()
export class Replicas implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(Replicas.name);
  private readonly replicas: Replica[];
  private timer?: NodeJS.Timeout;
  private probing?: Promise<void>;
  private reads?: Counter<'outcome'>;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    metrics: MetricsRegistry,
  ) {
    this.replicas = config.replicaUrls.map((url, index) => {
      const options = serverOptions(url);
      return {
        node: `SLAVE${index}`,
        url,
        name: `${options.host}:${options.port}`,
        state: 'up',
        lagSeconds: null,
        inCluster: true,
        probe: createPool({ ...options, connectTimeout: 1000, connectionLimit: 1 }),
      };
    });
    if (this.replicas.length === 0) return;
    const replicas = this.replicas;
    new Gauge({
      name: 'ams_db_replica_lag_seconds',
      help: 'Seconds each read replica is behind the primary, as it reports (absent when it cannot say).',
      labelNames: ['replica'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const r of replicas) {
          if (r.lagSeconds !== null) this.set({ replica: r.name }, r.lagSeconds);
        }
      },
    });
    this.reads = new Counter({
      name: 'ams_db_replica_reads_total',
      help: 'Reads a replica may serve, by where they went: replica, or the primary because none was serving, the replica had not caught up in time (behind), or it was unreachable.',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
    new Gauge({
      name: 'ams_db_replica_serving',
      help: 'Whether each read replica serves reads now (1) or is skipped (0: lagging or down).',
      labelNames: ['replica'],
      registers: [metrics.registry],
      collect() {
        for (const r of replicas) this.set({ replica: r.name }, r.state === 'up' ? 1 : 0);
      },
    });
  }

  async onModuleInit(): Promise<void> {
    if (this.replicas.length === 0) return;
    await this.probeAll();
    this.timer = setInterval(() => void this.probeAll(), PROBE_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
    await Promise.all(this.replicas.map((r) => r.probe.end().catch(() => undefined)));
  }

  /** Each replica's state, for /api/health (empty without replicas). */
  status(): ReplicaStatus[] {
    return this.replicas.map(({ name, state, lagSeconds }) => ({ name, state, lagSeconds }));
  }

  /** A read a replica may serve (see the class): the rows, from a replica in step or the primary. */
  async read<T>(sql: string, params: unknown[] = []): Promise<T> {
    if (this.replicas.length === 0) return this.db.query<T>(sql, params);
    if (!this.replicas.some((r) => r.state === 'up'))
      return this.onPrimary('none_serving', sql, params);
    const mariadb = this.db.options.type === 'mariadb';
    const [{ pos }] = await this.db.query<{ pos: string | null }[]>(
      mariadb ? 'SELECT @@gtid_binlog_pos AS pos' : 'SELECT @@GLOBAL.gtid_executed AS pos',
    );
    const runner = this.db.createQueryRunner('slave');
    try {
      try {
        await runner.connect();
        const [{ waited }] = (await runner.query(
          mariadb
            ? 'SELECT MASTER_GTID_WAIT(?, ?) AS waited'
            : 'SELECT WAIT_FOR_EXECUTED_GTID_SET(?, ?) AS waited',
          [pos ?? '', CATCH_UP_SECONDS],
        )) as { waited: number | string | null }[];
        if (Number(waited) !== 0) return await this.onPrimary('behind', sql, params);
      } catch (error) {
        // No replica reachable, or it went away: the primary answers, and the probes look now.
        this.logger.warn(`A replica read went to the primary: ${(error as Error).message}`);
        void this.probeAll();
        return await this.onPrimary('unreachable', sql, params);
      }
      this.reads?.inc({ outcome: 'replica' });
      return (await runner.query(sql, params)) as T;
    } finally {
      await runner.release();
    }
  }

  private onPrimary<T>(outcome: Exclude<ReadOutcome, 'replica'>, sql: string, params: unknown[]) {
    this.reads?.inc({ outcome });
    return this.db.query<T>(sql, params);
  }

  private probeAll(): Promise<void> {
    this.probing ??= Promise.all(this.replicas.map((r) => this.probe(r))).then(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  private async probe(replica: Replica): Promise<void> {
    let state: ReplicaState;
    try {
      const [rows] = await replica.probe.query<RowDataPacket[]>('SHOW REPLICA STATUS');
      const { running, lag } = lagOf(rows[0]);
      replica.lagSeconds = lag;
      state =
        running && lag !== null && lag <= this.config.DATABASE_REPLICA_MAX_LAG_SECONDS
          ? 'up'
          : 'lagging';
    } catch {
      replica.lagSeconds = null;
      state = 'down';
    }
    if (state !== replica.state) {
      this.logger.warn(
        `Replica ${replica.name}: ${replica.state} → ${state}` +
          (replica.lagSeconds === null ? '' : ` (${replica.lagSeconds} s behind)`),
      );
    }
    replica.state = state;
    this.seat(replica, state === 'up');
  }

  /** Adds the replica to TypeORM's pool cluster, or takes it out, so reads go only where in step. */
  private seat(replica: Replica, serving: boolean): void {
    if (replica.inCluster === serving) return;
    const driver = this.db.driver as unknown as ReplicatingDriver;
    const cluster = driver.poolCluster;
    if (!cluster) return;
    if (serving) {
      const index = Number(replica.node.slice('SLAVE'.length));
      const credentials = driver.options.replication!.slaves[index]!;
      cluster.add(replica.node, driver.createConnectionOptions(driver.options, credentials));
    } else {
      cluster.remove(replica.node);
    }
    replica.inCluster = serving;
  }
}
