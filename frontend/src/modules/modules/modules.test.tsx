import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModuleTreeNode } from '../../api/modules';
import { cardFields } from '../../test/cardFields';
import { setElementWidth } from '../../test/elementWidth';
import { fakeRealtime } from '../../test/fakeRealtime';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { parentChoices } from './moduleTree';

const node = (
  id: number,
  name: string,
  parentId: number | null,
  children: ModuleTreeNode[] = [],
): ModuleTreeNode => ({
  id,
  version: 1,
  name,
  code: name.toLowerCase().replace(/\s+/g, '-'),
  parentId,
  settings: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  children,
});

// Publishing ─ Cloning ─ Rework ; Analytics
const rework = node(3, 'Rework', 2);
const cloning = { ...node(2, 'Cloning', 1, [rework]), settings: [{ key: 'engine', value: 'ai' }] };
const publishing = node(1, 'Publishing', null, [cloning]);
const analytics = node(4, 'Analytics', null);
const tree = [publishing, analytics];
const base = {
  'GET /api/auth/me': () => json({ userData: adminUser }),
  'GET /api/modules/tree': () => json(tree),
};

const optionLabels = () =>
  [...screen.getByTestId('module-parent').querySelectorAll('option')].map((o) =>
    o.textContent!.trim(),
  );

async function select(code: string) {
  fireEvent.click(await screen.findByTestId(`module-node-${code}`, {}, FIRST_RENDER));
  return screen.findByTestId('module-details');
}

