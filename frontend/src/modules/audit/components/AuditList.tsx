import { Button, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditListQuery } from '../../../api/audit';
import { formatDateTime } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { ListResults } from '../../../ui/list/ListResults';
import type { KeysetListState } from '../../../ui/list/useKeysetListParams';
import { ACTION_INTENT, ACTION_LABEL, SUBJECT_LABEL } from '../auditLabels';
import { useAuditQuery } from '../hooks/useAudit';
import { AuditChanges } from './AuditChanges';
import { actorText } from './AuditEntryDialog';

export type AuditFilter = 'subject' | 'action' | 'actorId' | 'from' | 'to';
export type AuditSort = 'at';

interface AuditListProps {
  list: KeysetListState<AuditSort, AuditFilter>;
  query: AuditListQuery;
  onOpen: (entry: AuditEntry) => void;
}

/** When, who, which record, what happened and what changed; newest first, paged by keyset. */
export function AuditList({ list, query, onOpen }: AuditListProps) {
  const { t, i18n } = useTranslation();
  const result = useAuditQuery(query);
  const columns = useMemo<DataColumn<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        title: t('audit.columns.at'),
        sortKey: 'at',
        width: 130,
        render: (e) => formatDateTime(e.at, i18n.language),
      },
      {
        id: 'actor',
        title: t('audit.columns.actor'),
        width: 130,
        grow: 1,
        // The first to give way on a narrow screen: the details dialog names who and from where.
        priority: 1,
        render: (e) => (
          <span title={[actorText(t, e), e.ip].filter(Boolean).join(' · ')}>{actorText(t, e)}</span>
        ),
      },
      {
        id: 'record',
        title: t('audit.columns.record'),
        width: 150,
        grow: 2,
        render: (e) => (
          <span title={e.label}>
            <span className="bp5-text-muted">{t(SUBJECT_LABEL[e.subject])}:</span> {e.label}
          </span>
        ),
      },
      {
        id: 'action',
        title: t('audit.columns.action'),
        width: 90,
        render: (e) => (
          <Tag minimal intent={ACTION_INTENT[e.action]}>
            {t(ACTION_LABEL[e.action])}
          </Tag>
        ),
      },
      {
        id: 'changes',
        title: t('audit.columns.changes'),
        width: 200,
        grow: 4,
        render: (e) => <AuditChanges changes={e.changes} inline />,
      },
      {
        id: 'open',
        title: t('audit.columns.details'),
        width: 60,
        interactive: true,
        render: (e) => (
          <Button
            minimal
            small
            icon="eye-open"
            aria-label={t('audit.open', { record: e.label })}
            data-testid={`audit-open-${e.id}`}
            onClick={() => onOpen(e)}
          />
        ),
      },
    ],
    [t, i18n.language, onOpen],
  );
  return (
    <ListResults
      testId="audit-table"
      query={result}
      list={list}
      columns={columns}
      emptyTitle={t('audit.emptyTitle')}
      emptyBody={t('audit.emptyBody')}
      errorTitle={t('audit.loadFailed')}
      keyset={{ canReach: list.canReach }}
    />
  );
}
