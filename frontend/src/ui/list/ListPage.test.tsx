import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTableViewport } from '../../test/tableViewport';
import type { DataColumn } from './dataColumn';
import { FilterSelect } from './FilterSelect';
import { ListPage } from './ListPage';
import type { ListOptions, ListParams } from './listParams';
import { ListResults, type PagedList } from './ListResults';
import { PaginationBar } from './PaginationBar';
import { useListParams } from './useListParams';

withTableViewport();

interface Thing {
  id: number;
  name: string;
}
type Filter = 'status' | 'websiteId';
interface ThingPage {
  data: Thing[];
  total: number;
  totalExact?: boolean;
  nextCursor?: string | null;
}

const OPTIONS: ListOptions<'name', Filter> = {
  sortKeys: ['name'],
  defaultSort: 'name',
  filterKeys: ['status', 'websiteId'],
};
const COLUMNS: DataColumn<Thing>[] = [
  { id: 'name', title: 'Name', sortKey: 'name', width: 200, render: (thing) => thing.name },
];
const things = (count: number, from = 1): Thing[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Thing ${from + i}` }));

interface ThingsPageProps {
  fetchPage: (params: ListParams<'name', Filter>) => Promise<ThingPage>;
  onCreate?: () => void;
  /** False: the reader may not create (no create button). */
  canCreate?: boolean;
}

/** A list page as every feature builds it: the shell, two filters and the results. */
function ThingsPage({ fetchPage, onCreate = () => {}, canCreate = true }: ThingsPageProps) {
  const list = useListParams(OPTIONS);
  const query = useQuery({
    queryKey: ['things', list.params],
    queryFn: () => fetchPage(list.params),
  });
  return (
    <ListPage
      title="Things"
      subtitle="Every thing"
      create={
        canCreate && { text: 'Add thing', icon: 'plus', testId: 'things-create', onClick: onCreate }
      }
      search={{ list, placeholder: 'Search things', testId: 'things-search' }}
      filters={
        <>
          <FilterSelect
            list={list}
            filter="status"
            label="Status"
            allLabel="All statuses"
            testId="things-filter-status"
            options={[
              { value: 'on', label: 'On' },
              { value: 'off', label: 'Off' },
            ]}
          />
          <FilterSelect
            list={list}
            filter="websiteId"
            label="Website"
            allLabel="All websites"
            testId="things-filter-website"
            options={[{ value: '1', label: 'Daily News' }]}
            keepUnlisted
          />
        </>
      }
    >
      <ListResults
        testId="things-table"
        query={query}
        list={list}
        columns={COLUMNS}
        emptyTitle="No things yet"
        emptyBody="Add the first one."
        emptyBodyReadOnly="Things appear here as soon as they are added."
        errorTitle="Things could not be loaded"
        scopeFilters={['websiteId']}
      />
    </ListPage>
  );
}

function renderWith(ui: React.ReactNode, path = '/things') {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const optionLabels = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('option')].map((o) => o.textContent);

describe('ListPage with FilterSelect', () => {
  it('shows the header, create button, search and filters; a filter starts again at page 1', async () => {
    const fetchPage = vi.fn(() => Promise.resolve({ data: things(10), total: 42 }));
    const onCreate = vi.fn();
    renderWith(
      <ThingsPage fetchPage={fetchPage} onCreate={onCreate} />,
      '/things?page=2&websiteId=9',
    );

    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    expect(screen.getByText('Every thing')).toBeTruthy();
    fireEvent.click(screen.getByTestId('things-create'));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('search')).getByTestId('things-search')).toBeTruthy();
    expect(screen.getByLabelText('Status')).toBe(screen.getByTestId('things-filter-status'));
    expect(optionLabels('things-filter-status')).toEqual(['All statuses', 'On', 'Off']);
    // A website the options do not list (say, past the first 100) stays chosen, by its id.
    expect(optionLabels('things-filter-website')).toEqual(['All websites', 'Daily News', '#9']);
    expect((screen.getByTestId('things-filter-website') as HTMLSelectElement).value).toBe('9');

    fireEvent.change(screen.getByTestId('things-filter-status'), { target: { value: 'on' } });
    await waitFor(() => expect(window.location.search).toBe('?status=on&websiteId=9'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, filters: { status: 'on', websiteId: '9' } }),
      ),
    );
  });

  it('pages by offset with one pagination bar', async () => {
    const fetchPage = vi.fn((params: ListParams<'name', Filter>) =>
      Promise.resolve({ data: things(params.page === 3 ? 5 : 10), total: 1025 }),
    );
    renderWith(<ThingsPage fetchPage={fetchPage} />, '/things?perPage=100&page=10');

    const range = await screen.findByTestId('things-table-pagination-range');
    await waitFor(() => expect(range.textContent).toBe('901–1,000 of 1,025'));
    expect(screen.getByText('Page 10 of 11')).toBeTruthy();
    fireEvent.click(screen.getByTestId('things-table-pagination-next'));
    await waitFor(() => expect(window.location.search).toBe('?perPage=100&page=11'));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('tells an empty list from one nothing matches; a scope filter is no search', async () => {
    const empty = () => Promise.resolve({ data: [], total: 0 });
    const view = renderWith(<ThingsPage fetchPage={empty} />, '/things?websiteId=1');
    expect(await screen.findByText('No things yet')).toBeTruthy();
    view.unmount();

    renderWith(<ThingsPage fetchPage={empty} />, '/things?status=off');
    expect(await screen.findByText('No matching results')).toBeTruthy();
  });

  it('offers the create action in an empty list only to a reader who may create', async () => {
    const empty = () => Promise.resolve({ data: [], total: 0 });
    const onCreate = vi.fn();
    const view = renderWith(<ThingsPage fetchPage={empty} onCreate={onCreate} />);
    const state = await screen.findByTestId('empty-state');
    expect(within(state).getByText('Add the first one.')).toBeTruthy();
    fireEvent.click(within(state).getByTestId('things-create-empty'));
    expect(onCreate).toHaveBeenCalledTimes(1);
    view.unmount();

    renderWith(<ThingsPage fetchPage={empty} canCreate={false} />);
    const readOnly = await screen.findByTestId('empty-state');
    expect(
      within(readOnly).getByText('Things appear here as soon as they are added.'),
    ).toBeTruthy();
    expect(within(readOnly).queryByText('Add the first one.')).toBeNull();
    expect(within(readOnly).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('things-create')).toBeNull();
  });

  it('steps back to the last page when the list shrank under it', async () => {
    renderWith(
      <ThingsPage fetchPage={() => Promise.resolve({ data: [], total: 12 })} />,
      '/things?page=5',
    );
    await waitFor(() => expect(window.location.search).toBe('?page=2'));
  });
});

describe('keyset paging', () => {
  /** A keyset list's state (as the articles keep theirs): `setPage` takes the next cursor. */
  const keysetList = (page: number) => ({
    params: {
      page,
      perPage: 10 as const,
      q: '',
      sortBy: 'name' as const,
      sortDir: 'asc' as const,
      filters: {},
    },
    setPage: vi.fn<PagedList<'name', Filter>['setPage']>(),
    setPerPage: vi.fn(),
    toggleSort: vi.fn(),
  });

  function KeysetThings({
    list,
    load,
  }: {
    list: PagedList<'name', Filter>;
    load: () => Promise<ThingPage>;
  }) {
    const query = useQuery({ queryKey: ['keyset'], queryFn: load });
    return (
      <ListResults
        testId="things-table"
        query={query}
        list={list}
        columns={COLUMNS}
        emptyTitle="No things yet"
        emptyBody="Add the first one."
        emptyBodyReadOnly="Things appear here as soon as they are added."
        errorTitle="Things could not be loaded"
        keyset={{ canReach: (target) => target <= 1000 }}
      />
    );
  }

  it('follows the answer’s cursor and counts the rows it got', async () => {
    const list = keysetList(2);
    const page = { data: things(7, 11), total: 17, totalExact: true, nextCursor: 'abc' };
    renderWith(<KeysetThings list={list} load={() => Promise.resolve(page)} />);

    const range = await screen.findByTestId('things-table-pagination-range');
    await waitFor(() => expect(range.textContent).toBe('11–17 of 17'));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('things-table-pagination-next'));
    expect(list.setPage).toHaveBeenLastCalledWith(3, 'abc');
    fireEvent.click(screen.getByTestId('things-table-pagination-prev'));
    expect(list.setPage).toHaveBeenLastCalledWith(1, undefined);
  });

  it('says when the total is a lower bound and offers no last page then', () => {
    const onPage = vi.fn();
    renderWith(
      <PaginationBar
        testId="deep"
        page={3}
        perPage={10}
        total={10_000}
        onPage={onPage}
        onPerPage={() => {}}
        keyset={{ rows: 10, totalExact: false, hasNext: false, canReach: () => true }}
      />,
    );
    expect(screen.getByTestId('deep-range').textContent).toBe('21–30 of more than 10,000');
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(screen.getByTestId('deep-next')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('knows an empty list only on its first page, and offers the first page after a failure', async () => {
    const list = keysetList(4);
    const empty = { data: [], total: 0, totalExact: true };
    const view = renderWith(<KeysetThings list={list} load={() => Promise.resolve(empty)} />);
    expect(await screen.findByTestId('things-table-pagination')).toBeTruthy();
    expect(screen.queryByText('No things yet')).toBeNull();
    view.unmount();

    renderWith(<KeysetThings list={list} load={() => Promise.reject(new Error('stale cursor'))} />);
    expect(await screen.findByText('Things could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(list.setPage).toHaveBeenLastCalledWith(1);
  });
});
