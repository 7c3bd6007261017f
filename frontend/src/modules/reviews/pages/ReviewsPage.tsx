import '../reviews.css';
import { useTranslation } from 'react-i18next';
import type { ReviewListQuery } from '../../../api/reviews';
import { FilterSelect } from '../../../ui/list/FilterSelect';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useKeysetListParams } from '../../../ui/list/useKeysetListParams';
import { useWebsiteOptions } from '../../content';
import { ReviewList, type ReviewFilter, type ReviewSort } from '../components/ReviewList';

const LIST: ListOptions<ReviewSort, ReviewFilter> = {
  sortKeys: ['heldAt'],
  defaultSort: 'heldAt',
  defaultDir: 'desc',
  filterKeys: ['websiteId'],
};

/**
 * `/apps/reviews`: AI copies their destination holds for review, on the websites the reader may
 * publish on; live (a copy held, sent or discarded elsewhere appears or goes at once).
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  const list = useKeysetListParams(LIST);
  const websites = useWebsiteOptions();
  const websiteId = Number(list.params.filters.websiteId) || undefined;
  const query: ReviewListQuery = {
    perPage: list.params.perPage as ReviewListQuery['perPage'],
    ...(list.params.q ? { q: list.params.q } : {}),
    ...(websiteId ? { websiteId } : {}),
    ...(list.cursor ? { cursor: Number(list.cursor) } : {}),
  };
  return (
    <ListPage
      title={t('reviews.title')}
      subtitle={t('reviews.subtitle')}
      search={{ list, placeholder: t('reviews.search'), testId: 'reviews-search' }}
      filters={
        <FilterSelect
          list={list}
          filter="websiteId"
          label={t('reviews.filters.website')}
          allLabel={t('articles.filters.allWebsites')}
          testId="reviews-filter-website"
          options={websites}
          keepUnlisted
        />
      }
    >
      <ReviewList list={list} query={query} />
    </ListPage>
  );
}
