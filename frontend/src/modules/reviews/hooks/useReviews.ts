import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discardReview,
  fetchReview,
  fetchReviews,
  type ReviewListQuery,
} from '../../../api/reviews';
import { REVIEWS_KEY, reviewKey, reviewListKey } from '../queryKeys';

export function useReviewsQuery(query: ReviewListQuery) {
  return useQuery({
    queryKey: reviewListKey(query),
    queryFn: () => fetchReviews(query),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQuery(id: number) {
  return useQuery({ queryKey: reviewKey(id), queryFn: () => fetchReview(id), enabled: id > 0 });
}

/** Discard; `refresh` reads the list and the copy again (after a save or a send). */
export function useReviewActions(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: REVIEWS_KEY });
  return {
    refresh,
    discard: useMutation({ mutationFn: () => discardReview(id), onSettled: refresh }),
  };
}
