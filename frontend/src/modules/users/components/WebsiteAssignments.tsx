import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { EmptyState } from '../../../ui/EmptyState';

/**
 * Website assignments (can-write or view-only) are stored with websites, which arrive in their
 * own issue; until then the tab says so instead of showing invented rows.
 */
export function WebsiteAssignments({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div data-testid="user-websites">
      <EmptyState
        icon="globe-network"
        title={t('users.websites.title')}
        description={
          user.role?.isAdmin ? t('users.websites.adminBody') : t('users.websites.pendingBody')
        }
      />
    </div>
  );
}
