import { Button, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { WebsiteUser } from '../../../api/websites';
import { UserAvatar } from '../../../ui/UserAvatar';

interface AssignedUserRowProps {
  user: WebsiteUser;
  /** Administrators always keep every website with write access. */
  editable: boolean;
  onToggle: (canWrite: boolean) => void;
  onRemove: () => void;
}

export const fullNameOf = (user: Pick<WebsiteUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** One assigned person: picture, name and email, can-edit or view-only, remove. */
export function AssignedUserRow({ user, editable, onToggle, onRemove }: AssignedUserRowProps) {
  const { t } = useTranslation();
  const name = fullNameOf(user);
  return (
    <li className="ams-assigned-row" data-testid={`website-user-${user.userId}`}>
      <UserAvatar name={name} src={user.avatar} size={32} />
      <span className="ams-assigned-name">
        <strong>{name}</strong>
        <span className="ams-muted">{user.email}</span>
      </span>
      {user.isAdmin && (
        <Tag minimal intent="primary" icon="shield">
          {t('websites.users.admin')}
        </Tag>
      )}
      {editable ? (
        <Switch
          className="ams-assigned-switch"
          checked={user.canWrite}
          label={user.canWrite ? t('websites.users.canWrite') : t('websites.users.viewOnly')}
          aria-label={t('websites.users.canWriteFor', { name })}
          data-testid={`website-user-canwrite-${user.userId}`}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      ) : (
        <Tag minimal round intent={user.canWrite ? 'success' : 'none'}>
          {user.canWrite ? t('websites.users.canWrite') : t('websites.users.viewOnly')}
        </Tag>
      )}
      {editable && (
        <Button
          variant="minimal"
          intent="danger"
          icon="cross"
          aria-label={t('websites.users.remove', { name })}
          data-testid={`website-user-remove-${user.userId}`}
          onClick={onRemove}
        />
      )}
    </li>
  );
}
