import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ArticlePage } from '../../../api/articles';
import { PAGE_SIZES, type PageSize } from '../../../ui/list/listParams';
import type { ArticleListState } from '../hooks/useArticleListParams';
import { formatNumber } from '../../../lib/intl';

interface ArticlesPaginationProps {
  list: ArticleListState;
  page: ArticlePage | undefined;
}

/**
 * Rows per page, the range, and first / previous / next / last. "Next" follows the keyset
 * cursor; a total beyond 10,000 is a lower bound ("10,000+") and has no "last".
 */
export function ArticlesPagination({ list, page }: ArticlesPaginationProps) {
  const { t, i18n } = useTranslation();
  const { page: current, perPage } = list.params;
  const shown = page?.data.length ?? 0;
  const total = page?.total ?? 0;
  const from = shown === 0 ? 0 : (current - 1) * perPage + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const canLast = !!page?.totalExact && current < lastPage && list.canGoTo(lastPage);
  const number = (value: number) => formatNumber(value, i18n.language);
  const testId = 'articles-table-pagination';

  return (
    <nav className="ams-pagination" aria-label={t('dataList.pagination')} data-testid={testId}>
      <label className="ams-pagination-size">
        <span>{t('dataList.rowsPerPage')}</span>
        <HTMLSelect
          value={perPage}
          data-testid={`${testId}-size`}
          aria-label={t('dataList.rowsPerPage')}
          onChange={(event) => list.setPerPage(Number(event.currentTarget.value) as PageSize)}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </label>
      <span className="ams-pagination-range" data-testid={`${testId}-range`}>
        {page?.totalExact === false
          ? t('articles.rangeAtLeast', { from: number(from), to: number(to), total: number(total) })
          : t('dataList.range', { from: number(from), to: number(to), total: number(total) })}
      </span>
      <ButtonGroup variant="minimal">
        <Button
          icon="double-chevron-left"
          aria-label={t('dataList.firstPage')}
          disabled={current <= 1}
          onClick={list.goFirst}
        />
        <Button
          icon="chevron-left"
          aria-label={t('dataList.previousPage')}
          data-testid={`${testId}-prev`}
          disabled={current <= 1}
          onClick={list.goPrev}
        />
        <span className="ams-pagination-page">
          {page?.totalExact
            ? t('dataList.pageOf', { page: number(current), pages: number(lastPage) })
            : t('articles.page', { page: number(current) })}
        </span>
        <Button
          icon="chevron-right"
          aria-label={t('dataList.nextPage')}
          data-testid={`${testId}-next`}
          disabled={!page?.nextCursor}
          onClick={() => page?.nextCursor && list.goNext(page.nextCursor)}
        />
        <Button
          icon="double-chevron-right"
          aria-label={t('dataList.lastPage')}
          disabled={!canLast}
          onClick={() => list.goTo(lastPage)}
        />
      </ButtonGroup>
    </nav>
  );
}
