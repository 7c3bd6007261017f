import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type PageSize } from './listParams';

interface PaginationBarProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: PageSize) => void;
  testId: string;
}

/** Rows per page (5–100), the range shown, and first / previous / next / last page. */
export function PaginationBar({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  testId,
}: PaginationBarProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);

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
        {t('dataList.range', { from, to, total })}
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
          {t('dataList.pageOf', { page: Math.min(page, lastPage), pages: lastPage })}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('dataList.nextPage')}
          data-testid={`${testId}-next`}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label={t('dataList.lastPage')}
          disabled={page >= lastPage}
          onClick={() => onPage(lastPage)}
        />
      </ButtonGroup>
    </nav>
  );
}
