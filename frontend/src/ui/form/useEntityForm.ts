import type { Intent } from '@blueprintjs/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../i18n/errorText';
import type { TranslationKey } from '../../i18n/keys';
import { showToast } from '../toaster';

/** A field, or a place inside it as the API names it (`settings.0.key`). */
export type FieldPath<F extends string> = F | `${F}.${string}`;

/** What the client rules found: the translation key of each field in error. */
export type FieldRules<F extends string> = Partial<Record<FieldPath<F>, TranslationKey>>;

type TextKey<D> = { [K in keyof D & string]: D[K] extends string ? K : never }[keyof D & string];

export interface EntityFormOptions<D, F extends string, V, R> {
  /** The draft the form starts from: the entity's values, or the defaults of a new one. */
  initial: D | (() => D);
  /** The fields that show their own errors, in the order the form shows them. */
  fields: readonly F[];
  /** The client rules: nothing is sent while one of them fails. */
  validate?: (draft: D) => FieldRules<NoInfer<F>>;
  /** The feature's save mutation, and the variables the draft becomes. */
  mutation: UseMutationResult<R, Error, V>;
  toVariables: (draft: D) => V;
  /** The spec's toasts; without `failed`, a failure shows in the form only. */
  messages: { saved: string; failed?: string };
  /** Codes that belong to one field though the answer names none (`role.name_taken`: the name). */
  codeFields?: Partial<Record<string, NoInfer<F>>>;
  /**
   * Which failures without a field error become the form's own message: all of them (default), or
   * only refusals the reader can act on (below 500, or no answer), leaving server faults to the toast.
   */
  formErrors?: 'all' | 'refusals';
  /** Field ids are `${idPrefix}-${field}` (labels, and focus after a failure). */
  idPrefix: string;
  /**
   * After a failed submit, focus the first field in error (else the first field): the busy submit
   * button dropped focus, and Enter and Esc must keep working inside the dialog.
   */
  refocus?: boolean;
  /** After the success toast, before `onClose`. */
  onSaved?: (result: R) => void;
  /** Closes the dialog once saved. */
  onClose?: () => void;
}

interface Failure<F extends string> {
  fields: Partial<Record<FieldPath<F>, string>>;
  form: string | null;
}

const topField = (path: string) => path.split('.')[0]!;

/** The server's field messages the form shows beside its fields, and the form-level message. */
export function readFailure<F extends string>(
  t: TFunction,
  error: unknown,
  fields: readonly F[],
  codeFields: Partial<Record<string, F>> = {},
  formErrors: 'all' | 'refusals' = 'all',
): Failure<F> {
  if (!(error instanceof ApiError)) return { fields: {}, form: errorMessage(t, error) };
  const known = Object.keys(error.errors).filter((path) =>
    (fields as readonly string[]).includes(topField(path)),
  ) as FieldPath<F>[];
  const found = fieldErrorTexts(t, error, known);
  const owner = error.code ? codeFields[error.code] : undefined;
  if (owner && !found[owner]) found[owner] = errorMessage(t, error);
  const shown = Object.keys(found).length > 0;
  const form = !shown && (formErrors === 'all' || error.status < 500);
  return { fields: found, form: form ? errorMessage(t, error) : null };
}

/**
 * One edit form: the draft, client rules, the server's field errors beside their fields (in the
 * reader's language, by code), a form-level message, pending state, the success and failure
 * toasts, and closing once saved. Fields the reader edits again lose their server error.
 */
export function useEntityForm<D, F extends string, V, R>(options: EntityFormOptions<D, F, V, R>) {
  const { t } = useTranslation();
  const { fields, mutation, idPrefix } = options;
  const [draft, setDraft] = useState<D>(options.initial);
  const [rules, setRules] = useState<FieldRules<F>>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const server = failure
    ? readFailure(t, failure.error, fields, options.codeFields, options.formErrors)
    : { fields: {}, form: null };
  const serverFields = server.fields as Partial<Record<string, string>>;

  const errorOf = (path: FieldPath<F>): string | undefined => {
    const key = rules[path];
    if (key) return t(key);
    return edited.has(topField(path)) ? undefined : serverFields[path];
  };

  const idOf = (field: string) => `${idPrefix}-${field}`;

  const focusFirst = (errors: Partial<Record<string, unknown>>) => {
    if (!options.refocus) return;
    const inError = fields.filter((field) =>
      Object.keys(errors).some((path) => errors[path] && topField(path) === field),
    );
    window.setTimeout(() => {
      const target = [...inError, fields[0]]
        .map((field) => field && document.getElementById(idOf(field)))
        .find(Boolean);
      target?.focus();
    });
  };

  const patch = (values: Partial<D>) => {
    setDraft((current) => ({ ...current, ...values }));
    setEdited((current) => new Set([...current, ...Object.keys(values)]));
  };
  const set = <K extends keyof D & string>(field: K, value: D[K]) =>
    patch({ [field]: value } as unknown as Partial<D>);

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const found = options.validate?.(draft) ?? {};
    setRules(found);
    setFailure(null);
    setEdited(new Set());
    if (Object.values(found).some(Boolean)) return focusFirst(found);
    mutation.mutate(options.toVariables(draft), {
      onSuccess: (result) => {
        void showToast({ intent: 'success', icon: 'tick', message: options.messages.saved });
        options.onSaved?.(result);
        options.onClose?.();
      },
      onError: (error) => {
        const { failed } = options.messages;
        if (failed) void showToast({ intent: 'danger', icon: 'error', message: failed });
        setFailure({ error });
        focusFirst(readFailure(t, error, fields, options.codeFields).fields);
      },
    });
  };

  const intentOf = (path: FieldPath<F>): Intent => (errorOf(path) ? 'danger' : 'none');

  return {
    draft,
    set,
    patch,
    errorOf,
    /** The failure's own message, when no field shows it. */
    formError: server.form,
    pending: mutation.isPending,
    onSubmit,
    /** A FormGroup's label target, intent and message (else `hint`). */
    groupProps: (field: F, hint?: string) => ({
      labelFor: idOf(field),
      intent: intentOf(field),
      helperText: errorOf(field) ?? hint,
    }),
    /** An InputGroup bound to a text field of the draft. */
    inputProps: (field: TextKey<D> & F) => ({
      id: idOf(field),
      name: field,
      value: draft[field] as string,
      intent: intentOf(field),
      'aria-invalid': errorOf(field) ? true : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        set(field, event.currentTarget.value as D[typeof field]),
    }),
  };
}

/** What a form's frame needs of the hook: submit, the pending state and the form's message. */
export interface FormState {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  formError: string | null;
}
