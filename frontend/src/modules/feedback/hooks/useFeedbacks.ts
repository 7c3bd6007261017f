import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteFeedback,
  fetchFeedbacks,
  submitFeedback,
  type FeedbackInput,
  type FeedbackListQuery,
} from '../../../api/feedback';
import { FEEDBACKS_KEY, feedbacksListKey } from '../queryKeys';

export function useFeedbacksQuery(query: FeedbackListQuery) {
  return useQuery({
    queryKey: feedbacksListKey(query),
    queryFn: () => fetchFeedbacks(query),
    placeholderData: keepPreviousData,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => submitFeedback(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACKS_KEY }),
  });
}

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFeedback(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACKS_KEY }),
  });
}
