import type { FieldRules } from '../../ui/form/useEntityForm';

export interface PromptDraft {
  promptText: string;
  generationInstructions: string;
  enabled: boolean;
  /** The prompt's version as loaded; null: the website showed the default (none of its own yet). */
  version: number | null;
}

export const PROMPT_FIELDS = ['promptText', 'generationInstructions', 'enabled'] as const;
export type PromptField = (typeof PROMPT_FIELDS)[number];

/** The server's rules, checked before sending. */
export function validatePrompt(d: PromptDraft): FieldRules<PromptField> {
  const errors: FieldRules<PromptField> = {};
  if (!d.promptText.trim()) errors.promptText = 'prompts.errors.textRequired';
  else if ([...d.promptText.trim()].length > 20000)
    errors.promptText = 'prompts.errors.textTooLong';
  if ([...d.generationInstructions].length > 5000) {
    errors.generationInstructions = 'prompts.errors.instructionsTooLong';
  }
  return errors;
}
