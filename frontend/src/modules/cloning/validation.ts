import {
  MAX_CLONE_WEBSITES,
  type CloneBody,
  type CloneStatus,
  type CloneType,
  type ExistingCopy,
} from '../../api/cloning';
import type { TranslationKey } from '../../i18n/keys';
import { toIsoDate } from '../../lib/days';

export interface CloneDraft {
  websiteIds: number[];
  type: CloneType;
  /** AI rework only: the AI translates, not the website's translation engine. */
  skipTranslation: boolean;
  pushSeo: boolean;
  status: CloneStatus;
  /** `datetime-local` text, in the reader's clock; only with `future`. */
  date: string;
  /** Where a destination has a copy already: update it, or make another. */
  existing: ExistingCopy;
  /** Verbatim only: the copies are pushed after each sync that changed their source. */
  followSource: boolean;
}

export type CloneField = keyof CloneDraft;
export const CLONE_FIELDS: readonly CloneField[] = [
  'websiteIds',
  'type',
  'skipTranslation',
  'pushSeo',
  'status',
  'date',
  'existing',
  'followSource',
];

export const initialCloneDraft = (): CloneDraft => ({
  websiteIds: [],
  type: 'unchanged',
  skipTranslation: false,
  pushSeo: false,
  status: 'draft',
  date: '',
  existing: 'update',
  followSource: false,
});

/** At least one destination and at most the API's limit; a future status needs a later date. */
export function validateClone(
  draft: CloneDraft,
  now: Date = new Date(),
): Partial<Record<CloneField, TranslationKey>> {
  const errors: Partial<Record<CloneField, TranslationKey>> = {};
  if (draft.websiteIds.length === 0) errors.websiteIds = 'cloning.errors.websitesRequired';
  else if (draft.websiteIds.length > MAX_CLONE_WEBSITES)
    errors.websiteIds = 'cloning.errors.tooManyWebsites';
  if (draft.status === 'future') {
    const iso = toIsoDate(draft.date);
    if (!iso) errors.date = 'cloning.errors.dateRequired';
    else if (new Date(iso).getTime() <= now.getTime()) errors.date = 'cloning.errors.datePast';
  }
  return errors;
}

export function toCloneBody(articleIds: readonly number[], draft: CloneDraft): CloneBody {
  return {
    articleIds: [...articleIds],
    websiteIds: draft.websiteIds,
    type: draft.type,
    skipTranslation: draft.type === 'ai' && draft.skipTranslation,
    pushSeo: draft.pushSeo,
    status: draft.status,
    existing: draft.existing,
    followSource: draft.type === 'unchanged' && draft.followSource,
    ...(draft.status === 'future' ? { date: toIsoDate(draft.date) ?? undefined } : {}),
  };
}
