import type { Intent } from '@blueprintjs/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { errorMessage, fieldErrorTexts } from '../../i18n/errorText';
import type { TranslationKey } from '../../i18n/keys';
import { showToast } from '../toaster';
import { runMutation } from '../../api/runMutation';

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
  /** Apply the rules as the reader edits, not only on submit (a chosen file is checked at once). */
  validateOnChange?: boolean;
  /** The feature's save mutation, and the variables the draft becomes. */
  mutation: UseMutationResult<R, Error, V>;
  toVariables: (draft: D) => V;
  /**
   * The spec's toasts; without `saved`, success is the caller's to show (a page that moves on);
   * without `failed`, a failure shows in the form only.
   */
  messages?: { saved?: string; failed?: string };
  /**
   * The form's own message for a failure no field shows (default: the code's translation, else
   * the server's words). Sign-in forms say less than the server (a vague 401) or more (throttling).
   */
  describeError?: (error: unknown) => string;
  /** Codes that belong to one field though the answer names none (`role.name_taken`: the name). */
  codeFields?: Partial<Record<string, NoInfer<F>>>;
  /**
   * Failures that belong to a field by their status rather than their code (a refused one-time
   * code: whatever the reason, it shows at the code), answered per failure.
   */
  failureField?: (error: ApiError) => NoInfer<F> | undefined;
  /**
   * Which failures without a field error become the form's own message: all of them (default), or
   * only refusals the reader can act on (below 500, or no answer), leaving server faults to the toast.
   */
  formErrors?: 'all' | 'refusals';
  /** Field ids are `${idPrefix}-${field}` (labels, and focus after a failure)… */
  idPrefix: string;
  /** …except those named here (`confirm` → `confirm-password`). */
  ids?: Partial<Record<NoInfer<F>, string>>;
  /**
   * After a failed submit, focus the first field in error (else the first field): the busy submit
   * button dropped focus, and Enter and Esc must keep working inside the dialog.
   */
  refocus?: boolean;
  /** After the success toast, before `onClose`. */
  onSaved?: (result: R) => void;
  /** The values the draft takes once saved, for a form that stays open (a sent file forgotten). */
  afterSave?: Partial<D>;
  /** After a failure of the request, with the draft's `patch` (e.g. empty a refused code). */
  onFailed?: (error: unknown, patch: (values: Partial<D>) => void) => void;
  /** Closes the dialog once saved. */
  onClose?: () => void;
  /**
   * An edit of a versioned record (its draft holds `version`, sent with the save): when someone
   * else saved it meanwhile (409 `record.changed`), the form shows who and when, their values of
   * the fields, and offers to load them. `fromRecord` turns the record into draft values (with its
   * `version`); `labelOf` names a field in the notice.
   */
  conflict?: {
    fromRecord: (record: Record<string, unknown>) => Partial<D>;
    labelOf: (field: NoInfer<F>) => string;
    /** A field's value as the notice shows it, when not plain text or a list (e.g. rows). */
    textOf?: (field: NoInfer<F>, value: unknown) => string;
  };
}

