import type { Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { JobKind, JobRun, JobState } from '../../api/jobs';
import { errorText } from '../../i18n/errorText';
import type { TranslationKey } from '../../i18n/keys';

export const STATE_LABEL: Record<JobState, TranslationKey> = {
  waiting: 'jobs.states.waiting',
  active: 'jobs.states.active',
  completed: 'jobs.states.completed',
  failed: 'jobs.states.failed',
  cancelled: 'jobs.states.cancelled',
};

export const STATE_INTENT: Record<JobState, Intent> = {
  waiting: 'none',
  active: 'primary',
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

export const KIND_LABEL: Record<JobKind, TranslationKey> = {
  'sync.website': 'jobs.kinds.sync',
  'sync.website.schedule': 'jobs.kinds.syncSchedule',
  'sync.website.reconcile': 'jobs.kinds.reconcile',
  'mail.send': 'jobs.kinds.mail',
  'auth.link-mail': 'jobs.kinds.authLinkMail',
  'notify.webhook': 'jobs.kinds.webhook',
  'clone.article': 'jobs.kinds.clone',
  'prompt.generate': 'jobs.kinds.promptGenerate',
  'article.generate': 'jobs.kinds.articleGenerate',
  'article.generated.send': 'jobs.kinds.articleGeneratedSend',
};

const STAGE_LABEL: Record<string, TranslationKey> = {
  synchronizing: 'jobs.stages.synchronizing',
  analyzing: 'jobs.stages.analyzing',
  cloning: 'jobs.stages.cloning',
  translating: 'jobs.stages.translating',
  rewriting: 'jobs.stages.rewriting',
  sending: 'jobs.stages.sending',
  saving: 'jobs.stages.saving',
  generating: 'jobs.stages.generating',
  scheduling: 'jobs.stages.scheduling',
  reconciling: 'jobs.stages.reconciling',
  held: 'jobs.stages.held',
};

export const kindLabel = (t: TFunction, name: string) =>
  name in KIND_LABEL ? String(t(KIND_LABEL[name as JobKind])) : name;

export const stageLabel = (t: TFunction, stage: string | null | undefined) =>
  !stage ? '' : stage in STAGE_LABEL ? String(t(STAGE_LABEL[stage])) : stage;

/** Why a run failed, in the reader's language by its code; the stored English otherwise. */
export const failureText = (
  t: TFunction,
  run: Pick<JobRun, 'code' | 'message'> & { params?: JobRun['params'] },
) => errorText(t, run) ?? run.message ?? '';
