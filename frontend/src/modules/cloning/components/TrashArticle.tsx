import { Alert, Button, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import { errorMessage } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { useTrashArticle } from '../hooks/useCloning';
import { runMutation } from '../../../api/runMutation';

/** "Move to trash" on the article's website, offering to trash its clones too. */
export function TrashArticle({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const trash = useTrashArticle(article.id);
  const [asking, setAsking] = useState(false);
  const [withClones, setWithClones] = useState(false);
  if (article.status === 'trash' || article.deletedInWp) return null;

  const confirm = () =>
    runMutation(trash, withClones, {
      onSuccess: () => {
        setAsking(false);
        void showToast({ intent: 'success', icon: 'tick', message: t('cloning.completed') });
      },
      onError: (error) => {
        setAsking(false);
        void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) });
      },
    });

  return (
    <>
      <Button
        variant="minimal"
        intent="danger"
        icon="trash"
        text={t('cloning.trash.action')}
        data-testid="article-trash"
        onClick={() => {
          setWithClones(false);
          setAsking(true);
        }}
      />
      <Alert
        isOpen={asking}
        intent="danger"
        icon="trash"
        loading={trash.isPending}
        canEscapeKeyCancel
        cancelButtonText={t('common.cancel')}
        confirmButtonText={t('cloning.trash.confirm')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="article-trash-question">
          {t('cloning.trash.question', { title: article.title || t('articles.untitled') })}
        </p>
        {article.cloneCount > 0 && (
          <Checkbox
            checked={withClones}
            label={t('cloning.trash.withClones', { count: article.cloneCount })}
            data-testid="article-trash-clones"
            onChange={(event) => setWithClones(event.currentTarget.checked)}
          />
        )}
      </Alert>
    </>
  );
}
