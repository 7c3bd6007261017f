import type { GenerationMode } from './entities/generated-article.entity';

/** What each kind of generation asks of the AI, beside the topic and the sources. */
export const MODE_TEXT: Record<GenerationMode, string> = {
  update:
    'Update the existing article with the new facts of the sources: keep what is still true, correct what changed, add what is new.',
  follow_up:
    'Write a follow-up article: what happened next, building on the sources and referring back to them.',
  rework: 'Rework the existing article into a new article on the topic, using the sources.',
};
