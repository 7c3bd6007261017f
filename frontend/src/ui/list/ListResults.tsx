import { Button } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataColumn } from './DataTable';
import type { ListParams } from './listParams';
import { PaginationBar } from './PaginationBar';
import type { ListState } from './useListParams';
import { errorMessage } from '../../i18n/errorText';

interface PageOf<T> {
  data: T[];
  total: number;
}

interface ListResultsProps<T, S extends string, F extends string> {
  testId: string;
  query: UseQueryResult<PageOf<T>>;
  list: ListState<S, F>;
  columns: readonly DataColumn<T>[];
  emptyTitle: string;
  emptyBody: string;
  errorTitle: string;
}

const hasCriteria = (params: ListParams) =>
  params.q !== '' || Object.values(params.filters).some(Boolean);

/** The error, empty or table state of a paged list, with its pagination. */
export function ListResults<T, S extends string, F extends string>({
  testId,
  query,
  list,
  columns,
  emptyTitle,
  emptyBody,
  errorTitle,
}: ListResultsProps<T, S, F>) {
  const { t } = useTranslation();
  const { params } = list;
  const page = query.data;

  // A deletion elsewhere can leave us past the last page: step back to it.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / params.perPage)) : 1;
  const pastEnd = !!page && !query.isPlaceholderData && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) list.setPage(lastPage);
  }, [pastEnd, lastPage, list]);

  if (query.isError && !page) {
    return (
      <EmptyState
        icon="error"
        title={errorTitle}
        description={errorMessage(t, query.error)}
        action={<Button text={t('common.retry')} onClick={() => void query.refetch()} />}
      />
    );
  }
  if (page && page.total === 0) {
    const filtered = hasCriteria(params as ListParams);
    return (
      <EmptyState
        icon={filtered ? 'search' : 'inbox'}
        title={filtered ? t('dataList.noMatchTitle') : emptyTitle}
        description={filtered ? t('dataList.noMatchBody') : emptyBody}
      />
    );
  }
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
        onPage={list.setPage}
        onPerPage={list.setPerPage}
      />
    </>
  );
}
