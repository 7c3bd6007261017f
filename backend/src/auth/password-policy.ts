import { zxcvbn, zxcvbnOptions, type DictionaryMatch, type MatchExtended } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import type { DomainErrorSpec } from '../core/http/error-codes';
import { PASSWORD_ERRORS, PASSWORD_MAX, PASSWORD_MIN } from './auth.errors';

export { PASSWORD_MAX, PASSWORD_MIN } from './auth.errors';
export const PASSWORD_TOO_SHORT = PASSWORD_ERRORS.tooShort;
export const PASSWORD_TOO_LONG = PASSWORD_ERRORS.tooLong;
export const PASSWORD_TOO_COMMON = PASSWORD_ERRORS.tooCommon;

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
 * Returns the refusal (its code and message), or null when the password is acceptable.
 */
export function passwordProblem(
  password: string,
  userInputs: string[] = [],
): DomainErrorSpec | null {
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
