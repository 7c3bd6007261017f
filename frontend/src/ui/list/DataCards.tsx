import { Button, Card, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './DataTable';
import type { SortDir } from './listParams';

interface DataCardsProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  /** Placeholder cards while the first page loads. */
  skeleton: number;
  sortBy?: string;
  sortDir?: SortDir;
  onSort?: (sortKey: string) => void;
}

/**
 * A page of rows on a phone: one card per row, every column as a label beside its value (none is
 * dropped, row actions included), with the sortable columns as buttons above.
 */
export function DataCards<T>({
  rows,
  columns,
  skeleton,
  sortBy,
  sortDir,
  onSort,
}: DataCardsProps<T>) {
  const { t } = useTranslation();
  const sortable = onSort ? columns.filter((column) => column.sortKey) : [];
  const headers = columns.filter((column) => column.header);
  return (
    <>
      {(sortable.length > 0 || headers.length > 0) && (
        <div className="ams-data-cards-bar">
          {headers.map((column) => (
            <span key={column.id}>{column.header!()}</span>
          ))}
          {sortable.length > 0 && <span className="ams-muted">{t('dataList.sort')}</span>}
          {sortable.map((column) => {
            const active = sortBy === column.sortKey;
            const icon = !active
              ? 'double-caret-vertical'
              : sortDir === 'asc'
                ? 'caret-up'
                : 'caret-down';
            return (
              <Button
                key={column.id}
                variant="minimal"
                size="small"
                className="ams-sort-button"
                endIcon={icon}
                text={column.title}
                aria-label={t('dataList.sortBy', { column: column.title })}
                aria-pressed={active}
                data-sort={active ? sortDir : undefined}
                onClick={() => onSort!(column.sortKey!)}
              />
            );
          })}
        </div>
      )}
      <ul className="ams-data-cards-list">
        {skeleton > 0
          ? Array.from({ length: skeleton }, (_, index) => (
              <li key={index}>
                <Card className={`ams-data-card ${Classes.SKELETON}`} />
              </li>
            ))
          : rows.map((row, index) => (
              <li key={index}>
                <Card className="ams-data-card" data-testid="data-card">
                  <dl>
                    {columns.map((column) => (
                      <div key={column.id} className="ams-data-card-field">
                        <dt>{column.title}</dt>
                        <dd>{column.render(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            ))}
      </ul>
    </>
  );
}
