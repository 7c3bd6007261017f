import { Classes, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AuditChange } from '../../../api/audit';
import { FIELD_LABEL } from '../auditLabels';

/** Long texts (a prompt) are cut in the row; the whole value is in its tooltip. */
const SHOWN = 120;

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') {
    return <span className={Classes.TEXT_MUTED}>{t('audit.empty')}</span>;
  }
  if (typeof value === 'boolean') return <>{value ? t('audit.yes') : t('audit.no')}</>;
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);
  return (
    <bdi className="ams-audit-value" title={text.length > SHOWN ? text : undefined}>
      {text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text}
    </bdi>
  );
}

function Change({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="ams-audit-field">
        {FIELD_LABEL[change.field] ? t(FIELD_LABEL[change.field]!) : change.field}
      </span>{' '}
      {change.secret ? (
        <span className={Classes.TEXT_MUTED}>
          <Icon icon="lock" size={12} className="ams-audit-lock" />
          {t('audit.secretChanged')}
        </span>
      ) : (
        <>
          {'before' in change && (
            <>
              <del>
                <Value value={change.before} />
              </del>{' '}
              <span aria-hidden="true" className="ams-audit-arrow">
                →
              </span>{' '}
            </>
          )}
          {'after' in change ? (
            <ins>
              <Value value={change.after} />
            </ins>
          ) : (
            <span className={Classes.TEXT_MUTED}>{t('audit.removed')}</span>
          )}
        </>
      )}
    </>
  );
}

/**
 * What an entry changed: before → after per field (a secret: "changed", never a value). `inline`:
 * one line for a table row, the whole entry in its details.
 */
export function AuditChanges({
  changes,
  inline = false,
}: {
  changes: AuditChange[];
  inline?: boolean;
}) {
  const { t } = useTranslation();
  if (changes.length === 0)
    return <span className={Classes.TEXT_MUTED}>{t('audit.noDetail')}</span>;
  if (inline) {
    return (
      <span className="ams-audit-inline" data-testid="audit-changes">
        {changes.map((change, i) => (
          <span key={change.field}>
            {i > 0 && '; '}
            <Change change={change} />
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul className="ams-audit-changes" data-testid="audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <Change change={change} />
        </li>
      ))}
    </ul>
  );
}
