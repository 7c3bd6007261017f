import '../audit.css';
import { AnchorButton } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  auditExportUrl,
  type AuditEntry,
  type AuditListQuery,
} from '../../../api/audit';
import type { ListOptions } from '../../../ui/list/listParams';
import { dayBounds } from '../../../lib/days';
import { ListPage } from '../../../ui/list/ListPage';
import { useKeysetListParams } from '../../../ui/list/useKeysetListParams';
import { actorText, AuditEntryDialog } from '../components/AuditEntryDialog';
import { AuditFilters } from '../components/AuditFilters';
import { AuditList, type AuditFilter, type AuditSort } from '../components/AuditList';
import { useAuditQuery } from '../hooks/useAudit';

const LIST: ListOptions<AuditSort, AuditFilter> = {
  sortKeys: ['at'],
  defaultSort: 'at',
  defaultDir: 'desc',
  filterKeys: ['subject', 'action', 'actorId', 'from', 'to'],
};

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  (values as readonly string[]).includes(value ?? '');

/** `/apps/audit/list` (read on audit): who changed what, when and from where; live. */
export default function AuditPage() {
  const { t } = useTranslation();
  const list = useKeysetListParams(LIST);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const onOpen = useCallback((entry: AuditEntry) => setOpen(entry), []);
  const { subject, action, actorId, from, to } = list.params.filters;
  const filter: Omit<AuditListQuery, 'perPage' | 'cursor'> = {
    sortDir: list.params.sortDir,
    ...(list.params.q ? { q: list.params.q } : {}),
    ...(isOneOf(AUDIT_SUBJECTS, subject) ? { subject } : {}),
    ...(isOneOf(AUDIT_ACTIONS, action) ? { action } : {}),
    ...(actorId && /^[1-9]\d{0,9}$/.test(actorId) ? { actorId: Number(actorId) } : {}),
    ...dayBounds(from, to),
  };
  const query: AuditListQuery = {
    ...filter,
    perPage: list.params.perPage as AuditListQuery['perPage'],
    ...(list.cursor ? { cursor: list.cursor } : {}),
  };
  // The same page the list shows (one request): its entries name the person filtered on.
  const shown = useAuditQuery(query).data?.data;
  const theirs = filter.actorId ? shown?.find((entry) => entry.actorId === filter.actorId) : null;
  const person = theirs ? actorText(t, theirs) : null;
  return (
    <>
      <ListPage
        title={t('audit.title')}
        subtitle={t('audit.subtitle')}
        search={{ list, placeholder: t('audit.search'), testId: 'audit-search' }}
        filters={
          <>
            <AuditFilters list={list} person={person} />
            <AnchorButton
              icon="export"
              text={t('audit.export')}
              href={auditExportUrl(filter)}
              download="audit.csv"
              data-testid="audit-export"
            />
          </>
        }
      >
        <AuditList list={list} query={query} onOpen={onOpen} />
      </ListPage>
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
