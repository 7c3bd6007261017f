import { useQueryClient } from '@tanstack/react-query';
import { fetchGenerated, type GeneratedArticle } from '../../../api/generation';
import { isFinished } from '../../../api/jobs';
import { type FollowedRun, type LiveJobRun, useJobRuns } from '../../jobs';
import { generatedKey } from '../queryKeys';

/** What the followed job does: writing the article, or sending it to the destination. */
export type GenerationPhase = 'writing' | 'sending';

/** The generated article and its job, as the API answers a start, a regenerate or a use. */
interface StartedRow {
  id: number;
  jobId: string | null;
}

const phaseOf = (run: FollowedRun | undefined): GenerationPhase =>
  run?.note.phase === 'sending' ? 'sending' : 'writing';

/**
 * The run Generate with AI follows (writing the article, then sending it), through the one hook
 * that follows runs: with `workflow`, the tab keeps following it after a reload (the page); the
 * drawer's lasts as long as the drawer. When the run ends, the article is read again and `onEnd`
 * is told, once.
 */
export function useGenerationRun(
  workflow: string | undefined,
  onEnd: (phase: GenerationPhase, article: GeneratedArticle) => void,
) {
  const queryClient = useQueryClient();
  const runs = useJobRuns({
    workflow,
    text: 'article',
    onEnd: (_run, started) => {
      const id = started?.note.generatedId;
      if (typeof id !== 'number') return;
      void queryClient
        .fetchQuery({ queryKey: generatedKey(id), queryFn: () => fetchGenerated(id), staleTime: 0 })
        .then((article) => onEnd(phaseOf(started), article))
        // Not read: the page's own query of the article says so.
        .catch(() => undefined);
    },
  });
  const current = runs.started.at(-1);
  const jobId = current && current.id > 0 ? current.id : null;
  const job: LiveJobRun | undefined = jobId === null ? undefined : runs.run(jobId);
  const ended = job !== undefined && isFinished(job.state);
  const generatedId =
    typeof current?.note.generatedId === 'number' ? current.note.generatedId : null;
  return {
    generatedId,
    jobId,
    job,
    phase: phaseOf(current),
    /** Its job has not ended (or is not read yet). */
    busy: jobId !== null && !ended,
    /** The text the AI writes, as it streams in (while writing). */
    streamed: jobId === null ? '' : runs.textOf(jobId).text,
    /** Follows the job of `row` (the one before is let go). */
    follow: (phase: GenerationPhase, row: StartedRow) => {
      runs.forget();
      runs.follow([
        { id: row.jobId ? Number(row.jobId) : 0, note: { generatedId: row.id, phase } },
      ]);
    },
    /** Lets the article and its job go (discarded). */
    clear: () => runs.forget(),
  };
}