/** Someone else saved the record meanwhile: who, when, and their values where they differ. */
export interface ConflictState {
  by: string | null;
  at: string | null;
  /** Each form field whose saved value differs from the draft: its label and their value. */
  theirs: { field: string; label: string; value: string }[];
  /** Puts their values (and version) into the draft: the next save builds on their version. */
  load: () => void;
}

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

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
  describe: (error: unknown) => string = (e) => errorMessage(t, e),
  failureField?: (error: ApiError) => F | undefined,
): Failure<F> {
  if (!(error instanceof ApiError)) return { fields: {}, form: describe(error) };
  const known = Object.keys(error.errors).filter((path) =>
    (fields as readonly string[]).includes(topField(path)),
  ) as FieldPath<F>[];
  const found = fieldErrorTexts(t, error, known);
  const owner = (error.code ? codeFields[error.code] : undefined) ?? failureField?.(error);
  if (owner && !found[owner]) found[owner] = describe(error);
  const shown = Object.keys(found).length > 0;
  const form = !shown && (formErrors === 'all' || error.status < 500);
  return { fields: found, form: form ? describe(error) : null };
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
    ? readFailure(
        t,
        failure.error,
        fields,
        options.codeFields,
        options.formErrors,
        options.describeError,
        options.failureField,
      )
    : { fields: {}, form: null };
  const serverFields = server.fields as Partial<Record<string, string>>;

  const errorOf = (path: FieldPath<F>): string | undefined => {
    const key = rules[path];
    if (key) return t(key);
    return edited.has(topField(path)) ? undefined : serverFields[path];
  };

  const idOf = (field: string) =>
    (options.ids as Partial<Record<string, string>> | undefined)?.[field] ?? `${idPrefix}-${field}`;

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
    const next = { ...draft, ...values };
    setDraft((current) => ({ ...current, ...values }));
    setEdited((current) => new Set([...current, ...Object.keys(values)]));
    const found = options.validate?.(next) ?? {};
    // A message shown goes as soon as its field is fixed; new ones wait for submit, unless asked.
    setRules((current) =>
      options.validateOnChange
        ? found
        : (Object.fromEntries(
            Object.entries(found).filter(([path, key]) => key && path in current),
          ) as FieldRules<F>),
    );
  };
  const fill = (values: Partial<D>) => setDraft((current) => ({ ...current, ...values }));
  const set = <K extends keyof D & string>(field: K, value: D[K]) =>
    patch({ [field]: value } as unknown as Partial<D>);

  /** Checks and sends the draft, with `next` put in first (a code typed to its last digit). */
  const submit = (next?: Partial<D>) => {
    const sent = next ? { ...draft, ...next } : draft;
    if (next) setDraft(sent);
    const found = options.validate?.(sent) ?? {};
    setRules(found);
    setFailure(null);
    setEdited(new Set());
    if (Object.values(found).some(Boolean)) return focusFirst(found);
    if (mutation.isPending) return;
    // Its own live announcement may redraw the form before the answer comes (see runMutation).
    runMutation(mutation, options.toVariables(sent), {
      onSuccess: (result) => {
        const saved = options.messages?.saved;
        if (saved) void showToast({ intent: 'success', icon: 'tick', message: saved });
        if (options.afterSave) fill(options.afterSave);
        options.onSaved?.(result);
        options.onClose?.();
      },
      onError: (error) => {
        const failed = options.messages?.failed;
        if (failed) void showToast({ intent: 'danger', icon: 'error', message: failed });
        setFailure({ error });
        options.onFailed?.(error, fill);
        focusFirst(readFailure(t, error, fields, options.codeFields).fields);
      },
    });
  };

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    submit();
  };

  /** Forgets the failure and the rules' findings (the form changed shape, e.g. another factor). */
  const reset = () => {
    setRules({});
    setFailure(null);
  };

  const changed =
    failure?.error instanceof ApiError && failure.error.code === 'record.changed'
      ? failure.error.changed
      : undefined;
  const conflict: ConflictState | null =
    changed && options.conflict
      ? (() => {
          const values = options.conflict.fromRecord(changed.record);
          const { labelOf, textOf } = options.conflict;
          const text = (field: F, value: unknown) => (textOf ? textOf(field, value) : shown(value));
          const theirs = fields.flatMap((field) => {
            const value = (values as Record<string, unknown>)[field];
            if (!(field in values)) return [];
            if (text(field, value) === text(field, (draft as Record<string, unknown>)[field])) {
              return [];
            }
            return [{ field, label: labelOf(field), value: text(field, value) }];
          });
          return {
            by: changed.by?.name ?? null,
            at: changed.at,
            theirs,
            load: () => {
              fill(values);
              setEdited(new Set());
              setFailure(null);
            },
          };
        })()
      : null;

  const intentOf = (path: FieldPath<F>): Intent => (errorOf(path) ? 'danger' : 'none');

  return {
    draft,
    set,
    patch,
    errorOf,
    /** The failure's own message, when no field shows it (and no conflict notice does). */
    formError: conflict ? null : server.form,
    /** Someone else saved the record meanwhile (see `options.conflict`). */
    conflict,
    /** The failure as the mutation answered it (a page may show another view for some). */
    failure: failure?.error,
    pending: mutation.isPending,
    onSubmit,
    submit,
    reset,
    /** The id of a field's input, as its label names it. */
    idOf: (field: F) => idOf(field),
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
  conflict?: ConflictState | null;
}
