import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/intl';
import { PAGE_SIZES, type PageSize } from './listParams';

/**
 * Keyset paging (a list too long to count or to reach by offset): "next" follows the answer's
 * cursor, a total beyond the count limit is a lower bound, and "last" is offered only when its
 * offset can be reached.
 */
export interface KeysetPaging {
  /** Rows on the page shown: the range ends there. */
  rows: number;
  /** false: `total` is a lower bound; undefined while the first answer is awaited. */
  totalExact: boolean | undefined;
  /** The answer has a cursor to the next page. */
  hasNext: boolean;
  /** Offset paging reaches this page. */
  canReach: (page: number) => boolean;
}

interface PaginationBarProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
  testId: string;
  keyset?: KeysetPaging;
}

/** Rows per page (5–100), the range shown, and first / previous / next / last page. */
export function PaginationBar({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  testId,
  keyset,
}: PaginationBarProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const empty = keyset ? keyset.rows === 0 : total === 0;
  const from = empty ? 0 : (page - 1) * perPage + 1;
  const to = keyset ? from + keyset.rows - (empty ? 0 : 1) : Math.min(total, page * perPage);
  const range = { from: number(from), to: number(to), total: number(total) };
  const counted = keyset ? !!keyset.totalExact : true;
  const hasNext = keyset ? keyset.hasNext : page < lastPage;
  const canLast = keyset
    ? counted && page < lastPage && keyset.canReach(lastPage)
    : page < lastPage;

  return (
    <nav className="ams-pagination" aria-label={t('dataList.pagination')} data-testid={testId}>
      <label className="ams-pagination-size">
        <span>{t('dataList.rowsPerPage')}</span>
        <HTMLSelect
          value={perPage}
          data-testid={`${testId}-size`}
          aria-label={t('dataList.rowsPerPage')}
          onChange={(event) => onPerPage(Number(event.currentTarget.value) as PageSize)}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </label>
      <span className="ams-pagination-range" data-testid={`${testId}-range`}>
        {keyset?.totalExact === false
          ? t('dataList.rangeAtLeast', range)
          : t('dataList.range', range)}
      </span>
      <ButtonGroup variant="minimal">
        <Button
          icon="double-chevron-left"
          aria-label={t('dataList.firstPage')}
          disabled={page <= 1}
          onClick={() => onPage(1)}
        />
        <Button
          icon="chevron-left"
          aria-label={t('dataList.previousPage')}
          data-testid={`${testId}-prev`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <span className="ams-pagination-page">
          {counted
            ? t('dataList.pageOf', {
                page: number(keyset ? page : Math.min(page, lastPage)),
                pages: number(lastPage),
              })
            : t('dataList.page', { page: number(page) })}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('dataList.nextPage')}
          data-testid={`${testId}-next`}
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label={t('dataList.lastPage')}
          disabled={!canLast}
          onClick={() => onPage(lastPage)}
        />
      </ButtonGroup>
    </nav>
  );
}
