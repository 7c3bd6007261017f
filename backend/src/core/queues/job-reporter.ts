import type { Job } from 'bull';
import { JobCancelled } from './job-cancellation';
import type { JobsService } from './jobs.service';

/** Shortest interval between two progress writes to job history. */
const PERSIST_EVERY_MS = 1000;
/** …and the smallest step of the percent that is worth a write. */
const PERSIST_STEP = 5;

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
 * caller paces them: a bar needs a few a second at most), and job history is written after five
 * points and a second at the least, so the cost stays flat however many reports a job makes. A
 * cancelled run stops at its next report.
 */
export class JobReporter {
  private savedPercent = -1;
  private savedAt = 0;
  private savedStage: string | undefined;

  constructor(
    private readonly jobs: JobsService,
    private readonly job: Job<{ runId?: number }>,
    /** Aborted when someone cancels the run: pass it to slow calls; `report` throws once it is. */
    readonly signal: AbortSignal = new AbortController().signal,
  ) {}

  /** Throws JobCancelled when the run was cancelled (a job calls it between steps). */
  throwIfCancelled() {
    if (this.signal.aborted) throw new JobCancelled();
  }

  private get run() {
    return { id: Number(this.job.data.runId), queue: this.job.queue.name, name: this.job.name };
  }

  async report(progress: ProgressReport): Promise<void> {
    this.throwIfCancelled();
    const percent = Math.max(0, Math.min(100, Math.floor(progress.percent)));
    if (!this.job.data.runId) return;
    const now = Date.now();
    const persist =
      progress.stage !== this.savedStage ||
      (percent - this.savedPercent >= PERSIST_STEP && now - this.savedAt >= PERSIST_EVERY_MS);
    if (persist) {
      this.savedPercent = percent;
      this.savedAt = now;
      this.savedStage = progress.stage;
      // Bull's own progress too, for the queue dashboard.
      await this.job.progress(percent);
    }
    await this.jobs.progress(this.run, { ...progress, percent }, persist);
  }
}
