import { Checkbox, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  ACTION_LABEL,
  EDITOR_ACTIONS,
  SUBJECTS,
  SUBJECT_LABEL,
  type EditorAction,
  type Subject,
} from '../subjects';

export const permissionKey = (action: EditorAction, subject: Subject) => `${action}:${subject}`;
export const ALL_PERMISSION_KEYS = SUBJECTS.flatMap((subject) =>
  EDITOR_ACTIONS.map((action) => permissionKey(action, subject)),
);

interface PermissionGridProps {
  granted: ReadonlySet<string>;
  onChange: (granted: Set<string>) => void;
  disabled: boolean;
}

/** Subjects × Read / Write / Create, with Select All over the whole grid. */
export function PermissionGrid({ granted, onChange, disabled }: PermissionGridProps) {
  const { t } = useTranslation();
  const count = ALL_PERMISSION_KEYS.filter((key) => granted.has(key)).length;
  const all = count === ALL_PERMISSION_KEYS.length;

  const toggle = (key: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };

  return (
    <HTMLTable compact striped className="ams-permission-grid" data-testid="role-permission-grid">
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
        {SUBJECTS.map((subject) => (
          <tr key={subject}>
            <th scope="row">{t(SUBJECT_LABEL[subject])}</th>
            {EDITOR_ACTIONS.map((action) => {
              const key = permissionKey(action, subject);
              return (
                <td key={action}>
                  <Checkbox
                    inline
                    label={t(ACTION_LABEL[action])}
                    aria-label={t('roles.permissionLabel', {
                      action: t(ACTION_LABEL[action]),
                      subject: t(SUBJECT_LABEL[subject]),
                    })}
                    checked={granted.has(key)}
                    disabled={disabled}
                    data-testid={`role-permission-${subject}-${action}`}
                    onChange={(e) => toggle(key, e.currentTarget.checked)}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
