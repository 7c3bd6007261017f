import type { UseMutationResult } from '@tanstack/react-query';

/** What a caller does with a mutation's outcome: confirm, close, follow a job, report a refusal. */
export interface MutationOutcome<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/**
 * Runs a mutation and hands its outcome to the caller even when the caller was drawn again or
 * left the screen meanwhile. TanStack Query drops `mutate(variables, { onSuccess })` callbacks once
 * the component that asked is gone, and a user action's own live announcement often redraws it
 * before the answer arrives: a deleted row leaves the live list, a saved record's form is keyed on
 * its new version. The user then got no toast, no closed dialog, no followed job. The mutation's
 * own state (pending, error) still shows where the component is.
 */
export function runMutation<R, V>(
  mutation: Pick<UseMutationResult<R, Error, V>, 'mutateAsync'>,
  variables: V,
  outcome: MutationOutcome<R> = {},
): void {
  mutation
    .mutateAsync(variables)
    .then(
      (result) => outcome.onSuccess?.(result),
      (error: Error) => outcome.onError?.(error),
    )
    .finally(() => outcome.onSettled?.());
}
