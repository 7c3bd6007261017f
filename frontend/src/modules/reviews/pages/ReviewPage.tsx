import '../reviews.css';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../app/routeTypes';
import { formatDateTime } from '../../../lib/intl';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { EmptyState } from '../../../ui/EmptyState';
import { errorMessage } from '../../../i18n/errorText';
import { ReviewEditor } from '../components/ReviewEditor';
import { useReviewQuery } from '../hooks/useReviews';

/** `/apps/reviews/:id`: one held AI copy, reviewed beside its source, then sent or discarded. */
export default function ReviewPage({ params }: PageProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const id = Number(params.id) || 0;
  const review = useReviewQuery(id);
  const back = (
    <Button
      icon="arrow-left"
      text={t('reviews.backToList')}
      onClick={() => navigate('/apps/reviews')}
    />
  );
  if (review.isPending) return <PageLoader />;
  if (review.isError) {
    return (
      <>
        <PageHeader
          title={t('routes.reviewView')}
          subtitle={t('reviews.subtitle')}
          actions={back}
        />
        <EmptyState
          icon="error"
          title={t('reviews.loadFailedOne')}
          description={errorMessage(t, review.error)}
        />
      </>
    );
  }
  const r = review.data;
  return (
    <>
      <PageHeader
        title={t('reviews.pageTitle', { title: r.title })}
        subtitle={t('reviews.pageSubtitle', {
          website: r.websiteName,
          by: r.requestedBy?.name ?? t('reviews.nobody'),
          at: formatDateTime(r.heldAt, i18n.language),
        })}
        actions={back}
      />
      <ReviewEditor key={r.id} review={r} onGone={() => navigate('/apps/reviews')} />
    </>
  );
}
