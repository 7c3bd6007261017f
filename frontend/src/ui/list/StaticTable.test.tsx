import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setElementWidth } from '../../test/elementWidth';
import { StaticTable, type StaticColumn } from './StaticTable';

interface Site {
  id: number;
  name: string;
  posts: number;
}
const SITES: Site[] = [
  { id: 1, name: 'Harbour News', posts: 1240 },
  { id: 2, name: 'Valley Sport', posts: 12 },
];

const columnsWith = (onOpen: (site: Site) => void): StaticColumn<Site>[] => [
  { id: 'name', title: 'Website', rowHeader: true, render: (site) => site.name },
  { id: 'posts', title: 'Posts', numeric: true, render: (site) => String(site.posts) },
  {
    id: 'actions',
    title: 'Actions',
    hiddenTitle: true,
    render: (site) => <button onClick={() => onOpen(site)}>Open {site.name}</button>,
  },
];

const renderSites = (onOpen = vi.fn()) =>
  render(
    <StaticTable
      testId="sites"
      rows={SITES}
      columns={columnsWith(onOpen)}
      rowKey={(site) => site.id}
      rowTestId={(site) => `site-${site.id}`}
      rowProps={(site) => ({ 'data-site': site.id })}
    />,
  );

describe('StaticTable: a short list shown whole', () => {
  it('is a table at a desk: a header per column, the row named by its first cell', () => {
    setElementWidth(1024);
    renderSites();
    const table = screen.getByTestId('sites');
    expect(table.tagName).toBe('TABLE');
    expect(table.dataset.view).toBe('table');
    const headers = within(table).getAllByRole('columnheader');
    // The actions column's title is read out, not shown.
    expect(headers.map((th) => th.textContent)).toEqual(['Website', 'Posts', 'Actions']);
    expect(within(headers[2]!).getByText('Actions').className).toBe('ams-sr-only');
    const row = screen.getByTestId('site-1');
    expect(row.tagName).toBe('TR');
    expect(row.dataset.site).toBe('1');
    expect(within(row).getByRole('rowheader').textContent).toBe('Harbour News');
    expect(within(row).getByText('1240').className).toContain('ams-numeric');
  });

  it('under 560 px (a phone) is a card per row, each column a label beside its value, none dropped', () => {
    setElementWidth(358);
    const onOpen = vi.fn();
    renderSites(onOpen);
    const list = screen.getByTestId('sites');
    expect(list.dataset.view).toBe('cards');
    expect(list.querySelector('table')).toBeNull();
    const card = screen.getByTestId('site-2');
    expect(card.dataset.site).toBe('2');
    const pairs = Array.from(card.querySelectorAll('.ams-data-card-field')).map((field) => [
      field.querySelector('dt')!.textContent,
      field.querySelector('dd')!.textContent,
    ]);
    expect(pairs).toEqual([
      ['Website', 'Valley Sport'],
      ['Posts', '12'],
      ['Actions', 'Open Valley Sport'],
    ]);
    fireEvent.click(within(card).getByRole('button', { name: 'Open Valley Sport' }));
    expect(onOpen).toHaveBeenCalledWith(SITES[1]);
  });

  it('stays a table until it has been measured (no flash of cards on a desk)', () => {
    renderSites();
    expect(screen.getByTestId('sites').tagName).toBe('TABLE');
  });
});
