import type { FeedbackInput } from '../../api/feedback';
import type { TranslationKey } from '../../i18n/keys';

export type FeedbackDraft = Required<Pick<FeedbackInput, 'fullName' | 'email' | 'message'>>;
export type FeedbackFieldErrors = Partial<Record<keyof FeedbackDraft, TranslationKey>>;

export const FEEDBACK_FIELDS: readonly (keyof FeedbackDraft)[] = ['fullName', 'email', 'message'];
export const FEEDBACK_MESSAGE_MAX = 5000;
export const FULL_NAME_MAX = 255;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's rules, said before sending. */
export function validateFeedback(draft: FeedbackDraft): FeedbackFieldErrors {
  const errors: FeedbackFieldErrors = {};
  const name = draft.fullName.trim();
  if (!name) errors.fullName = 'feedback.errors.fullNameRequired';
  else if ([...name].length > FULL_NAME_MAX) errors.fullName = 'feedback.errors.fullNameTooLong';
  const email = draft.email.trim();
  if (!email) errors.email = 'feedback.errors.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'feedback.errors.emailInvalid';
  const message = draft.message.trim();
  if (!message) errors.message = 'feedback.errors.messageRequired';
  else if ([...message].length > FEEDBACK_MESSAGE_MAX) {
    errors.message = 'feedback.errors.messageTooLong';
  }
  return errors;
}
