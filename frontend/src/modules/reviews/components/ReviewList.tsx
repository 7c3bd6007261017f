import { AnchorButton, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewListQuery, ReviewRow } from '../../../api/reviews';
import { formatDateTime } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { ListResults } from '../../../ui/list/ListResults';
import type { KeysetListState } from '../../../ui/list/useKeysetListParams';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useReviewsQuery } from '../hooks/useReviews';

export type ReviewFilter = 'websiteId';
export type ReviewSort = 'heldAt';

export const reviewPath = (id: number) => `/apps/reviews/${id}`;

/** Held AI copies: the story, where it goes, who asked and since when; newest first. */
export function ReviewList({
  list,
  query,
}: {
  list: KeysetListState<ReviewSort, ReviewFilter>;
  query: ReviewListQuery;
}) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const result = useReviewsQuery(query);
  const columns = useMemo<DataColumn<ReviewRow>[]>(
    () => [
      {
        id: 'story',
        title: t('reviews.columns.story'),
        width: 200,
        grow: 3,
        interactive: true,
        render: (r) => (
          <a {...link(reviewPath(r.id))} dir="auto" data-testid={`review-link-${r.id}`}>
            {r.title || `#${r.sourceArticleId}`}
          </a>
        ),
      },
      {
        id: 'destination',
        title: t('reviews.columns.destination'),
        width: 150,
        grow: 1,
        render: (r) => (
          <span title={t('reviews.fromTo', { from: r.sourceWebsiteName, to: r.websiteName })}>
            {r.websiteName}
            {r.replacesPost && (
              <Tag minimal intent="warning" className="ams-review-replaces">
                {t('reviews.replacesPost')}
              </Tag>
            )}
          </span>
        ),
      },
      {
        id: 'source',
        title: t('reviews.columns.source'),
        width: 120,
        grow: 1,
        priority: 1,
        render: (r) => r.sourceWebsiteName,
      },
      {
        id: 'requestedBy',
        title: t('reviews.columns.requestedBy'),
        width: 120,
        grow: 1,
        priority: 2,
        render: (r) => r.requestedBy?.name ?? t('reviews.nobody'),
      },
      {
        id: 'heldAt',
        title: t('reviews.columns.heldAt'),
        width: 130,
        render: (r) => formatDateTime(r.heldAt, i18n.language),
      },
      {
        id: 'open',
        title: t('reviews.columns.open'),
        width: 90,
        interactive: true,
        render: (r) => (
          <AnchorButton
            small
            intent="primary"
            icon="annotation"
            text={t('reviews.review')}
            aria-label={t('reviews.reviewStory', { title: r.title })}
            {...link(reviewPath(r.id))}
          />
        ),
      },
    ],
    [t, i18n.language, link],
  );
  return (
    <ListResults
      testId="reviews-table"
      query={result}
      list={list}
      columns={columns}
      emptyTitle={t('reviews.emptyTitle')}
      emptyBody={t('reviews.emptyBody')}
      errorTitle={t('reviews.loadFailed')}
      keyset={{ canReach: list.canReach }}
      scopeFilters={['websiteId']}
    />
  );
}
