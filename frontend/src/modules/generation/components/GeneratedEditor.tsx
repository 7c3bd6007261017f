import { Button, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedArticle } from '../../../api/generation';
import { errorMessage } from '../../../i18n/errorText';
import { ArticleDraftFields } from '../../../ui/article/ArticleDraftFields';
import {
  ARTICLE_DRAFT_FIELDS,
  bodyOf,
  draftRules,
  valuesOf,
  type ArticlePart,
} from '../../../ui/article/articleDraft';
import { FormError } from '../../../ui/form/FormError';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { showToast } from '../../../ui/toaster';
import { useEditGenerated, useReviseGenerated } from '../hooks/useGeneration';

/**
 * The generated article edited before it is used: title, excerpt, body and SEO data, one part at
 * a time asked of the AI again; saved back to the article (Use then sends what was saved).
 */
export function GeneratedEditor({
  article,
  onDone,
}: {
  article: GeneratedArticle;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const revise = useReviseGenerated();
  const [asking, setAsking] = useState<ArticlePart | null>(null);
  const form = useEntityForm({
    initial: () =>
      valuesOf({
        title: article.title,
        html: article.contentHtml,
        excerpt: article.excerpt,
        seo: {
          title: article.seoTitle ?? '',
          ogTitle: article.ogTitle ?? '',
          metaDescription: article.metaDescription ?? '',
          focusKeyword: article.focusKeyword ?? '',
        },
      }),
    fields: ARTICLE_DRAFT_FIELDS,
    validate: draftRules,
    mutation: useEditGenerated(),
    toVariables: (draft) => ({ id: article.id, draft: bodyOf(draft) }),
    idPrefix: 'generation-edit',
    refocus: true,
    messages: { saved: t('generation.edit.saved') },
    onSaved: onDone,
  });
  const ask = (part: ArticlePart, instruction: string) => {
    setAsking(part);
    revise.mutate(
      {
        id: article.id,
        ask: { part, draft: bodyOf(form.draft), ...(instruction ? { instruction } : {}) },
      },
      {
        onSuccess: (revised) => {
          if (revised.part === 'seo' && revised.seo) {
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
        },
        onError: (error) =>
          void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) }),
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <form onSubmit={form.onSubmit} noValidate data-testid="generation-editor">
      <ArticleDraftFields
        form={form}
        editable
        revise={{ ask, asking }}
        idPrefix="generation-edit"
      />
      <FormError message={form.formError} />
      <ButtonGroup>
        <Button text={t('common.cancel')} onClick={onDone} data-testid="generation-edit-cancel" />
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          text={t('generation.edit.save')}
          loading={form.pending}
          data-testid="generation-edit-save"
        />
      </ButtonGroup>
    </form>
  );
}
