import { FormGroup, InputGroup } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { t } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { applyLocale } from '../../i18n';
import { showToast } from '../toaster';
import { FormDialog } from './FormDialog';
import { readFailure, useEntityForm } from './useEntityForm';

// Toasts outlive a test (their exit transition): count them by call instead.
vi.mock('../toaster', () => ({
  showToast: vi.fn(() => Promise.resolve()),
  clearToasts: vi.fn(() => Promise.resolve()),
}));

const toasted = (intent: 'success' | 'danger', message: string) =>
  expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ intent, message }));

interface Draft {
  name: string;
  iso2: string;
}

interface ThingDialogProps {
  send: (draft: Draft) => Promise<{ id: number }>;
  onClose?: () => void;
  onSaved?: (saved: { id: number }) => void;
  formErrors?: 'all' | 'refusals';
  refocus?: boolean;
}

/** A dialog of two fields on the hook, as every edit dialog is built. */
function ThingDialog({ send, onClose = () => {}, onSaved, formErrors, refocus }: ThingDialogProps) {
  const form = useEntityForm({
    initial: { name: '', iso2: '' },
    fields: ['name', 'iso2'] as const,
    validate: (draft: Draft) => ({
      ...(draft.name.trim() ? {} : { name: 'countries.errors.nameRequired' as const }),
      ...(draft.iso2 && draft.iso2.length !== 2
        ? { iso2: 'countries.errors.iso2Length' as const }
        : {}),
    }),
    mutation: useMutation({ mutationFn: send }),
    toVariables: (draft) => draft,
    messages: { saved: 'Thing saved.', failed: 'Failed to save the thing.' },
    codeFields: { 'role.name_taken': 'name' },
    formErrors,
    idPrefix: 'thing',
    refocus,
    onSaved,
    onClose,
  });
  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="Thing"
      icon="cube"
      label="Thing"
      testId="thing-dialog"
      saveTestId="thing-save"
    >
      <FormGroup label="Name" {...form.groupProps('name')}>
        <InputGroup {...form.inputProps('name')} />
      </FormGroup>
      <FormGroup label="ISO 2" {...form.groupProps('iso2', 'Two letters')}>
        <InputGroup {...form.inputProps('iso2')} />
      </FormGroup>
    </FormDialog>
  );
}

function renderDialog(props: ThingDialogProps) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThingDialog {...props} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('thing-dialog');
}

/** The FormGroup around a field: its message is the group's helper text. */
const groupOf = (id: string) =>
  document.getElementById(id)!.closest('.bp6-form-group') as HTMLElement;
const type = (id: string, value: string) =>
  fireEvent.change(document.getElementById(id)!, { target: { value } });
const taken = () =>
  new ApiError(
    409,
    'ISO code 2 IT is already used by Italy.',
    { iso2: ['ISO code 2 IT is already used by Italy.'] },
    { code: 'country.alpha_two_taken' },
  );

