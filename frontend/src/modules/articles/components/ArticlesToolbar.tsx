import { useTranslation } from 'react-i18next';
import { ARTICLE_RECENCIES, ARTICLE_STATUSES } from '../../../api/articles';
import { FilterSelect } from '../../../ui/list/FilterSelect';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { AuthorFilter, RECENCY_LABEL, STATUS_LABEL, useWebsiteOptions } from '../../content';
import type { ArticleListState } from '../hooks/useArticleListParams';

interface ArticlesToolbarProps {
  list: ArticleListState;
  /** Set on a website's own tab: no website filter then. */
  fixedWebsiteId?: number;
}

/** Debounced title search and the website, status, recency, assignee and author filters. */
export function ArticlesToolbar({ list, fixedWebsiteId }: ArticlesToolbarProps) {
  const { t } = useTranslation();
  const { filters } = list.params;
  const websiteId = fixedWebsiteId ?? (Number(filters.websiteId) || undefined);
  const websites = useWebsiteOptions(fixedWebsiteId === undefined);

  return (
    <ListToolbar search={{ list, placeholder: t('articles.search'), testId: 'articles-search' }}>
      {fixedWebsiteId === undefined && (
        <FilterSelect
          list={list}
          filter="websiteId"
          label={t('articles.filters.website')}
          allLabel={t('articles.filters.allWebsites')}
          testId="articles-filter-website"
          options={websites}
          keepUnlisted
        />
      )}
      <FilterSelect
        list={list}
        filter="status"
        label={t('articles.filters.status')}
        allLabel={t('articles.filters.allStatuses')}
        testId="articles-filter-status"
        options={ARTICLE_STATUSES.map((status) => ({
          value: status,
          label: t(STATUS_LABEL[status]),
        }))}
      />
      <FilterSelect
        list={list}
        filter="recency"
        label={t('articles.filters.recency')}
        allLabel={t('articles.recency.any')}
        testId="articles-filter-recency"
        options={ARTICLE_RECENCIES.map((r) => ({ value: r, label: t(RECENCY_LABEL[r]) }))}
      />
      <FilterSelect
        list={list}
        filter="assignedTo"
        label={t('articles.filters.assignee')}
        allLabel={t('articles.filters.anyAssignee')}
        testId="articles-filter-assignee"
        options={[{ value: 'me', label: t('articles.filters.assignedToMe') }]}
        keepUnlisted
      />
      <AuthorFilter
        id="articles-filter-author"
        className="ams-articles-author"
        websiteId={websiteId}
        value={filters.author ?? null}
        onChange={(name) => list.setFilter('author', name ?? '')}
      />
    </ListToolbar>
  );
}
