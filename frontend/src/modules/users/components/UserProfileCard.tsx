import { Button, Card, Divider, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { abilityAtom } from '../../../state/abilityAtom';
import { userDataAtom } from '../../../state/userDataAtom';
import { showToast } from '../../../ui/toaster';
import { useState } from 'react';
import { useInviteLink, useResendInvite } from '../hooks/useUsers';
import { PLAN_LABEL } from '../userLabels';
import { AvatarUploader } from './AvatarUploader';
import { InvitationTag } from './InvitationTag';
import { InviteLinkDialog } from './InviteLinkDialog';
import { StatusTag } from './StatusTag';
import { UserStatusControl } from './UserStatusControl';
import { roleLabel } from '../../roles';
import { Heading } from '../../../ui/Heading';
import { runMutation } from '../../../api/runMutation';

interface UserProfileCardProps {
  user: User;
  onEdit: () => void;
  onDelete: () => void;
}

/** Who the user is, their picture and status, and what may be done to them. */
export function UserProfileCard({ user, onEdit, onDelete }: UserProfileCardProps) {
  const { t } = useTranslation();
  const ability = useAtomValue(abilityAtom);
  const me = useAtomValue(userDataAtom);
  const invite = useResendInvite();
  const freshLink = useInviteLink();
  const [shownLink, setShownLink] = useState<{ link: string; expiresInHours: number } | null>(null);
  const isSelf = me?.id === user.id;
  const canWrite = ability.can('write', 'user');

  const resend = () =>
    runMutation(invite, user.id, {
      onSuccess: () =>
        void showToast({ intent: 'success', icon: 'envelope', message: t('users.inviteSent') }),
      onError: () =>
        void showToast({ intent: 'danger', icon: 'error', message: t('users.inviteFailed') }),
    });

  const copyLink = () =>
    runMutation(freshLink, user.id, {
      onSuccess: setShownLink,
      onError: () =>
        void showToast({ intent: 'danger', icon: 'error', message: t('users.inviteLink.failed') }),
    });

  return (
    <Card className="ams-profile-card" data-testid="user-profile">
      <AvatarUploader user={user} canEdit={isSelf || canWrite} />
      <Heading level={2} size={3} className="ams-profile-name">
        {user.fullName}
      </Heading>
      <div className="ams-muted">{user.email}</div>
      <div className="ams-profile-tags">
        <StatusTag status={user.status} />
        <InvitationTag user={user} />
        {user.role && (
          <Tag minimal round intent={user.role.isAdmin ? 'primary' : 'none'} icon="shield">
            {roleLabel(t, user.role.name)}
          </Tag>
        )}
        {user.account?.plan && (
          <Tag minimal round icon="office">
            {`${user.account.name} · ${t(PLAN_LABEL[user.account.plan.code])}`}
          </Tag>
        )}
      </div>
      {canWrite && (
        <>
          <Divider />
          {!isSelf && <UserStatusControl user={user} />}
          <div className="ams-profile-actions">
            <Button icon="edit" text={t('users.edit')} onClick={onEdit} data-testid="user-edit" />
            {user.status === 'pending' && (
              <Button
                icon="envelope"
                text={t('users.resendInvite')}
                loading={invite.isPending}
                onClick={resend}
                data-testid="user-resend-invite"
              />
            )}
            {user.status === 'pending' && (
              <Button
                icon="link"
                text={t('users.inviteLink.button')}
                loading={freshLink.isPending}
                onClick={copyLink}
                data-testid="user-invite-link-button"
              />
            )}
            {!isSelf && (
              <Button
                icon="trash"
                intent="danger"
                variant="outlined"
                text={t('users.delete.button')}
                onClick={onDelete}
                data-testid="user-delete"
              />
            )}
          </div>
        </>
      )}
      <InviteLinkDialog link={shownLink} onClose={() => setShownLink(null)} />
    </Card>
  );
}
