import '../articles.css';
import { Button } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../api/articles';
import { EmptyState } from '../../../ui/EmptyState';
import { useArticlesQuery } from '../hooks/useArticles';
import { toArticleQuery, useArticleListParams } from '../hooks/useArticleListParams';
import { ArticleDrawer } from './ArticleDrawer';
import { ArticlesPagination } from './ArticlesPagination';
import { ArticlesTable } from './ArticlesTable';
import { ArticlesToolbar } from './ArticlesToolbar';
import { SelectionBar } from './SelectionBar';
import { errorMessage } from '../../../i18n/errorText';

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
  const onOpen = useCallback((article: Article) => setOpenId(article.id), []);

  const page = query.data;
  const filtered =
    list.params.q !== '' ||
    Object.entries(list.params.filters).some(([key, value]) => value && key !== 'websiteId');

  let results;
  if (query.isError && !page) {
    results = (
      <EmptyState
        icon="error"
        title={t('articles.loadFailed')}
        description={errorMessage(t, query.error)}
        action={
          <>
            <Button text={t('common.retry')} onClick={() => void query.refetch()} />{' '}
            {list.params.page > 1 && (
              <Button text={t('dataList.firstPage')} onClick={list.goFirst} />
            )}
          </>
        }
      />
    );
  } else if (page && page.data.length === 0 && list.params.page === 1) {
    results = (
      <EmptyState
        icon={filtered ? 'search' : 'inbox'}
        title={filtered ? t('dataList.noMatchTitle') : t('articles.emptyTitle')}
        description={filtered ? t('dataList.noMatchBody') : t('articles.emptyBody')}
      />
    );
  } else {
    results = (
      <>
        <ArticlesTable
          list={list}
          rows={page?.data ?? []}
          loading={query.isFetching}
          showWebsite={websiteId === undefined}
          onOpen={onOpen}
        />
        <ArticlesPagination list={list} page={page} />
      </>
    );
  }

  return (
    <div className="ams-articles" data-testid="articles-browser">
      <ArticlesToolbar list={list} fixedWebsiteId={websiteId} />
      <SelectionBar />
      {results}
      <ArticleDrawer articleId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
