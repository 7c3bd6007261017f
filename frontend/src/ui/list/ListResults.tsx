import { Button } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import type { DataColumn } from './dataColumn';
import { DataTable } from './DataTable';
import type { ListParams, PageSize } from './listParams';
import { ListCreateContext } from './listCreate';
import { PaginationBar } from './PaginationBar';
import { errorMessage } from '../../i18n/errorText';

interface PageOf<T> {
  data: T[];
  total: number;
  /** Keyset lists: false when `total` is a lower bound. */
  totalExact?: boolean;
  /** Keyset lists: the cursor of the next page, null on the last one. */
  nextCursor?: string | null;
}

/** A paged list's state: `useListParams`, or a keyset list's own (which takes the next cursor). */
export interface PagedList<S extends string, F extends string> {
  params: ListParams<S, F>;
  setPage: (page: number, nextCursor?: string) => void;
  setPerPage: (perPage: PageSize) => void;
  toggleSort: (sortBy: S) => void;
}

interface ListResultsProps<T, S extends string, F extends string> {
  testId: string;
  query: UseQueryResult<PageOf<T>>;
  list: PagedList<S, F>;
  columns: readonly DataColumn<T>[];
  emptyTitle: string;
  /** The empty list's words to a reader who may create (the page's create button is offered). */
  emptyBody: string;
  /** …and to one who may not, when `emptyBody` asks for what only a creator can do. */
  emptyBodyReadOnly?: string;
  errorTitle: string;
  /**
   * Keyset paging: the answers carry `nextCursor` and `totalExact`, and `canReach` says which
   * pages offset paging still reaches.
   */
  keyset?: { canReach: (page: number) => boolean };
  /** Filters that choose where to look rather than what: an empty list under them is empty. */
  scopeFilters?: readonly F[];
}

/** The error, empty or table state of a paged list, with its pagination. */
export function ListResults<T, S extends string, F extends string>({
  testId,
  query,
  list,
  columns,
  emptyTitle,
  emptyBody,
  emptyBodyReadOnly,
  errorTitle,
  keyset,
  scopeFilters = [],
}: ListResultsProps<T, S, F>) {
  const { t } = useTranslation();
  const create = useContext(ListCreateContext);
  const { params } = list;
  const page = query.data;

  // A deletion elsewhere can leave us past the last page: step back to it (offset paging only).
  const lastPage = page ? Math.max(1, Math.ceil(page.total / params.perPage)) : 1;
  const pastEnd = !keyset && !!page && !query.isPlaceholderData && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) list.setPage(lastPage);
  }, [pastEnd, lastPage, list]);

  if (query.isError && !page) {
    return (
      <EmptyState
        icon="error"
        title={errorTitle}
        description={errorMessage(t, query.error)}
        action={
          <>
            <Button text={t('common.retry')} onClick={() => void query.refetch()} />
            {/* A cursor can go stale: the first page needs none. */}
            {keyset && params.page > 1 && (
              <>
                {' '}
                <Button text={t('dataList.firstPage')} onClick={() => list.setPage(1)} />
              </>
            )}
          </>
        }
      />
    );
  }
  // A keyset list knows it is empty only on its first page.
  const empty = keyset ? page?.data.length === 0 && params.page === 1 : page?.total === 0;
  if (page && empty) {
    const filtered =
      params.q !== '' ||
      Object.entries(params.filters).some(
        ([key, value]) => value && !scopeFilters.includes(key as F),
      );
    return (
      <EmptyState
        icon={filtered ? 'search' : 'inbox'}
        title={filtered ? t('dataList.noMatchTitle') : emptyTitle}
        description={
          filtered
            ? t('dataList.noMatchBody')
            : create
              ? emptyBody
              : (emptyBodyReadOnly ?? emptyBody)
        }
        action={
          !filtered && create ? (
            <Button
              intent="primary"
              icon={create.icon}
              text={create.text}
              data-testid={`${create.testId}-empty`}
              onClick={create.onClick}
            />
          ) : undefined
        }
      />
    );
  }
  const nextCursor = page?.nextCursor ?? undefined;
  return (
    <>
      <DataTable
        testId={testId}
        rows={page?.data ?? []}
        columns={columns}
        loading={query.isFetching}
        skeletonRows={Math.min(params.perPage, 10)}
        sortBy={params.sortBy}
        sortDir={params.sortDir}
        onSort={(key) => list.toggleSort(key as S)}
      />
      <PaginationBar
        testId={`${testId}-pagination`}
        page={params.page}
        perPage={params.perPage}
        total={page?.total ?? 0}
        onPage={(target) =>
          list.setPage(target, target === params.page + 1 ? nextCursor : undefined)
        }
        onPerPage={list.setPerPage}
        keyset={
          keyset && {
            rows: page?.data.length ?? 0,
            totalExact: page?.totalExact,
            hasNext: !!nextCursor,
            canReach: keyset.canReach,
          }
        }
      />
    </>
  );
}
