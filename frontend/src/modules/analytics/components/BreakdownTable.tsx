import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl';
import { StaticTable, type StaticColumn } from '../../../ui/list/StaticTable';
import { downloadCsv, toCsv } from '../csv';
import { Heading } from '../../../ui/Heading';

export interface Column<R> {
  title: string;
  /** The value in the CSV (raw numbers, not formatted). */
  value: (row: R) => string | number;
  numeric?: boolean;
}

interface BreakdownTableProps<R> {
  id: string;
  title: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  filename: string;
  /** How its figures are counted, under the title. */
  note?: string;
}

/** A breakdown of the range, with its rows (exactly these) offered as CSV. */
export function BreakdownTable<R>({
  id,
  title,
  rows,
  columns,
  filename,
  note,
}: BreakdownTableProps<R>) {
  const { t, i18n } = useTranslation();
  const exportCsv = () =>
    downloadCsv(
      filename,
      toCsv(
        columns.map((c) => c.title),
        rows.map((row) => columns.map((c) => c.value(row))),
      ),
    );
  return (
    <Card className="ams-panel ams-analytics-table" data-testid={`analytics-${id}`}>
      <div className="ams-analytics-table-head">
        <Heading level={2} size={5}>
          {title}
        </Heading>
        <Button
          small
          icon="download"
          text={t('analytics.csv')}
          disabled={rows.length === 0}
          onClick={exportCsv}
          data-testid={`analytics-${id}-csv`}
        />
      </div>
      {note && (
        <p className="ams-analytics-note" data-testid={`analytics-${id}-note`}>
          {note}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="ams-analytics-none">{t('analytics.noRows')}</p>
      ) : (
        <StaticTable
          testId={`analytics-${id}-table`}
          compact
          rows={rows}
          rowKey={(row) => rows.indexOf(row)}
          columns={columns.map((c): StaticColumn<R> => ({
            id: c.title,
            title: c.title,
            numeric: c.numeric,
            render: (row) => {
              const value = c.value(row);
              return c.numeric ? formatNumber(Number(value), i18n.language) : value;
            },
          }))}
        />
      )}
    </Card>
  );
}
