import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import { errorMessage } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { useArticleAssignees, useAssignArticle } from '../../content';

interface AssigneeSelectProps {
  article: ArticleDetail;
  canAssign: boolean;
}

/** Who the article is assigned to: a user of its website's account who can read it, or nobody. */
export function AssigneeSelect({ article, canAssign }: AssigneeSelectProps) {
  const { t } = useTranslation();
  const people = useArticleAssignees(article.id, canAssign);
  const assign = useAssignArticle();
  const current = article.assignedToUserId;
  if (!canAssign) {
    return (
      <p data-testid="article-assignee">
        {t('articles.assignee.label')}: {article.assignedToName ?? t('articles.assignee.nobody')}
      </p>
    );
  }
  const options = [
    { value: '', label: t('articles.assignee.nobody') },
    ...(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  ];
  if (current !== null && !options.some((o) => o.value === String(current))) {
    options.push({ value: String(current), label: article.assignedToName ?? String(current) });
  }
  return (
    <FormGroup label={t('articles.assignee.label')} labelFor="article-assignee" inline>
      <HTMLSelect
        id="article-assignee"
        data-testid="article-assignee"
        value={current === null ? '' : String(current)}
        disabled={assign.isPending || people.isPending}
        options={options}
        onChange={(e) => {
          const value = e.currentTarget.value;
          assign.mutate(
            { id: article.id, userId: value ? Number(value) : null },
            {
              onSuccess: (result) =>
                void showToast({ intent: 'success', icon: 'tick', message: result.message }),
              onError: (error) =>
                void showToast({
                  intent: 'danger',
                  icon: 'error',
                  message: errorMessage(t, error),
                }),
            },
          );
        }}
      />
    </FormGroup>
  );
}
