import './form.css';
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/intl';
import type { ConflictState } from './useEntityForm';

/**
 * Someone else saved this record after the form opened: the save was refused. Says who and when,
 * shows their values where they differ from the form's, and loads them on request.
 */
export function ConflictNotice({ conflict }: { conflict: ConflictState | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!conflict) return null;
  const time = formatDateTime(conflict.at, i18n.language);
  return (
    <Callout
      intent="warning"
      icon="people"
      title={t('conflict.title')}
      className="ams-form-callout"
      role="alert"
      data-testid="form-conflict"
    >
      <p>
        {conflict.by
          ? t('conflict.savedBy', { name: conflict.by, time })
          : t('conflict.savedBySomeone', { time })}
      </p>
      {conflict.theirs.length > 0 && (
        <HTMLTable compact className="ams-conflict-values" aria-label={t('conflict.theirValues')}>
          <caption className="ams-muted">{t('conflict.theirValues')}</caption>
          <tbody>
            {conflict.theirs.map(({ field, label, value }) => (
              <tr key={field} data-testid="form-conflict-value" data-field={field}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Button
        icon="refresh"
        text={t('conflict.load')}
        onClick={conflict.load}
        data-testid="form-conflict-load"
      />
    </Callout>
  );
}