describe('useEntityForm', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('checks the client rules first and sends nothing while one fails', () => {
    const send = vi.fn(() => Promise.resolve({ id: 1 }));
    renderDialog({ send });
    fireEvent.click(screen.getByTestId('thing-save'));
    expect(within(groupOf('thing-name')).getByText('Name is required')).toBeTruthy();
    expect(groupOf('thing-name').classList.contains('bp6-intent-danger')).toBe(true);
    expect(within(groupOf('thing-iso2')).getByText('Two letters')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a field’s message as soon as the field is fixed, and only that field’s', () => {
    const send = vi.fn(() => Promise.resolve({ id: 1 }));
    renderDialog({ send });
    type('thing-iso2', 'I');
    fireEvent.click(screen.getByTestId('thing-save'));
    expect(within(groupOf('thing-name')).getByText('Name is required')).toBeTruthy();
    const iso2Length = 'ISO code 2 must be exactly 2 characters';
    expect(within(groupOf('thing-iso2')).getByText(iso2Length)).toBeTruthy();

    type('thing-name', 'I');
    expect(within(groupOf('thing-name')).queryByText('Name is required')).toBeNull();
    expect(groupOf('thing-name').classList.contains('bp6-intent-danger')).toBe(false);
    expect(document.getElementById('thing-name')!.getAttribute('aria-invalid')).toBeNull();
    // Still wrong: its message stays until it is right.
    type('thing-iso2', 'ITA');
    expect(within(groupOf('thing-iso2')).getByText(iso2Length)).toBeTruthy();
    type('thing-iso2', 'IT');
    expect(within(groupOf('thing-iso2')).queryByText(iso2Length)).toBeNull();
    expect(within(groupOf('thing-iso2')).getByText('Two letters')).toBeTruthy();
    // A field emptied again says nothing until the next submit.
    type('thing-name', '');
    expect(within(groupOf('thing-name')).queryByText('Name is required')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a server field error beside its field, in the reader’s language by its code', async () => {
    const send = vi.fn(() => Promise.reject(taken()));
    const onClose = vi.fn();
    const dialog = renderDialog({ send, onClose });
    type('thing-name', 'Italia');
    type('thing-iso2', 'IT');
    await act(() => applyLocale('it'));
    fireEvent.click(screen.getByTestId('thing-save'));

    expect(
      await within(groupOf('thing-iso2')).findByText(
        'Questo codice ISO 2 è già usato da un altro paese.',
      ),
    ).toBeTruthy();
    expect(document.getElementById('thing-iso2')!.getAttribute('aria-invalid')).toBe('true');
    toasted('danger', 'Failed to save the thing.');
    // The field says it: no form-level message, and the dialog stays open.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await act(() => applyLocale('en'));
    expect(
      within(groupOf('thing-iso2')).getByText(
        'This ISO code 2 is already used by another country.',
      ),
    ).toBeTruthy();

    // Editing the field again drops its server error.
    type('thing-iso2', 'IX');
    expect(within(groupOf('thing-iso2')).queryByText(/already used/)).toBeNull();
    expect(send).toHaveBeenCalledWith({ name: 'Italia', iso2: 'IT' }, expect.anything());
  });

  it('disables submit while the save is pending, then toasts success and closes', async () => {
    let finish: (value: { id: number }) => void = () => {};
    const send = vi.fn(() => new Promise<{ id: number }>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderDialog({ send, onSaved, onClose });
    type('thing-name', 'Desk');
    const save = screen.getByTestId('thing-save') as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(save.disabled).toBe(true));
    expect(send).toHaveBeenCalledTimes(1);
    fireEvent.click(save);
    expect(send).toHaveBeenCalledTimes(1);

    act(() => finish({ id: 5 }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSaved).toHaveBeenCalledWith({ id: 5 });
    expect(showToast).toHaveBeenCalledTimes(1);
    toasted('success', 'Thing saved.');
  });

  it('toasts a failure, and says above the fields what no field says', async () => {
    const refusal = new ApiError(
      403,
      'You cannot assign a role with permissions you do not hold.',
      {},
      { code: 'user.role.too_strong' },
    );
    const dialog = renderDialog({ send: () => Promise.reject(refusal) });
    type('thing-name', 'Desk');
    fireEvent.click(screen.getByTestId('thing-save'));

    await waitFor(() => toasted('danger', 'Failed to save the thing.'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot assign a role with permissions you do not hold.',
    );
  });

  it('leaves server faults to the toast when only refusals are the form’s to show', async () => {
    const fault = new ApiError(500, 'boom', {}, { code: 'server.unknown' });
    const dialog = renderDialog({ send: () => Promise.reject(fault), formErrors: 'refusals' });
    type('thing-name', 'Desk');
    fireEvent.click(screen.getByTestId('thing-save'));

    await waitFor(() => toasted('danger', 'Failed to save the thing.'));
    await act(async () => {});
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('puts a code that belongs to a field on that field, and focuses it', async () => {
    const taken = new ApiError(
      409,
      'A role with this name already exists.',
      {},
      {
        code: 'role.name_taken',
      },
    );
    const dialog = renderDialog({ send: () => Promise.reject(taken), refocus: true });
    type('thing-name', 'Editor');
    fireEvent.click(screen.getByTestId('thing-save'));

    expect(
      await within(groupOf('thing-name')).findByText('A role with this name already exists.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('thing-name'));
  });
});

describe('readFailure', () => {
  it('keeps the server’s paths inside a known field and leaves the rest to the form', () => {
    const error = new ApiError(
      400,
      'Invalid request',
      {
        'settings.1.key': ['Setting keys must be unique'],
        other: ['Not a field of this form'],
      },
      { code: 'request.invalid' },
    );
    expect(readFailure(t, error, ['name', 'settings'])).toEqual({
      fields: { 'settings.1.key': 'Setting keys must be unique' },
      form: null,
    });
    expect(readFailure(t, error, ['name']).fields).toEqual({});
    expect(readFailure(t, error, ['name']).form).not.toBeNull();
  });

  it('says something even when the failure is no answer of the API', () => {
    expect(readFailure(t, new Error('boom'), ['name'])).toEqual({
      fields: {},
      form: 'An unknown error occurred.',
    });
  });

  describe('on a page', () => {
    /** A code form as sign-in pages build it: no toast, its own wording, the last digit sends. */
    function CodePage({ send }: { send: (code: string) => Promise<string> }) {
      const form = useEntityForm({
        initial: { code: '' },
        fields: ['code'] as const,
        validate: ({ code }) => ({
          code: code.length === 3 ? undefined : ('authFlows.server.codeFormat' as const),
        }),
        validateOnChange: true,
        mutation: useMutation({ mutationFn: send }),
        toVariables: ({ code }) => code,
        idPrefix: 'page',
        describeError: (error) => `Refused (${(error as ApiError).status}).`,
        failureField: (error) => (error.status === 401 ? 'code' : undefined),
        onFailed: (_error, patch) => patch({ code: '' }),
        afterSave: { code: '' },
      });
      return (
        <form onSubmit={form.onSubmit} data-testid="page-form">
          <p data-testid="page-error">{form.formError}</p>
          <FormGroup label="Code" {...form.groupProps('code')}>
            <InputGroup
              {...form.inputProps('code')}
              onChange={(event) => {
                const code = event.currentTarget.value;
                if (code.length === 3) form.submit({ code });
                else form.set('code', code);
              }}
            />
          </FormGroup>
        </form>
      );
    }

    /** Toasts this form showed (earlier tests' dialogs may still toast as they unmount). */
    const ownToasts = () =>
      vi
        .mocked(showToast)
        .mock.calls.map(([toast]) => toast as { intent?: string; message?: string } | undefined)
        .filter((toast) => toast?.intent && !toast.message);

    const renderPage = (send: (code: string) => Promise<string>) => {
      const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <CodePage send={send} />
        </QueryClientProvider>,
      );
      return screen.getByLabelText('Code') as HTMLInputElement;
    };

    it('checks as the reader types, sends on the last keystroke, and shows no toast', async () => {
      const send = vi.fn(() => Promise.resolve('ok'));
      const input = renderPage(send);
      fireEvent.change(input, { target: { value: '12' } });
      fireEvent.change(input, { target: { value: '12' } });
      expect(screen.getByText(t('authFlows.server.codeFormat'))).toBeTruthy();
      fireEvent.change(input, { target: { value: '123' } });
      await waitFor(() => expect(send).toHaveBeenCalledWith('123', expect.anything()));
      await waitFor(() => expect(input.value).toBe(''));
      expect(ownToasts()).toEqual([]);
    });

    it('puts a refusal at its field in its own words, empties it, and keeps others above', async () => {
      const send = vi
        .fn<(code: string) => Promise<string>>()
        .mockRejectedValueOnce(new ApiError(401, 'Invalid code', {}, { code: 'auth.bad_code' }))
        .mockRejectedValueOnce(new ApiError(503, 'Down', {}, { code: 'store.unavailable' }));
      const input = renderPage(send);
      fireEvent.change(input, { target: { value: '123' } });
      expect(await screen.findByText('Refused (401).')).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.value).toBe('');
      expect(screen.getByTestId('page-error').textContent).toBe('');
      fireEvent.change(input, { target: { value: '456' } });
      await waitFor(() =>
        expect(screen.getByTestId('page-error').textContent).toBe('Refused (503).'),
      );
      expect(ownToasts()).toEqual([]);
    });
  });
});
