import type { Intent } from '@blueprintjs/core';
import type { CloneType, YoastOutcome } from '../../api/cloning';
import type { TranslationKey } from '../../i18n/keys';

export const TYPE_LABEL: Record<CloneType, TranslationKey> = {
  unchanged: 'cloning.type.unchanged',
  ai: 'cloning.type.ai',
};

/** What the user is told of Yoast once a clone ends; `skipped` (not asked for) says nothing. */
export const YOAST_MESSAGE: Record<YoastOutcome, [TranslationKey, Intent] | null> = {
  saved: ['cloning.yoast.saved', 'success'],
  not_saved: ['cloning.yoast.notSaved', 'warning'],
  absent: ['cloning.yoast.absent', 'none'],
  skipped: null,
};
