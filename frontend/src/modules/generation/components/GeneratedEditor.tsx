import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { reviseGenerated, type GeneratedArticle } from '../../../api/generation';
import { ArticleDraftFields } from '../../../ui/article/ArticleDraftFields';
import { useAskAgain } from '../../../ui/article/useAskAgain';
import {
  ARTICLE_DRAFT_FIELDS,
  bodyOf,
  draftRules,
  valuesOf,
} from '../../../ui/article/articleDraft';
import { FormError } from '../../../ui/form/FormError';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useEditGenerated } from '../hooks/useGeneration';

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
  const revise = useAskAgain(form, (ask) => reviseGenerated(article.id, ask));
  return (
    <form onSubmit={form.onSubmit} noValidate data-testid="generation-editor">
      <ArticleDraftFields form={form} editable revise={revise} idPrefix="generation-edit" />
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
