import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n/errorText';
import { showToast } from '../toaster';
import type { ArticleDraftForm } from './ArticleDraftFields';
import {
  bodyOf,
  type ArticleDraftBody,
  type ArticleDraftValues,
  type ArticlePart,
} from './articleDraft';

/** What the AI wrote again: a text part, or the SEO data. */
export interface RevisedAnswer {
  part: ArticlePart;
  text?: string;
  seo?: { title: string; ogTitle: string; metaDescription: string; focusKeyword: string };
}

type DraftForm = ArticleDraftForm & { patch: (values: Partial<ArticleDraftValues>) => void };

/**
 * "Ask the AI again" for one part of an AI-written article: sends the article as the editor has
 * it (with their instruction), puts the answer into that part of the form (nothing is saved), and
 * says so; one part at a time.
 */
export function useAskAgain(
  form: DraftForm,
  request: (ask: {
    part: ArticlePart;
    draft: ArticleDraftBody;
    instruction?: string;
  }) => Promise<RevisedAnswer>,
) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<ArticlePart | null>(null);
  const ask = (part: ArticlePart, instruction: string) => {
    setAsking(part);
    request({ part, draft: bodyOf(form.draft), ...(instruction ? { instruction } : {}) })
      .then((revised) => {
        if (revised.seo) {
          form.patch({
            seoTitle: revised.seo.title,
            ogTitle: revised.seo.ogTitle,
            metaDescription: revised.seo.metaDescription,
            focusKeyword: revised.seo.focusKeyword,
          });
        } else if (revised.text !== undefined && revised.part !== 'seo') {
          form.set(revised.part, revised.text);
        }
        void showToast({
          intent: 'primary',
          icon: 'predictive-analysis',
          message: t('reviews.rewritten'),
        });
      })
      .catch((error: unknown) =>
        showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) }),
      )
      .finally(() => setAsking(null));
  };
  return { ask, asking };
}
