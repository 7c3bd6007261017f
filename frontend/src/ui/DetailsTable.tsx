import './detailsTable.css';
import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A label, its value, and an id unique in the table (the row's key and test id suffix). */
export type DetailRow = [label: ReactNode, value: ReactNode, id: string];

interface DetailsTableProps {
  rows: DetailRow[];
  testId?: string;
  /** Rows get the test id `${rowTestId}-${id}`. */
  rowTestId?: string;
}

/** The label / value rows of a read-only record. */
export function DetailsTable({ rows, testId, rowTestId }: DetailsTableProps) {
  return (
    <HTMLTable compact className="ams-details-table" data-testid={testId}>
      <tbody>
        {rows.map(([label, value, id]) => (
          <tr key={id} data-testid={rowTestId ? `${rowTestId}-${id}` : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
