import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../api/countries';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import {
  adminUser,
  editorUser,
  json,
  mockFetch,
  renderApp,
  FIRST_RENDER,
} from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { validateCountry } from './validation';

withTableViewport();

const country = (
  id: number,
  name: string,
  iso2: string,
  iso3: string,
  prefix: string,
): Country => ({
  id,
  version: 1,
  name,
  iso2,
  iso3,
  dialingPrefix: prefix,
  updatedAt: '2025-03-01T10:00:00.000Z',
});
const italy = country(1, 'Italy', 'IT', 'ITA', '+39');
const poland = country(2, 'Poland', 'PL', 'POL', '+48');
const page = (data: Country[]) => ({ data, total: data.length, page: 1, perPage: 10 });
const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

async function openCreateDialog() {
  fireEvent.click(await screen.findByTestId('countries-create', {}, FIRST_RENDER));
  return screen.findByTestId('countries-dialog');
}

describe('country validation', () => {
  it('mirrors the server rules with the server messages', () => {
    expect(validateCountry({ name: ' ', iso2: 'I', iso3: 'ITAL', dialingPrefix: '39' })).toEqual({
      name: 'countries.errors.nameRequired',
      iso2: 'countries.errors.iso2Length',
      iso3: 'countries.errors.iso3Length',
      dialingPrefix: 'countries.errors.prefixPlus',
    });
    expect(validateCountry({ name: 'X', iso2: '', iso3: '', dialingPrefix: '' })).toEqual({
      iso2: 'countries.errors.iso2Required',
      iso3: 'countries.errors.iso3Required',
      dialingPrefix: 'countries.errors.prefixRequired',
    });
    expect(
      validateCountry({ name: 'X', iso2: 'xx', iso3: 'xxx', dialingPrefix: '+12345' }),
    ).toEqual({ dialingPrefix: 'countries.errors.prefixTooLong' });
    expect(
      validateCountry({ name: 'Italy', iso2: 'it', iso3: 'ita', dialingPrefix: '+39' }),
    ).toEqual({});
  });
});

