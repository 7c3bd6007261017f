import { Classes, Dialog, DialogBody, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../api/audit';
import { formatDateTime } from '../../../lib/intl';
import { ACTION_INTENT, ACTION_LABEL, SUBJECT_LABEL } from '../auditLabels';
import { AuditChanges } from './AuditChanges';

/** One entry whole: who, when, from where, and every field before → after. */
export function AuditEntryDialog({
  entry,
  onClose,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      isOpen={entry !== null}
      onClose={onClose}
      title={entry ? `${t(SUBJECT_LABEL[entry.subject])}: ${entry.label}` : ''}
    >
      {entry && (
        <DialogBody>
          <dl className="ams-audit-details" data-testid="audit-entry-dialog">
            <dt>{t('audit.columns.action')}</dt>
            <dd>
              <Tag minimal intent={ACTION_INTENT[entry.action]}>
                {t(ACTION_LABEL[entry.action])}
              </Tag>
            </dd>
            <dt>{t('audit.columns.at')}</dt>
            <dd>{formatDateTime(entry.at, i18n.language)}</dd>
            <dt>{t('audit.columns.actor')}</dt>
            <dd>{actorText(t, entry)}</dd>
            <dt>{t('audit.from')}</dt>
            <dd>
              {entry.ip ?? '—'}
              {entry.userAgent && <div className={Classes.TEXT_MUTED}>{entry.userAgent}</div>}
            </dd>
            <dt>{t('audit.columns.changes')}</dt>
            <dd>
              <AuditChanges changes={entry.changes} />
            </dd>
          </dl>
        </DialogBody>
      )}
    </Dialog>
  );
}

/** "Name (address)", the address alone, or "the product" for work nobody started. */
export function actorText(t: (key: 'audit.system') => string, entry: AuditEntry): string {
  if (entry.actorName && entry.actorEmail) return `${entry.actorName} (${entry.actorEmail})`;
  return entry.actorName ?? entry.actorEmail ?? t('audit.system');
}
