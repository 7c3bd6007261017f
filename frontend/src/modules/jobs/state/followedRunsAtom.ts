import { SESSION_KEYS } from '../../../state/keys';
import { persistedAtom, type Validate } from '../../../state/persist';

/** What a workflow keeps beside a run it follows (the article a clone copies…), JSON only. */
export type RunNote = Record<string, string | number | boolean | null>;

/** A run a workflow started in this tab: followed until the workflow lets it go. */
export interface FollowedRun {
  id: number;
  /** The workflow that follows it (`clone`, `generation`…). */
  workflow: string;
  /** Runs started together (one clone operation) share it; later starts have higher ones. */
  group: number;
  note: RunNote;
  /** Its ending was told (a toast): never twice, not even after a reload. */
  told: boolean;
}

const isNote = (raw: unknown): raw is RunNote =>
  typeof raw === 'object' &&
  raw !== null &&
  Object.values(raw).every((value) => value === null || typeof value !== 'object');

const isFollowedRun = (raw: unknown): raw is FollowedRun => {
  const run = raw as Partial<FollowedRun> | null;
  return (
    typeof run === 'object' &&
    run !== null &&
    typeof run.id === 'number' &&
    typeof run.workflow === 'string' &&
    typeof run.group === 'number' &&
    typeof run.told === 'boolean' &&
    isNote(run.note)
  );
};

const validate: Validate<readonly FollowedRun[]> = (raw) =>
  Array.isArray(raw) ? raw.filter(isFollowedRun) : undefined;

/** The runs this tab's workflows follow; a reload reads them again from the API. */
export const followedRunsAtom = persistedAtom<readonly FollowedRun[]>(
  SESSION_KEYS.followedRuns,
  [],
  { target: 'session', validate },
);
