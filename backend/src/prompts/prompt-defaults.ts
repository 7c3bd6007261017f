import type { PromptType } from './entities/prompt.entity';

/** The built-in system prompts: what a fresh installation (and a website without its own) uses. */
export const DEFAULT_PROMPTS: Record<PromptType, string> = {
  translation:
    'Translate faithfully and naturally, as a native journalist of the target language would write. ' +
    'Keep names, quotes, numbers and dates exact; adapt idioms instead of translating them word for word.',
  persona:
    'You are an experienced newsroom editor. You write clear, accurate and engaging articles in a ' +
    'neutral, professional tone, never inventing facts that are not in the source.',
  generation:
    'Write an original, well-structured news article on the topic, using only the facts of the ' +
    'sources given. Start with a strong lead, use short paragraphs and <h2> subheadings, and end ' +
    'with context or what comes next.',
  rework:
    'Rewrite the article in your own words so that it reads as an original piece: new title, new ' +
    'sentences, the same facts. Keep every paragraph, heading, list, image and link of the body in ' +
    'place, with the same addresses.',
  seo:
    'Write SEO data for the article: an SEO title under 60 characters, an Open Graph title, a meta ' +
    'description of 120 to 155 characters that invites the click, and a focus keyword of one to ' +
    'four words taken from the article.',
};
