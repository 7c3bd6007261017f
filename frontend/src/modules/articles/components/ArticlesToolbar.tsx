import { useTranslation } from 'react-i18next';
import { ARTICLE_RECENCIES, ARTICLE_STATUSES } from '../../../api/articles';
import { EntitySuggest } from '../../../ui/EntitySuggest';
import { FilterSelect } from '../../../ui/list/FilterSelect';
import { ListToolbar } from '../../../ui/list/ListToolbar';
import { useWebsiteOptions, RECENCY_LABEL, STATUS_LABEL, useArticleAuthors } from '../../content';
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
  const authors = useArticleAuthors(websiteId);

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
    </ListToolbar>
  );
}
