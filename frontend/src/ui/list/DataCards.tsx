import { Button, Card, Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './dataColumn';
import type { SortDir } from './listParams';

/** What a card needs of a column: its label, its value, and (on a paged list) its sort. */
export type CardColumn<T> = Pick<DataColumn<T>, 'id' | 'title' | 'render' | 'header' | 'sortKey'>;

interface DataCardsProps<T> {
  rows: readonly T[];
  columns: readonly CardColumn<T>[];
  /** A row's stable key (its id); the index when not given. */
  rowKey?: (row: T) => string | number;
  /** The card's test id (`data-card` when not given), as the table row's would be. */
  rowTestId?: (row: T) => string;
  /** Extra attributes of the card (`data-*`), as the table row carries them. */
  rowProps?: (row: T) => Record<`data-${string}`, string | number | undefined>;
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
  rowKey,
  rowTestId,
  rowProps,
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
              <li key={rowKey ? rowKey(row) : index}>
                <Card
                  className="ams-data-card"
                  data-testid={rowTestId ? rowTestId(row) : 'data-card'}
                  {...rowProps?.(row)}
                >
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
