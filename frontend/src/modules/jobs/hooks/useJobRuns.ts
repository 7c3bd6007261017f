import { useQueries } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isFinished } from '../../../api/jobs';
import { followedRunsAtom, type FollowedRun, type RunNote } from '../state/followedRunsAtom';
import {
  jobRunQuery,
  NO_TEXT,
  useStreamedTexts,
  useWatchRuns,
  type LiveJobRun,
  type StreamedText,
} from './jobWatch';

export interface JobRunsOptions {
  /**
   * The workflow whose started runs this tab remembers (`clone`, `generation`…): every page that
   * names it follows them, and so does the tab after a reload (each run read again from the API).
   * Without it, the runs `follow` starts are the component's.
   */
  workflow?: string;
  /** Runs found otherwise (in job history): followed too; one seen under way is kept till it ends. */
  ids?: readonly number[];
  /** Also streams the AI text of this field of each run (`job.text`). */
  text?: string;
  /**
   * Once per run, when it has ended: a run started with `follow` (told even when it was over before
   * it could be read), or one seen under way. A run's ending is told once in the tab.
   */
  onEnd?: (run: LiveJobRun, started: FollowedRun | undefined) => void;
}

export interface JobRuns {
  /** The runs followed, as read so far: those started (oldest first), then those of `ids`. */
  runs: readonly LiveJobRun[];
  /** A followed run, once read. */
  run: (id: number) => LiveJobRun | undefined;
  /** The runs started with `follow`, oldest first, each with its group and note. */
  started: readonly FollowedRun[];
  /** Follows runs started together (one group), each with what the workflow keeps beside it. */
  follow: (runs: readonly { id: number; note?: RunNote }[]) => void;
  /** Lets runs go (every one it follows, when none is named). */
  forget: (ids?: readonly number[]) => void;
  /** A run's streamed text (with `text`). */
  textOf: (id: number) => StreamedText;
}

const NONE: readonly number[] = [];

const unique = (ids: readonly number[]) => [...new Set(ids.filter((id) => id > 0))];

/**
 * The one way a workflow follows its runs (sync, clone, generate): given run ids (one or many,
 * those it started and those it found), it reads each (`GET /api/jobs/:id`, so a reload or a new
 * page shows where it stands), joins each `job:<id>` room, reports each run's state, stage,
 * progress and streamed text as they come, and tells each ending once.
 */
export function useJobRuns({
  workflow,
  ids: found = NONE,
  text,
  onEnd,
}: JobRunsOptions = {}): JobRuns {
  const [remembered, setRemembered] = useAtom(followedRunsAtom);
  const [local, setLocal] = useState<readonly FollowedRun[]>([]);
  // Runs of `ids` seen under way: followed until they end and are let go, whatever `ids` says then.
  const [held, setHeld] = useState<ReadonlySet<number>>(new Set());
  const started = workflow ? remembered.filter((run) => run.workflow === workflow) : local;

  const update = (change: (runs: readonly FollowedRun[]) => readonly FollowedRun[]) => {
    if (!workflow) return setLocal(change);
    setRemembered((all) => [
      ...all.filter((run) => run.workflow !== workflow),
      ...change(all.filter((run) => run.workflow === workflow)),
    ]);
  };

  const ids = unique([...started.map((run) => run.id), ...held, ...found]);
  const read = useQueries({ queries: ids.map((id) => jobRunQuery(id)) });
  const runs = read.map((result) => result.data).filter((run): run is LiveJobRun => !!run);
  const byId = new Map(runs.map((run) => [run.id, run]));
  useWatchRuns(ids);
  const texts = useStreamedTexts(ids, text ?? null);

  const startedIds = new Set(started.map((run) => run.id));
  const underWay = found.filter((id) => {
    const run = byId.get(id);
    return run && !isFinished(run.state) && !held.has(id) && !startedIds.has(id);
  });
  if (underWay.length > 0) setHeld(new Set([...held, ...underWay]));

  // Told here already: the store's `told` may lag a render behind.
  const told = useRef(new Set<number>());
  // After every render: any run may have ended in it (each is told once, by `told`).
  useEffect(() => {
    if (!onEnd) return;
    const notes = new Map(started.map((run) => [run.id, run]));
    const ending = runs.filter((run) => {
      if (!isFinished(run.state) || told.current.has(run.id)) return false;
      const own = notes.get(run.id);
      return own ? !own.told : held.has(run.id);
    });
    if (ending.length === 0) return;
    for (const run of ending) told.current.add(run.id);
    const endingIds = new Set(ending.map((run) => run.id));
    if (ending.some((run) => notes.has(run.id))) {
      update((list) => list.map((run) => (endingIds.has(run.id) ? { ...run, told: true } : run)));
    }
    for (const run of ending) onEnd(run, notes.get(run.id));
  });

  const follow = (next: readonly { id: number; note?: RunNote }[]) =>
    update((list) => {
      // Never one used before, even once the earlier runs are let go.
      const group = Math.max(Date.now(), ...list.map((run) => run.group + 1));
      const fresh = next.filter((run) => !list.some((kept) => kept.id === run.id));
      return [
        ...list,
        ...fresh.map((run) => ({
          id: run.id,
          workflow: workflow ?? '',
          group,
          note: run.note ?? {},
          told: false,
        })),
      ];
    });

  const forget = (gone?: readonly number[]) => {
    const goes = (id: number) => !gone || gone.includes(id);
    update((list) => list.filter((run) => !goes(run.id)));
    setHeld((current) => new Set([...current].filter((id) => !goes(id))));
  };

  return {
    runs,
    run: (id) => byId.get(id),
    started,
    follow,
    forget,
    textOf: (id) => texts.get(id) ?? NO_TEXT,
  };
}
