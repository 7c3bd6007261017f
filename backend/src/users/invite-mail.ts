import type { AppConfig } from '../core/config/env';
import type { MailMessage } from '../core/mail/mail.service';
import { renderMail } from '../core/mail/templates';

/** What invitation mails are marked with in the outbox (their delivery shows on the user). */
export const INVITE_PURPOSE = 'invite';

/** How long an invite link works. */
export const INVITE_TTL_HOURS = 72;

/** The set-password page consumes the token; the raw token exists only in this mail (sealed at rest). */
export function setPasswordLink(config: Pick<AppConfig, 'publicUrl'>, rawToken: string): string {
  return `${config.publicUrl}/pages/authentication/set-password?token=${encodeURIComponent(rawToken)}`;
}

/** The invitation, in the invitee's language, naming the product by its configured title. */
export function inviteMail(
  config: Pick<AppConfig, 'publicUrl'>,
  appTitle: string,
  user: { email: string; firstName: string; locale: string },
  rawToken: string,
): MailMessage {
  const link = setPasswordLink(config, rawToken);
  const rendered = renderMail('invite', user.locale, {
    appTitle,
    name: user.firstName,
    link,
    expiresInHours: INVITE_TTL_HOURS,
  });
  return { to: user.email, ...rendered, secretLink: link };
}
