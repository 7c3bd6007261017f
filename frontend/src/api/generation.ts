import { api, unwrap } from './client';
import type { components } from './schema';

export type GeneratedArticle = components['schemas']['GeneratedArticleDto'];
export type GenerateInput = components['schemas']['GenerateArticleDto'];
export type GenerationMode = GenerateInput['mode'];
/** What Use would replace: the post on the website now, beside the generated article. */
export type Replacement = components['schemas']['ReplacementDto'];

/** At most this many source articles (the API refuses more too). */
export const MAX_SOURCES = 3;
export const GENERATION_MODES: readonly GenerationMode[] = ['follow_up', 'update', 'rework'];

export function startGeneration(body: GenerateInput): Promise<GeneratedArticle> {
  return unwrap(api.POST('/api/articles/generate', { body }));
}

export function fetchGenerated(id: number): Promise<GeneratedArticle> {
  return unwrap(
    api.GET('/api/articles/generated/{generatedId}', { params: { path: { generatedId: id } } }),
  );
}

export function regenerate(id: number): Promise<GeneratedArticle> {
  return unwrap(
    api.POST('/api/articles/generated/{generatedId}/regenerate', {
      params: { path: { generatedId: id } },
    }),
  );
}

/**
 * Starts sending it to its destination: the answer names the send job to follow. An update or a
 * rework replaces a live post: `replace` says the person saw what changes and agreed.
 */
export function markUsed(id: number, replace = false): Promise<GeneratedArticle> {
  return unwrap(
    api.POST('/api/articles/generated/{generatedId}/use', {
      params: { path: { generatedId: id } },
      body: replace ? { replace } : {},
    }),
  );
}

export function fetchReplacement(id: number): Promise<Replacement> {
  return unwrap(
    api.GET('/api/articles/generated/{generatedId}/replacement', {
      params: { path: { generatedId: id } },
    }),
  );
}

/** Puts back the post as it was before Use replaced it. */
export function undoUse(id: number): Promise<GeneratedArticle> {
  return unwrap(
    api.POST('/api/articles/generated/{generatedId}/undo', {
      params: { path: { generatedId: id } },
    }),
  );
}

export function discardGenerated(id: number): Promise<{ message: string }> {
  return unwrap(
    api.DELETE('/api/articles/generated/{generatedId}', { params: { path: { generatedId: id } } }),
  );
}

export type ArticleDraft = components['schemas']['ArticleDraftDto'];
export type ArticlePartAsk = components['schemas']['ReviseDto'];
export type RevisedPart = components['schemas']['RevisedDto'];

/** The person's edit of the article before it is used (while it is ready). */
export function editGenerated(id: number, draft: ArticleDraft): Promise<GeneratedArticle> {
  return unwrap(
    api.PUT('/api/articles/generated/{generatedId}', {
      params: { path: { generatedId: id } },
      body: draft,
    }),
  );
}

/** One part written again by the destination's AI (the article as the person has it). */
export function reviseGenerated(id: number, ask: ArticlePartAsk): Promise<RevisedPart> {
  return unwrap(
    api.POST('/api/articles/generated/{generatedId}/revise', {
      params: { path: { generatedId: id } },
      body: ask,
    }),
  );
}
