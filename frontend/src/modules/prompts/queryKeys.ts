/** The query keys of prompts (system and websites' own): what the live table refreshes. */
export const PROMPTS_KEY = ['prompts'] as const;
export const systemPromptsKey = () => [...PROMPTS_KEY, 'system'] as const;
export const websitePromptsKey = (websiteId: number) =>
  [...PROMPTS_KEY, 'website', websiteId] as const;
