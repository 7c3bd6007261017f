import '../audit.css';
import { Button, Classes, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditSubject } from '../../../api/audit';
import { errorMessage } from '../../../i18n/errorText';
import { formatDateTime } from '../../../lib/intl';
import { ACTION_INTENT, ACTION_LABEL, SUBJECT_LABEL } from '../auditLabels';
import { useRecordHistory } from '../hooks/useAudit';
import { AuditChanges } from './AuditChanges';
import { actorText } from './AuditEntryDialog';

/** A record's History tab: its changes, newest first, each with who, when and from where. */
export default function RecordHistory({ subject, id }: { subject: AuditSubject; id: number }) {
  const { t, i18n } = useTranslation();
  const history = useRecordHistory(subject, id);
  if (history.isPending) return <Spinner size={24} />;
  if (history.isError) {
    return (
      <NonIdealState
        icon="error"
        title={t('audit.loadFailed')}
        description={errorMessage(t, history.error)}
        action={<Button text={t('common.retry')} onClick={() => void history.refetch()} />}
      />
    );
  }
  const entries = history.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) {
    return <NonIdealState icon="history" title={t('audit.historyEmpty')} />;
  }
  return (
    <div data-testid="record-history">
      <ul className="ams-audit-history">
        {entries.map((entry) => (
          <li key={entry.id} data-testid="record-history-entry">
            <div className="ams-audit-history-head">
              <Tag minimal intent={ACTION_INTENT[entry.action]}>
                {t(ACTION_LABEL[entry.action])}
              </Tag>
              {entry.subject !== subject && <Tag minimal>{t(SUBJECT_LABEL[entry.subject])}</Tag>}
              <strong>{actorText(t, entry)}</strong>
              <span className={Classes.TEXT_MUTED}>
                {formatDateTime(entry.at, i18n.language)}
                {entry.ip && ` · ${entry.ip}`}
              </span>
            </div>
            <AuditChanges changes={entry.changes} />
          </li>
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          text={t('audit.more')}
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
          data-testid="record-history-more"
        />
      )}
    </div>
  );
}
