import { Checkbox, Classes, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ACTION_LABEL,
  EDITOR_ACTIONS,
  GRANTABLE_PERMISSIONS,
  SUBJECTS,
  SUBJECT_HELP,
  SUBJECT_LABEL,
  READ_ONLY_SUBJECTS,
  isGrantable,
  type EditorAction,
  type Subject,
} from '../subjects';

export const permissionKey = (action: EditorAction, subject: Subject) => `${action}:${subject}`;
/** Every permission a role may grant: writing what every tenant shares is not one of them. */
export const ALL_PERMISSION_KEYS = GRANTABLE_PERMISSIONS.map((p) =>
  permissionKey(p.action, p.subject),
);

interface PermissionGridProps {
  granted: ReadonlySet<string>;
  onChange: (granted: Set<string>) => void;
  disabled: boolean;
}

/**
 * Subjects × Read / Write / Create, with Select All over the whole grid. Subjects every tenant
 * shares offer Read alone: the other cells say that administrators change them.
 */
export function PermissionGrid({ granted, onChange, disabled }: PermissionGridProps) {
  const { t } = useTranslation();
  const count = ALL_PERMISSION_KEYS.filter((key) => granted.has(key)).length;
  const all = count === ALL_PERMISSION_KEYS.length;

  // Write and create need read (the server implies it): ticking one ticks read, which stays
  // ticked, and says why, while either is granted.
  const implied = (subject: Subject) =>
    EDITOR_ACTIONS.some(
      (action) => action !== 'read' && granted.has(permissionKey(action, subject)),
    );
  const toggle = (action: EditorAction, subject: Subject, on: boolean) => {
    const next = new Set(granted);
    const key = permissionKey(action, subject);
    if (on) next.add(key);
    else next.delete(key);
    if (on && action !== 'read') next.add(permissionKey('read', subject));
    onChange(next);
  };

  return (
    <HTMLTable compact className="ams-permission-grid" data-testid="role-permission-grid">
      <thead>
        <tr>
          <th scope="col">{t('roles.permissionColumn')}</th>
          <th scope="col" colSpan={EDITOR_ACTIONS.length}>
            <Checkbox
              inline
              label={t('roles.selectAll')}
              checked={all}
              indeterminate={count > 0 && !all}
              disabled={disabled}
              data-testid="role-select-all"
              onChange={(e) =>
                onChange(e.currentTarget.checked ? new Set(ALL_PERMISSION_KEYS) : new Set())
              }
            />
          </th>
        </tr>
      </thead>
      <tbody>
        {SUBJECTS.map((subject) => [
          <tr key={subject} className="ams-permission-row">
            <th scope="row">{t(SUBJECT_LABEL[subject])}</th>
            {EDITOR_ACTIONS.map((action) => {
              const key = permissionKey(action, subject);
              if (!isGrantable({ action, subject })) {
                return action === 'write' ? (
                  <td
                    key={action}
                    colSpan={EDITOR_ACTIONS.length - 1}
                    className={Classes.TEXT_MUTED}
                    data-testid={`role-permission-${subject}-admin-only`}
                  >
                    {READ_ONLY_SUBJECTS.includes(subject)
                      ? t('roles.readOnly')
                      : t('roles.adminOnly')}
                  </td>
                ) : null;
              }
              const readImplied = action === 'read' && implied(subject);
              return (
                <td key={action} title={readImplied ? t('roles.impliedRead') : undefined}>
                  <Checkbox
                    inline
                    label={t(ACTION_LABEL[action])}
                    aria-label={t('roles.permissionLabel', {
                      action: t(ACTION_LABEL[action]),
                      subject: t(SUBJECT_LABEL[subject]),
                    })}
                    checked={granted.has(key) || readImplied}
                    disabled={disabled || readImplied}
                    data-testid={`role-permission-${subject}-${action}`}
                    data-implied={readImplied || undefined}
                    onChange={(e) => toggle(action, subject, e.currentTarget.checked)}
                  />
                </td>
              );
            })}
          </tr>,
          // What the permissions allow, under the row, across the whole grid.
          <tr key={`${subject}-help`} className="ams-permission-help-row">
            <td
              colSpan={EDITOR_ACTIONS.length + 1}
              className={`ams-permission-help ${Classes.TEXT_MUTED}`}
              data-testid={`role-permission-${subject}-help`}
            >
              {t(SUBJECT_HELP[subject])}
            </td>
          </tr>,
        ])}
      </tbody>
    </HTMLTable>
  );
}
