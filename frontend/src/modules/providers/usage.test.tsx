import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setElementWidth } from '../../test/elementWidth';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { withTableViewport } from '../../test/tableViewport';
import { usageCsv } from './usage/usageCsv';

withTableViewport();

const row = (key: string | null, calls: number, extra: object = {}) => ({
  key,
  calls,
  okCalls: calls,
  inputTokens: calls * 100,
  outputTokens: calls * 50,
  characters: 0,
  estimatedCost: null,
  ...extra,
});

describe('usage CSV', () => {
  it('writes exactly the rows given, quoted where needed', () => {
    const csv = usageCsv([row('1', 2, { estimatedCost: 0.5 }), row(null, 1)], 'provider', (k) =>
      k === '1' ? 'Local, "fast"' : '',
    );
    expect(csv).toBe(
      'provider,name,calls,okCalls,inputTokens,outputTokens,characters,estimatedCost\r\n' +
        '1,"Local, ""fast""",2,2,200,100,0,0.5\r\n' +
        ',,1,1,100,50,0,\r\n',
    );
  });
});

describe('usage page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('totals per provider with names, regroups on the server, and exports the rows on screen', async () => {
    const asked: URLSearchParams[] = [];
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/providers/options': (r) => {
        const type = new URL(r.url).searchParams.get('type');
        return json({
          data:
            type === 'ai'
              ? [
                  {
                    id: 1,
                    name: 'local-openai',
                    prettyName: 'Local OpenAI',
                    type: 'ai',
                    active: true,
                  },
                ]
              : [{ id: 2, name: 'deepl', prettyName: 'DeepL', type: 'translation', active: true }],
        });
      },
      'GET /api/providers/usage/totals': (r) => {
        const q = new URL(r.url).searchParams;
        asked.push(q);
        const groupBy = q.get('groupBy');
        if (groupBy === 'day') return json({ groupBy, data: [row('2026-11-02', 3)] });
        if (groupBy === 'website') return json({ groupBy, data: [row('7', 4), row(null, 1)] });
        return json({ groupBy, data: [row('1', 3), row('2', 1, { characters: 900 })] });
      },
    });
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => (created.push(b), 'blob:x'),
        revokeObjectURL: () => {},
      }),
    );
    renderApp('/apps/providers/usage', { user: adminUser });

    const table = await screen.findByTestId('usage-table', {}, FIRST_RENDER);
    await within(table).findByText('Local OpenAI');
    expect(within(screen.getByTestId('usage-row-2')).getByText('900')).toBeTruthy();
    const first = asked.find((q) => q.get('groupBy') === 'provider')!;
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-01T00:00:00.000Z$/);

    fireEvent.change(screen.getByTestId('usage-group'), { target: { value: 'website' } });
    await waitFor(() => expect(screen.getByTestId('usage-row-7')).toBeTruthy());
    expect(screen.getByTestId('usage-row-none').textContent).toContain('None');

    fireEvent.click(screen.getByTestId('usage-export'));
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    expect(text.trim().split('\r\n')).toEqual([
      'website,name,calls,okCalls,inputTokens,outputTokens,characters,estimatedCost',
      '7,#7,4,4,400,200,0,',
      ',,1,1,100,50,0,',
    ]);

    fireEvent.change(screen.getByTestId('usage-provider'), { target: { value: '2' } });
    await waitFor(() =>
      expect(asked.some((q) => q.get('groupBy') === 'website' && q.get('providerId') === '2')).toBe(
        true,
      ),
    );
  });

  it("shows a placeholder, not the provider id, until the providers' names have come", async () => {
    let sendNames!: () => void;
    const names = new Promise<void>((resolve) => (sendNames = resolve));
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/providers/options': async (r) => {
        await names;
        const ai = new URL(r.url).searchParams.get('type') === 'ai';
        return json({
          data: ai
            ? [
                {
                  id: 1,
                  name: 'local-openai',
                  prettyName: 'Local OpenAI',
                  type: 'ai',
                  active: true,
                },
              ]
            : [],
        });
      },
      'GET /api/providers/usage/totals': (r) => {
        const groupBy = new URL(r.url).searchParams.get('groupBy');
        return json({ groupBy, data: [row(groupBy === 'day' ? '2026-11-02' : '1', 3)] });
      },
    });
    renderApp('/apps/providers/usage', { user: adminUser });

    const first = await screen.findByTestId('usage-row-1', {}, FIRST_RENDER);
    expect(first.querySelector('td')!.textContent).toBe('…');
    expect(first.textContent).not.toContain('#1');
    sendNames();
    await within(first).findByText('Local OpenAI');
  });

  it('on a phone, totals are a card per provider with every figure labelled', async () => {
    setElementWidth(358);
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/providers/options': () => json({ data: [] }),
      'GET /api/providers/usage/totals': (r) =>
        json({ groupBy: new URL(r.url).searchParams.get('groupBy'), data: [row('1', 3)] }),
    });
    renderApp('/apps/providers/usage', { user: adminUser });
    await waitFor(
      () => expect(screen.getByTestId('usage-table').dataset.view).toBe('cards'),
      FIRST_RENDER,
    );
    const card = screen.getByTestId('usage-row-1');
    expect(card.querySelectorAll('dt')).toHaveLength(7);
    expect(screen.getByTestId('usage-table').querySelector('table')).toBeNull();
  });
});
