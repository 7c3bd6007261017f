import { zxcvbn, zxcvbnOptions, type DictionaryMatch, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less predictable one.';

zxcvbnOptions.setOptions({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

/** The whole password is one entry of the common-password list or the user's own details. */
const isCommonPassword = (match: MatchExtended, length: number) =>
  match.pattern === 'dictionary' &&
  ['passwords', 'userInputs'].includes((match as DictionaryMatch).dictionaryName) &&
  match.i === 0 &&
  match.j === length - 1;

/**
 * The one password rule of registration, reset and invite: 8 to 128 characters (counted as the
 * user sees them) and not guessable. `userInputs` (email, names) count as guessable too.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  const inputs = userInputs
    .flatMap((input) => [input, input.split('@')[0], ...input.split(/[@.\s_-]+/)])
    .map((input) => input.trim().toLowerCase())
    .filter((input) => input.length >= 3);
  const result = zxcvbn(password, inputs);
  if (result.score < 2 || result.sequence.some((m) => isCommonPassword(m, password.length))) {
    return PASSWORD_TOO_COMMON;
  }
  return null;
}
