import { AnchorButton, Button, H5, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '../../../api/articles';
import { abilityAtom } from '../../../state/abilityAtom';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useJobRuns } from '../../jobs';
import { latestPerDestination, useCloneRunsByArticle } from '../hooks/useCloneRuns';
import { ClonedFrom, logsPath } from './ClonedFrom';
import { CloneDialog } from './CloneDialog';
import { CloneProgress } from './CloneProgress';
import { TrashArticle } from './TrashArticle';

/**
 * The drawer's cloning part: where the article comes from, how many clones it has (both leading
 * to the clone logs), "Clone", and its clone jobs live.
 */
export function ArticleClones({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const [cloning, setCloning] = useState(false);
  // Cloning puts articles on a website: write on articles (and a can-write assignment, checked by the API).
  const canWrite = useAtomValue(abilityAtom).can('write', 'article');
  const ids = useCloneRunsByArticle().get(article.id) ?? [];
  const runs = latestPerDestination(useJobRuns({ ids }).runs);
  return (
    <section className="ams-article-clones" data-testid="article-clones">
      <H5>{t('cloning.section')}</H5>
      <div className="ams-article-meta ams-clone-meta">
        <ClonedFrom article={article} testId="article-cloned-from" />
        {article.cloneCount > 0 && (
          <a {...link(logsPath(article.id))} data-testid="article-clone-count">
            {t('cloning.cloneCount', { count: article.cloneCount })}
          </a>
        )}
        {article.sourceChanged && (
          <Tag minimal intent="warning" icon="changes" data-testid="article-source-changed">
            {t('cloning.sourceChanged')}
          </Tag>
        )}
      </div>
      <div className="ams-article-clone-actions">
        {canWrite && (
          <Button
            intent="primary"
            icon="duplicate"
            text={t('cloning.action')}
            data-testid="article-clone"
            onClick={() => setCloning(true)}
          />
        )}
        <AnchorButton
          variant="minimal"
          icon="history"
          text={t('cloning.logsLink')}
          data-testid="article-clone-logs"
          {...link(logsPath(article.id))}
        />
        {canWrite && <TrashArticle article={article} />}
      </div>
      <CloneProgress runs={runs} testId="article-clone-progress" />
      {cloning && (
        <CloneDialog
          articleIds={[article.id]}
          sourceWebsiteIds={[article.websiteId]}
          onClose={() => setCloning(false)}
        />
      )}
    </section>
  );
}
