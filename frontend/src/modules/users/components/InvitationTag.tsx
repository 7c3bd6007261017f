import { Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../lib/intl';

/**
 * How a pending user's invitation went: being sent, sent, or not delivered (why on hover, as a
 * translated sentence by its code: never the mail server's own words), so an administrator sees at
 * once that someone never got their link.
 */
export function InvitationTag({
  user,
  compact = false,
}: {
  user: Pick<User, 'id' | 'invitation'>;
  /** Icon only, its words on hover and for screen readers (a table cell). */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const invitation = user.invitation;
  if (!invitation) return null;
  const at = formatDateTime(invitation.at, i18n.language);
  const label = t(`users.invitation.${invitation.state}`);
  const tag = (
    <Tag
      minimal
      round
      intent={invitation.state === 'failed' ? 'danger' : 'none'}
      icon={invitation.state === 'failed' ? 'warning-sign' : 'envelope'}
      data-testid={`user-invitation-${user.id}`}
      data-state={invitation.state}
      aria-label={compact ? label : undefined}
    >
      {compact ? null : label}
    </Tag>
  );
  const detail =
    invitation.state === 'failed'
      ? t('users.invitation.reason', {
          at,
          reason:
            errorText(t, {
              code: invitation.code,
              params: invitation.smtpStatus ? { status: invitation.smtpStatus } : null,
            }) ?? t('errors.mail.failed'),
        })
      : `${compact ? `${label} · ` : ''}${at}`;
  return (
    <Tooltip content={detail} placement="top">
      {tag}
    </Tooltip>
  );
}
