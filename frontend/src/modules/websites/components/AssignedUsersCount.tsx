import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Website } from '../../../api/websites';

/** How many users are assigned to the website (administrators included), from the list row. */
export function AssignedUsersCount({ website }: { website: Website }) {
  const { t } = useTranslation();
  return (
    <Tag
      minimal
      round
      icon="people"
      title={t('websites.columns.users')}
      data-testid={`website-users-count-${website.id}`}
    >
      {website.usersCount}
    </Tag>
  );
}
