import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type Feedback = components['schemas']['FeedbackDto'];
export type FeedbackPage = components['schemas']['FeedbackPageDto'];
export type FeedbackInput = components['schemas']['CreateFeedbackDto'];
export type FeedbackSaved = components['schemas']['FeedbackSavedDto'];
export type FeedbackListQuery = NonNullable<paths['/api/feedbacks']['get']['parameters']['query']>;
export type FeedbackSort = NonNullable<FeedbackListQuery['sortBy']>;

export function fetchFeedbacks(query: FeedbackListQuery): Promise<FeedbackPage> {
  return unwrap(api.GET('/api/feedbacks', { params: { query } }));
}

export function submitFeedback(body: FeedbackInput): Promise<FeedbackSaved> {
  return unwrap(api.POST('/api/feedbacks', { body }));
}

export function deleteFeedback(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/feedbacks/{id}', { params: { path: { id } } }));
}
