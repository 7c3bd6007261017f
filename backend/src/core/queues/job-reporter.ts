import type { Job } from 'bull';
import { JobCancelled } from './job-cancellation';

/** Shortest interval between two progress writes to job history. */
const PERSIST_EVERY_MS = 1000;
/** …and the smallest step of the percent that is worth a write. */
const PERSIST_STEP = 5;

/** Where a reporter's reports go: the job's room at once, job history paced (JobsService). */
export interface ProgressSink {
  progress(run: RunRef, report: ProgressReport): Promise<void>;
  persistProgress(run: RunRef, report: ProgressReport & { percent: number }): Promise<void>;
}

interface RunRef {
  id: number;
  queue: string;
  name: string;
}

export interface ProgressReport {
  /** 0–100. */
  percent: number;
  /** The stage it is in (synchronizing, analyzing, cloning…); the job's default otherwise. */
  stage?: string;
  /** Counts a person reads beside the bar (pages, articles, destinations…). */
  detail?: Record<string, number>;
}

/**
 * How a running job tells people where it stands: every report reaches `job:<runId>` at once (the
 * caller paces them: a bar needs a few a second at most), and job history (with Bull's own
 * progress, for the queue dashboard) is written at most once a second, when the stage changed or
 * the percent moved five points: the first report at once, a later one when a second has passed
 * since the last write (a trailing write, so history catches up with a stage reached in between).
 * The cost stays flat however many reports a job makes, and a job of a tenth of a second (a
 * clone) writes history twice, not at every stage. History never goes back over a run that ended
 * meanwhile (its write is for unfinished runs only). A cancelled run stops at its next report.
 */
export class JobReporter {
  /** What history holds (percent, stage) and when it was written. */
  private savedPercent = -1;
  private savedAt = 0;
  private savedStage: string | undefined;
  /** A report history has not caught up with yet, written when its second has passed. */
  private pending: ProgressReport | undefined;
  private trailing: NodeJS.Timeout | undefined;

  constructor(
    private readonly jobs: ProgressSink,
    private readonly job: Job<{ runId?: number }>,
    /** Aborted when someone cancels the run: pass it to slow calls; `report` throws once it is. */
    readonly signal: AbortSignal = new AbortController().signal,
    /** Settled once the run's cancel mark was read (a retry of a cancelled run starts aborted). */
    private readonly checked: Promise<void> = Promise.resolve(),
  ) {}

  /** Throws JobCancelled when the run was cancelled (a job calls it between steps). */
  throwIfCancelled() {
    if (this.signal.aborted) throw new JobCancelled();
  }

  /** As `throwIfCancelled`, once the run's cancel mark was read: before a step with effects. */
  async ensureRunning(): Promise<void> {
    await this.checked;
    this.throwIfCancelled();
  }

  /**
   * The failure an attempt ends with: JobCancelled when the run was cancelled meanwhile (a
   * stalled call that failed after the cancel is the cancel, not a failure worth a retry).
   */
  settle(error: unknown): unknown {
    return this.signal.aborted ? new JobCancelled() : error;
  }

  private get run() {
    return { id: Number(this.job.data.runId), queue: this.job.queue.name, name: this.job.name };
  }

  async report(progress: ProgressReport): Promise<void> {
    await this.ensureRunning();
    const percent = Math.max(0, Math.min(100, Math.floor(progress.percent)));
    if (!this.job.data.runId) return;
    const report = { ...progress, percent };
    const worth = progress.stage !== this.savedStage || percent - this.savedPercent >= PERSIST_STEP;
    const wait = this.savedAt + PERSIST_EVERY_MS - Date.now();
    if (worth && wait <= 0) {
      this.clearTrailing();
      await Promise.all([this.save(report), this.jobs.progress(this.run, report)]);
      return;
    }
    if (worth) {
      this.pending = report;
      this.trailing ??= setTimeout(() => {
        this.trailing = undefined;
        const due = this.pending;
        this.pending = undefined;
        if (due) void this.save(due).catch(() => undefined);
      }, wait);
      this.trailing.unref?.();
    }
    await this.jobs.progress(this.run, report);
  }

  private async save(report: ProgressReport & { percent: number }) {
    this.savedPercent = report.percent;
    this.savedAt = Date.now();
    this.savedStage = report.stage;
    await Promise.all([
      this.job.progress(report.percent),
      this.jobs.persistProgress(this.run, report),
    ]);
  }

  private clearTrailing() {
    clearTimeout(this.trailing);
    this.trailing = undefined;
    this.pending = undefined;
  }
}
