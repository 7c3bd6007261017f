import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ARTICLE_RECENCIES, ARTICLE_STATUSES } from '../../../api/articles';
import { fetchWebsites } from '../../../api/websites';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { SearchInput } from '../../../ui/list/SearchInput';
import { RECENCY_LABEL, STATUS_LABEL } from '../articleLabels';
import { useArticleAuthors } from '../hooks/useArticles';
import type { ArticleListState } from '../hooks/useArticleListParams';

interface ArticlesToolbarProps {
  list: ArticleListState;
  /** Set on a website's own tab: no website filter then. */
  fixedWebsiteId?: number;
}

/** Debounced title search and the website, status, author and recency filters. */
export function ArticlesToolbar({ list, fixedWebsiteId }: ArticlesToolbarProps) {
  const { t } = useTranslation();
  const { filters } = list.params;
  const websiteId = fixedWebsiteId ?? (Number(filters.websiteId) || undefined);
  const websites = useQuery({
    queryKey: ['websites', 'list', { options: true }],
    queryFn: () => fetchWebsites({ page: 1, perPage: 100, sortBy: 'name', sortDir: 'asc' }),
    enabled: fixedWebsiteId === undefined,
    staleTime: 60_000,
  });
  const authors = useArticleAuthors(websiteId);
  const websiteOptions = websites.data?.data ?? [];
  const unlisted =
    filters.websiteId && !websiteOptions.some((w) => String(w.id) === filters.websiteId);

  return (
    <div className="ams-list-toolbar" role="search">
      <div className="ams-list-search">
        <SearchInput
          value={list.params.q}
          onSearch={list.setQuery}
          placeholder={t('articles.search')}
          testId="articles-search"
        />
      </div>
      {fixedWebsiteId === undefined && (
        <HTMLSelect
          aria-label={t('articles.filters.website')}
          data-testid="articles-filter-website"
          value={filters.websiteId ?? ''}
          onChange={(e) => list.setFilter('websiteId', e.currentTarget.value)}
          options={[
            { value: '', label: t('articles.filters.allWebsites') },
            ...websiteOptions.map((w) => ({ value: String(w.id), label: w.name })),
            ...(unlisted ? [{ value: filters.websiteId!, label: `#${filters.websiteId}` }] : []),
          ]}
        />
      )}
      <HTMLSelect
        aria-label={t('articles.filters.status')}
        data-testid="articles-filter-status"
        value={filters.status ?? ''}
        onChange={(e) => list.setFilter('status', e.currentTarget.value)}
        options={[
          { value: '', label: t('articles.filters.allStatuses') },
          ...ARTICLE_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('articles.filters.recency')}
        data-testid="articles-filter-recency"
        value={filters.recency ?? ''}
        onChange={(e) => list.setFilter('recency', e.currentTarget.value)}
        options={[
          { value: '', label: t('articles.recency.any') },
          ...ARTICLE_RECENCIES.map((r) => ({ value: r, label: t(RECENCY_LABEL[r]) })),
        ]}
      />
      <div className="ams-articles-author">
        <EntitySuggest<string>
          id="articles-filter-author"
          testId="articles-filter-author"
          items={authors.data ?? []}
          selected={filters.author ?? null}
          keyOf={(name) => name}
          labelOf={(name) => name}
          onSelect={(name) => list.setFilter('author', name ?? '')}
          placeholder={t('articles.filters.anyAuthor')}
          noResults={t('articles.filters.noAuthors')}
          clearLabel={t('articles.filters.clearAuthor')}
        />
      </div>
    </div>
  );
}
