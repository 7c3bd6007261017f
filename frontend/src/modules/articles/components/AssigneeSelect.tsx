import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import { ApiError } from '../../../api/errors';
import { errorMessage } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { useArticleAssignees, useAssignArticle } from '../../content';
import { runMutation } from '../../../api/runMutation';

interface AssigneeSelectProps {
  article: ArticleDetail;
  canAssign: boolean;
}

/**
 * Who the article is assigned to: a user of its website's account who may write on it, or nobody.
 * A change names the assignment it replaces: one made meanwhile by someone else is shown instead.
 */
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
          runMutation(
            assign,
            {
              id: article.id,
              userId: value ? Number(value) : null,
              version: article.assignmentVersion,
            },
            {
              onSuccess: (result) =>
                void showToast({ intent: 'success', icon: 'tick', message: result.message }),
              // Someone else changed it since the drawer showed it: theirs is shown, nothing saved.
              onError: (error) =>
                void showToast({
                  intent: error instanceof ApiError && error.changed ? 'warning' : 'danger',
                  icon: 'error',
                  message:
                    error instanceof ApiError && error.changed
                      ? t('articles.assignee.changedMeanwhile', {
                          name: error.changed.by?.name ?? t('articles.assignee.someone'),
                          assignee:
                            (error.changed.record.assignedToName as string | null) ??
                            t('articles.assignee.nobody'),
                        })
                      : errorMessage(t, error),
                }),
            },
          );
        }}
      />
    </FormGroup>
  );
}