describe('module tree helpers', () => {
  it('offers every module but the one edited and its descendants as parent', () => {
    expect(parentChoices(tree, 2).map(({ module }) => module.id)).toEqual([1, 4]);
    expect(parentChoices(tree, 1).map(({ module }) => module.id)).toEqual([4]);
    expect(parentChoices(tree, null).map(({ module }) => module.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('modules page', () => {
  it('shows the tree and the selected module with its settings', async () => {
    mockFetch(base);
    renderApp('/apps/modules/list', { user: adminUser });

    const details = await select('cloning');
    expect(within(details).getByText('Publishing')).toBeTruthy();
    expect(within(details).getByText('Rework')).toBeTruthy();
    expect(within(details).getByText('engine')).toBeTruthy();
    expect(within(details).getByText('ai')).toBeTruthy();
  });

  it('on a phone, shows each setting as a card, its key beside its value', async () => {
    setElementWidth(358);
    mockFetch(base);
    renderApp('/apps/modules/list', { user: adminUser });
    const details = await select('cloning');
    await waitFor(() =>
      expect(within(details).getByTestId('module-settings-table').dataset.view).toBe('cards'),
    );
    expect(within(details).queryByRole('table')).toBeNull();
    const card = details.querySelector<HTMLElement>('.ams-data-card')!;
    expect(cardFields(card)).toEqual([
      ['Key', 'engine'],
      ['Value', 'ai'],
    ]);
  });

  it('leaves the module itself and its descendants out of the parent select', async () => {
    mockFetch(base);
    renderApp('/apps/modules/list', { user: adminUser });

    fireEvent.click(within(await select('cloning')).getByTestId('module-edit'));
    await screen.findByTestId('modules-dialog');
    const labels = optionLabels();
    expect(labels).toContain('Publishing (publishing)');
    expect(labels).toContain('Analytics (analytics)');
    expect(labels.some((label) => label.startsWith('Cloning'))).toBe(false);
    expect(labels.some((label) => label.startsWith('Rework'))).toBe(false);
    expect((screen.getByTestId('module-parent') as HTMLSelectElement).value).toBe('1');
  });

  it('edits settings rows and shows the server errors inline', async () => {
    let body: unknown;
    mockFetch({
      ...base,
      'PATCH /api/modules/2': async (request) => {
        body = await request.json();
        return json(
          {
            statusCode: 400,
            code: 'module.own_ancestor',
            message: 'A module cannot be its own ancestor.',
            errors: { parentId: ['A module cannot be its own ancestor.'] },
          },
          400,
        );
      },
    });
    renderApp('/apps/modules/list', { user: adminUser });
    fireEvent.click(within(await select('cloning')).getByTestId('module-edit'));
    const dialog = await screen.findByTestId('modules-dialog');

    fireEvent.click(within(dialog).getByTestId('module-setting-add'));
    fireEvent.change(within(dialog).getByLabelText('Key of setting 2'), {
      target: { value: 'engine' },
    });
    fireEvent.click(within(dialog).getByTestId('modules-save'));
    expect(within(dialog).getByText('Setting keys must be unique')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Key of setting 2'), {
      target: { value: 'temperature' },
    });
    fireEvent.change(within(dialog).getByLabelText('Value of setting 2'), {
      target: { value: '0.7' },
    });
    fireEvent.click(within(dialog).getByTestId('module-setting-remove-0'));
    fireEvent.change(screen.getByTestId('module-parent'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('modules-save'));

    expect(await within(dialog).findByText('A module cannot be its own ancestor.')).toBeTruthy();
    expect(body).toEqual({
      name: 'Cloning',
      code: 'cloning',
      parentId: null,
      settings: [{ key: 'temperature', value: '0.7' }],
      // The version the dialog was loaded with, so a stale save is refused.
      version: 1,
    });
  });

  it('names their settings and parent when someone else saved the module meanwhile', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      ...base,
      'PATCH /api/modules/2': async (request) => {
        bodies.push(await request.json());
        return json(
          {
            statusCode: 409,
            code: 'record.changed',
            message: 'Someone else saved this meanwhile.',
            changed: {
              version: 2,
              by: { id: 2, name: 'Olga Other' },
              at: '2026-11-26T07:30:00.000Z',
              record: {
                ...cloning,
                parentId: 4,
                settings: [{ key: 'engine', value: 'human' }],
                version: 2,
              },
            },
          },
          409,
        );
      },
    });
    renderApp('/apps/modules/list', { user: adminUser });
    fireEvent.click(within(await select('cloning')).getByTestId('module-edit'));
    const dialog = await screen.findByTestId('modules-dialog');
    fireEvent.change(within(dialog).getByLabelText('Value of setting 1'), {
      target: { value: 'mine' },
    });
    fireEvent.click(within(dialog).getByTestId('modules-save'));

    const notice = await within(dialog).findByTestId('form-conflict');
    expect(notice.textContent).toContain('Olga Other');
    expect(
      within(notice)
        .getAllByTestId('form-conflict-value')
        .map((r) => r.textContent),
    ).toEqual(['ParentAnalytics', 'Settingsengine=human']);
    expect(bodies).toHaveLength(1);

    fireEvent.click(within(notice).getByTestId('form-conflict-load'));
    expect((within(dialog).getByLabelText('Value of setting 1') as HTMLInputElement).value).toBe(
      'human',
    );
    expect((screen.getByTestId('module-parent') as HTMLSelectElement).value).toBe('4');
  });

  it('explains why a module with children cannot be deleted', async () => {
    mockFetch({
      ...base,
      'DELETE /api/modules/1': () =>
        json(
          {
            statusCode: 409,
            code: 'module.has_children',
            message: 'Remove or move the child modules first.',
          },
          409,
        ),
    });
    renderApp('/apps/modules/list', { user: adminUser });
    fireEvent.click(within(await select('publishing')).getByTestId('module-delete'));
    const alert = (await screen.findByTestId('modules-delete-confirm')).closest('.bp6-alert');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Remove or move the child modules first.')).toBeTruthy();
  });

  it('creates a child under the selected module and follows modules.changed', async () => {
    const socket = fakeRealtime();
    let body: unknown;
    let current = tree;
    mockFetch({
      ...base,
      'GET /api/modules/tree': () => json(current),
      'POST /api/modules': async (request) => {
        body = await request.json();
        return json({ message: 'Saved successfully.', data: node(5, 'Seo', 4) }, 201);
      },
    });
    renderApp('/apps/modules/list', { user: adminUser });
    fireEvent.click(within(await select('analytics')).getByTestId('module-add-child'));
    const dialog = await screen.findByTestId('modules-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Seo' } });
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'Bad Code' } });
    fireEvent.click(within(dialog).getByTestId('modules-save'));
    expect(
      within(dialog).getByText('Code may only contain lowercase letters, digits, _ and -'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Code/), { target: { value: 'seo' } });
    fireEvent.click(within(dialog).getByTestId('modules-save'));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(body).toEqual({ name: 'Seo', code: 'seo', parentId: 4, settings: [] });

    await waitFor(() => expect(socket.listening('modules.changed')).toBe(true));
    current = [publishing, node(4, 'Analytics', null, [node(6, 'Traffic', 4)])];
    socket.emit('modules.changed', { action: 'created', id: 6 });
    expect(await screen.findByTestId('module-node-traffic')).toBeTruthy();
  });
});
