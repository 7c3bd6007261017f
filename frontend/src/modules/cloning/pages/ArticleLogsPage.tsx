import '../cloning.css';
import { AnchorButton, Button, Card, H5, Spinner } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import type { PageProps } from '../../../app/routeTypes';
import { errorMessage } from '../../../i18n/errorText';
import { abilityAtom } from '../../../state/abilityAtom';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useLinkProps } from '../../../ui/useLinkProps';
import { ArticleStatusTag, useArticleQuery } from '../../content';
import { ClonedFrom } from '../components/ClonedFrom';
import { ClonesTable } from '../components/ClonesTable';
import { PushToClones } from '../components/PushToClones';
import { CloneHistoryTable } from '../components/CloneHistoryTable';
import { useCloneRuns, useClones } from '../hooks/useCloning';

const LIST_PATH = '/apps/articles/list';

/** `/apps/articles/logs/:id`: the clone logs of a source article, live, with "push update". */
export default function ArticleLogsPage({ params }: PageProps) {
  const { t } = useTranslation();
  // Cloning writes to the destination websites: only a website writer is invited to clone.
  const canClone = useAtomValue(abilityAtom).can('write', 'article');
  const link = useLinkProps();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const article = useArticleQuery(valid ? id : null);
  const clones = useClones(valid ? id : 0);
  const history = useCloneRuns(valid ? id : 0);

  const back = (
    <AnchorButton icon="arrow-left" {...link(LIST_PATH)} data-testid="clone-logs-back">
      {t('cloning.logs.back')}
    </AnchorButton>
  );
  if (!valid || isApiError(article.error, 404)) {
    return (
      <>
        <PageHeader title={t('routes.articleLogs')} />
        <EmptyState
          icon="document"
          title={t('cloning.logs.notFound')}
          description={t('cloning.logs.notFoundBody')}
          action={back}
        />
      </>
    );
  }
  if (article.isPending) return <PageLoader />;
  if (article.isError) {
    return (
      <>
        <PageHeader title={t('routes.articleLogs')} />
        <EmptyState
          icon="error"
          title={t('articles.detailFailed')}
          description={errorMessage(t, article.error)}
          action={<Button text={t('common.retry')} onClick={() => void article.refetch()} />}
        />
      </>
    );
  }

  const source = article.data;
  const rows = clones.data ?? [];
  let body;
  if (clones.isPending) body = <Spinner aria-label={t('common.loading')} />;
  else if (clones.isError) {
    body = (
      <EmptyState
        icon="error"
        title={t('cloning.logs.loadFailed')}
        description={errorMessage(t, clones.error)}
        action={<Button text={t('common.retry')} onClick={() => void clones.refetch()} />}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon="duplicate"
        title={t('cloning.logs.emptyTitle')}
        description={canClone ? t('cloning.logs.emptyBody') : t('cloning.logs.emptyBodyReadOnly')}
      />
    );
  } else {
    const runs = history.data ?? [];
    body = (
      <>
        <section className="ams-clone-logs-part" data-testid="clone-copies">
          <H5>{t('cloning.history.copies')}</H5>
          <ClonesTable rows={rows} />
        </section>
        <section className="ams-clone-logs-part">
          <H5>{t('cloning.history.title')}</H5>
          <p className="ams-muted">{t('cloning.history.subtitle')}</p>
          {history.isPending ? (
            <Spinner size={20} aria-label={t('common.loading')} />
          ) : history.isError ? (
            <EmptyState
              icon="error"
              title={t('cloning.history.loadFailed')}
              description={errorMessage(t, history.error)}
              action={<Button text={t('common.retry')} onClick={() => void history.refetch()} />}
            />
          ) : runs.length === 0 ? (
            <p className="ams-muted">{t('cloning.history.empty')}</p>
          ) : (
            <CloneHistoryTable runs={runs} />
          )}
        </section>
      </>
    );
  }

  return (
    <div className="ams-clone-logs" data-testid="clone-logs">
      <PageHeader
        title={t('routes.articleLogs')}
        subtitle={t('cloning.logs.subtitle')}
        actions={back}
      />
      <Card className="ams-clone-source" data-testid="clone-logs-source">
        <div className="ams-clone-source-head">
          <span className="ams-muted">{t('cloning.logs.source')}</span>
          <strong data-testid="clone-logs-title">{source.title || t('articles.untitled')}</strong>
        </div>
        <div className="ams-article-meta ams-clone-meta">
          <ArticleStatusTag status={source.status} />
          <a {...link(`/apps/websites/view/${source.websiteId}`)}>{source.websiteName}</a>
          <ClonedFrom article={source} testId="clone-logs-parent" />
          <a href={source.link} target="_blank" rel="noopener noreferrer">
            {t('articles.openPost')}
          </a>
        </div>
        <div className="ams-clone-source-actions">
          <PushToClones articleId={source.id} clones={rows.length} />
        </div>
      </Card>
      {body}
    </div>
  );
}
