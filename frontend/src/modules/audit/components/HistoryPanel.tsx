import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { AuditSubject } from '../../../api/audit';

const RecordHistory = lazy(() => import('./RecordHistory'));

/** A record's History tab for another module's page: loaded when opened, with its own spinner. */
export function HistoryPanel(props: { subject: AuditSubject; id: number }) {
  return (
    <Suspense fallback={<Spinner size={24} />}>
      <RecordHistory {...props} />
    </Suspense>
  );
}
