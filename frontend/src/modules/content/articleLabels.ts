import type { Intent } from '@blueprintjs/core';
import type { ArticleRecency, ArticleStatus } from '../../api/articles';
import type { TranslationKey } from '../../i18n/keys';

/** Spec §4: publish is shown as "Published". */
export const STATUS_LABEL: Record<ArticleStatus, TranslationKey> = {
  publish: 'articles.status.publish',
  private: 'articles.status.private',
  draft: 'articles.status.draft',
  future: 'articles.status.future',
  trash: 'articles.status.trash',
  pending: 'articles.status.pending',
};

export const STATUS_INTENT: Record<ArticleStatus, Intent> = {
  publish: 'success',
  private: 'primary',
  draft: 'none',
  future: 'warning',
  trash: 'danger',
  pending: 'warning',
};

/** Spec §4: any time (no filter), past hour, 24 hours, week, month, year. */
export const RECENCY_LABEL: Record<ArticleRecency, TranslationKey> = {
  hour: 'articles.recency.hour',
  day: 'articles.recency.day',
  week: 'articles.recency.week',
  month: 'articles.recency.month',
  year: 'articles.recency.year',
};
