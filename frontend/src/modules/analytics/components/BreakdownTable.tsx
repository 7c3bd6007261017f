import { Button, Card, H5, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/intl';
import { downloadCsv, toCsv } from '../csv';

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
}

/** A breakdown of the range, with its rows (exactly these) offered as CSV. */
export function BreakdownTable<R>({ id, title, rows, columns, filename }: BreakdownTableProps<R>) {
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
        <H5>{title}</H5>
        <Button
          small
          icon="download"
          text={t('analytics.csv')}
          disabled={rows.length === 0}
          onClick={exportCsv}
          data-testid={`analytics-${id}-csv`}
        />
      </div>
      {rows.length === 0 ? (
        <p className="ams-analytics-none">{t('analytics.noRows')}</p>
      ) : (
        <div className="ams-analytics-scroll">
          <HTMLTable compact striped>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.title} className={c.numeric ? 'ams-num' : undefined}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {columns.map((c) => {
                    const value = c.value(row);
                    return (
                      <td key={c.title} className={c.numeric ? 'ams-num' : undefined}>
                        {c.numeric ? formatNumber(Number(value), i18n.language) : value}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
