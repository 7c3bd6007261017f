import { FormGroup, InputGroup } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { FormDialog } from './FormDialog';
import { useEntityForm } from './useEntityForm';

vi.mock('../toaster', () => ({
  showToast: vi.fn(() => Promise.resolve()),
  clearToasts: vi.fn(() => Promise.resolve()),
}));

interface Draft {
  name: string;
  iso2: string;
  version: number | null;
}

/** A versioned edit dialog on the one form hook, as the website and user dialogs are built. */
function VersionedDialog({
  send,
  onClose,
}: {
  send: (d: Draft) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useEntityForm({
    initial: { name: 'Italy', iso2: 'IT', version: 3 },
    fields: ['name', 'iso2'] as const,
    mutation: useMutation({ mutationFn: send }),
    toVariables: (draft) => draft,
    idPrefix: 'thing',
    onClose,
    conflict: {
      fromRecord: (record) => ({
        name: String(record.name),
        iso2: String(record.iso2),
        version: Number(record.version),
      }),
      labelOf: (field) => ({ name: 'Name', iso2: 'ISO 2' })[field],
    },
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
      <FormGroup label="ISO 2" {...form.groupProps('iso2')}>
        <InputGroup {...form.inputProps('iso2')} />
      </FormGroup>
    </FormDialog>
  );
}

const changedMeanwhile = () =>
  ApiError.from(409, {
    statusCode: 409,
    code: 'record.changed',
    message: 'Someone else saved this meanwhile.',
    changed: {
      version: 4,
      by: { id: 2, name: 'Olga Other' },
      at: '2026-11-26T07:30:00.000Z',
      record: { id: 9, name: 'Italia', iso2: 'IT', version: 4 },
    },
  });

describe('edit conflicts', () => {
  it('shows who saved meanwhile and their values, keeps the dialog open, and saves on their version once loaded', async () => {
    const send = vi
      .fn<(draft: Draft) => Promise<unknown>>()
      .mockRejectedValueOnce(changedMeanwhile())
      .mockResolvedValueOnce({ id: 9 });
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <VersionedDialog send={send} onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.change(document.getElementById('thing-name')!, { target: { value: 'Italy (mine)' } });
    fireEvent.click(screen.getByTestId('thing-save'));

    const notice = await screen.findByTestId('form-conflict');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Olga Other saved this at');
    expect(notice.textContent).toContain('Your changes were not saved.');
    // Only the field that differs from the form's, with their value.
    const rows = within(notice).getAllByTestId('form-conflict-value');
    expect(rows.map((row) => row.textContent)).toEqual(['NameItalia']);
    expect(onClose).not.toHaveBeenCalled();
    expect((document.getElementById('thing-name') as HTMLInputElement).value).toBe('Italy (mine)');

    fireEvent.click(within(notice).getByTestId('form-conflict-load'));
    expect(screen.queryByTestId('form-conflict')).toBeNull();
    expect((document.getElementById('thing-name') as HTMLInputElement).value).toBe('Italia');
    fireEvent.click(screen.getByTestId('thing-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send.mock.calls[1]![0]).toEqual({ name: 'Italia', iso2: 'IT', version: 4 });
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Italy (mine)', iso2: 'IT', version: 3 });
  });

  it('names no one when the editor is unknown', async () => {
    const error = changedMeanwhile();
    Object.assign(error.changed!, { by: null });
    const send = vi.fn(() => Promise.reject(error));
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <VersionedDialog send={send} onClose={() => {}} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('thing-save'));
    expect((await screen.findByTestId('form-conflict')).textContent).toContain(
      'Someone saved this at',
    );
  });
});
