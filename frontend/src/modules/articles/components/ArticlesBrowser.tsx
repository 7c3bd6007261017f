import '../articles.css';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../api/articles';
import { ListResults } from '../../../ui/list/ListResults';
import { CloneBatchPanel, useCloneRunsByArticle } from '../../cloning';
import { useArticleColumns } from '../hooks/useArticleColumns';
import { useArticlesQuery } from '../../content';
import { toArticleQuery, useArticleListParams } from '../hooks/useArticleListParams';
import { ArticleDrawer } from './ArticleDrawer';
import { ArticlesToolbar } from './ArticlesToolbar';
import { SelectionBar } from './SelectionBar';

interface ArticlesBrowserProps {
  /** A website's own tab: only its articles, no website filter or column. */
  websiteId?: number;
}

/** The articles list with its toolbar, selection, cursor paging and detail drawer. */
export function ArticlesBrowser({ websiteId }: ArticlesBrowserProps) {
  const { t } = useTranslation();
  const list = useArticleListParams();
  const query = useArticlesQuery(toArticleQuery(list.params, list.cursor, websiteId));
  const [openId, setOpenId] = useState<number | null>(null);
  const cloneRuns = useCloneRunsByArticle();
  const onOpen = useCallback((article: Article) => setOpenId(article.id), []);
  const columns = useArticleColumns({
    rows: query.data?.data ?? [],
    showWebsite: websiteId === undefined,
    onOpen,
    cloneRuns,
  });

  return (
    <div className="ams-articles" data-testid="articles-browser">
      <ArticlesToolbar list={list} fixedWebsiteId={websiteId} />
      <SelectionBar />
      <CloneBatchPanel />
      <ListResults
        testId="articles-table"
        query={query}
        list={list}
        columns={columns}
        emptyTitle={t('articles.emptyTitle')}
        emptyBody={t('articles.emptyBody')}
        errorTitle={t('articles.loadFailed')}
        keyset={{ canReach: list.canReach }}
        scopeFilters={['websiteId']}
      />
      <ArticleDrawer articleId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