describe('countries page', () => {
  it('lists the countries with every column', async () => {
    mockFetch({ ...me, 'GET /api/countries': () => json(page([italy, poland])) });
    renderApp('/apps/countries/list', { user: adminUser });

    const table = await screen.findByTestId('countries-table', {}, FIRST_RENDER);
    expect(await within(table).findByText('Italy')).toBeTruthy();
    for (const text of ['Poland', 'ITA', 'POL', '+39', 'PL']) {
      expect(within(table).getByText(text)).toBeTruthy();
    }
    expect(within(table).getAllByText('Dialing prefix').length).toBeGreaterThan(0);
    expect(screen.getByTestId('countries-table-pagination-range').textContent).toBe('1–2 of 2');
  });

  it('shows the validation messages before sending anything', async () => {
    const fetchMock = mockFetch({ ...me, 'GET /api/countries': () => json(page([italy])) });
    renderApp('/apps/countries/list', { user: adminUser });
    await openCreateDialog();

    type('iso2', 'I');
    type('iso3', 'ITAL');
    type('dialingPrefix', '39');
    fireEvent.click(screen.getByTestId('countries-save'));

    const dialog = screen.getByTestId('countries-dialog');
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('ISO code 2 must be exactly 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('ISO code 3 must be exactly 3 characters')).toBeTruthy();
    expect(within(dialog).getByText('Dialing prefix must start with +')).toBeTruthy();

    type('dialingPrefix', '+12345');
    fireEvent.click(screen.getByTestId('countries-save'));
    expect(within(dialog).getByText('Dialing prefix must be at most 5 characters')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/countries')).toHaveLength(0);
  });

  it('creates a country (codes upper-cased) and says so', async () => {
    let body: unknown;
    mockFetch({
      ...me,
      'GET /api/countries': () => json(page([italy])),
      'POST /api/countries': async (request) => {
        body = await request.json();
        return json({ message: 'Country created successfully.', data: poland }, 201);
      },
    });
    renderApp('/apps/countries/list', { user: adminUser });
    await openCreateDialog();

    type('name', ' Poland ');
    type('iso2', 'pl');
    type('iso3', 'pol');
    type('dialingPrefix', '+48');
    fireEvent.click(screen.getByTestId('countries-save'));

    expect(await screen.findByText('Country created successfully.')).toBeTruthy();
    expect(body).toEqual({ name: 'Poland', iso2: 'PL', iso3: 'POL', dialingPrefix: '+48' });
    await waitFor(() => expect(screen.queryByTestId('countries-dialog')).toBeNull());
  });

  it('refuses a save after someone else saved, shows their name and loads it on request', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      ...me,
      'GET /api/countries': () => json(page([italy])),
      'PATCH /api/countries/1': async (request) => {
        bodies.push(await request.json());
        if (bodies.length > 1) return json({ message: 'Saved successfully.', data: italy });
        return json(
          {
            statusCode: 409,
            code: 'record.changed',
            message: 'Someone else saved this meanwhile.',
            changed: {
              version: 2,
              by: { id: 2, name: 'Olga Other' },
              at: '2026-11-26T07:30:00.000Z',
              record: { ...italy, name: 'Italia', version: 2 },
            },
          },
          409,
        );
      },
    });
    renderApp('/apps/countries/list', { user: adminUser });
    fireEvent.click(await screen.findByTestId('countries-edit-1', {}, FIRST_RENDER));
    await screen.findByTestId('countries-dialog');
    type('name', 'Italy (mine)');
    fireEvent.click(screen.getByTestId('countries-save'));

    const notice = await screen.findByTestId('form-conflict');
    expect(notice.textContent).toContain('Olga Other');
    expect(
      within(notice)
        .getAllByTestId('form-conflict-value')
        .map((r) => r.textContent),
    ).toEqual(['NameItalia']);
    expect(bodies[0]).toEqual({
      name: 'Italy (mine)',
      iso2: 'IT',
      iso3: 'ITA',
      dialingPrefix: '+39',
      version: 1,
    });

    fireEvent.click(within(notice).getByTestId('form-conflict-load'));
    expect(field('name').value).toBe('Italia');
    fireEvent.click(screen.getByTestId('countries-save'));
    await waitFor(() => expect(screen.queryByTestId('countries-dialog')).toBeNull());
    expect(bodies[1]).toEqual({
      name: 'Italia',
      iso2: 'IT',
      iso3: 'ITA',
      dialingPrefix: '+39',
      version: 2,
    });
  });

  it('reports a refused save in a toast and beside the field', async () => {
    mockFetch({
      ...me,
      'GET /api/countries': () => json(page([italy])),
      'POST /api/countries': () =>
        json(
          {
            statusCode: 409,
            code: 'country.alpha_two_taken',
            message: 'ISO code 2 IT is already used by Italy.',
            errors: { iso2: ['ISO code 2 IT is already used by Italy.'] },
          },
          409,
        ),
    });
    renderApp('/apps/countries/list', { user: adminUser });
    await openCreateDialog();
    type('name', 'Italia');
    type('iso2', 'IT');
    type('iso3', 'ITX');
    type('dialingPrefix', '+39');
    fireEvent.click(screen.getByTestId('countries-save'));

    expect(await screen.findByText('Failed to submit country data.')).toBeTruthy();
    expect(
      within(screen.getByTestId('countries-dialog')).getByText(
        'This ISO code 2 is already used by another country.',
      ),
    ).toBeTruthy();
  });

  it('deletes after confirmation, and reports a failure with the spec message', async () => {
    let fail = false;
    mockFetch({
      ...me,
      'GET /api/countries': () => json(page([italy, poland])),
      'DELETE /api/countries/2': () =>
        fail
          ? json(
              { statusCode: 500, code: 'server.unknown', message: 'An unknown error occurred.' },
              500,
            )
          : json({ message: 'Country has been deleted' }),
    });
    renderApp('/apps/countries/list', { user: adminUser });

    fireEvent.click(await screen.findByTestId('countries-delete-2', {}, FIRST_RENDER));
    expect(await screen.findByTestId('countries-delete-confirm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Country has been deleted')).toBeTruthy();

    fail = true;
    fireEvent.click(screen.getByTestId('countries-delete-2'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong while deleting country')).toBeTruthy();
  });

  it('asks the server for the sorted, searched page', async () => {
    const fetchMock = mockFetch({ ...me, 'GET /api/countries': () => json(page([italy])) });
    renderApp('/apps/countries/list', { user: adminUser });
    await screen.findByText('Italy', {}, FIRST_RENDER);

    fireEvent.click(screen.getAllByRole('button', { name: 'Sort by ISO 3' })[0]!);
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/countries').some(
          (request) => new URL(request.url).searchParams.get('sortBy') === 'iso3',
        ),
      ).toBe(true),
    );
    fireEvent.change(screen.getByTestId('countries-search'), { target: { value: 'ita' } });
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/countries').some((request) => {
          const query = new URL(request.url).searchParams;
          return query.get('q') === 'ita' && query.get('sortBy') === 'iso3';
        }),
      ).toBe(true),
    );
    expect(window.location.search).toContain('q=ita');
  });

  it('refetches when countries.changed arrives', async () => {
    const socket = fakeRealtime();
    let rows = [italy];
    mockFetch({ ...me, 'GET /api/countries': () => json(page(rows)) });
    renderApp('/apps/countries/list', { user: adminUser });
    await screen.findByText('Italy', {}, FIRST_RENDER);
    await waitFor(() => expect(socket.listening('countries.changed')).toBe(true));

    rows = [italy, poland];
    socket.emit('countries.changed', { action: 'created', id: 2 });
    expect(await screen.findByText('Poland')).toBeTruthy();
  });

  it('offers no create, edit or delete without the country rights', async () => {
    const reader = { ...editorUser, abilityRules: [{ action: 'read', subject: 'user' }] };
    mockFetch({
      'GET /api/auth/me': () => json({ userData: reader }),
      'GET /api/countries': () => json(page([italy])),
    });
    renderApp('/apps/countries/list', { user: reader });
    await screen.findByText('Italy', {}, FIRST_RENDER);
    expect(screen.queryByTestId('countries-create')).toBeNull();
    expect(screen.queryByTestId('countries-edit-1')).toBeNull();
  });
});
