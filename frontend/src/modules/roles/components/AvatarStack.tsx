import { Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../api/roles';
import { UserAvatar } from '../../../ui/UserAvatar';

/** Up to five faces of a role's users, and how many more hold it. */
export function AvatarStack({ role }: { role: Role }) {
  const { t } = useTranslation();
  const more = role.usersCount - role.users.length;
  return (
    <div className="ams-avatar-stack">
      {role.users.map((user) => (
        <Tooltip key={user.id} content={user.name} compact>
          <UserAvatar name={user.name} src={user.avatar} size={32} />
        </Tooltip>
      ))}
      {more > 0 && (
        <span className="ams-avatar ams-avatar-initials ams-avatar-more">
          {t('roles.moreUsers', { count: more })}
        </span>
      )}
    </div>
  );
}
