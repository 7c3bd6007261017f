import type { AppConfig } from '../core/config/env';
import type { MailMessage } from '../core/mail/mail.service';
import { escapeHtml } from '../core/mail/templates';

/** How long an invite link works. */
export const INVITE_TTL_HOURS = 72;

/** The set-password page consumes the token; the raw token exists only in this mail (sealed at rest). */
export function setPasswordLink(config: Pick<AppConfig, 'publicUrl'>, rawToken: string): string {
  return `${config.publicUrl}/pages/authentication/set-password?token=${encodeURIComponent(rawToken)}`;
}

export function inviteMail(
  config: Pick<AppConfig, 'publicUrl' | 'APP_TITLE'>,
  user: { email: string; firstName: string },
  rawToken: string,
): MailMessage {
  const link = setPasswordLink(config, rawToken);
  const title = config.APP_TITLE;
  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `You have been invited to ${title}. Choose your password to sign in:`,
    link,
    '',
    `The link works once and expires in ${INVITE_TTL_HOURS} hours.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>You have been invited to ${escapeHtml(title)}. Choose your password to sign in:</p>`,
    `<p><a href="${escapeHtml(link)}">Set my password</a></p>`,
    `<p>The link works once and expires in ${INVITE_TTL_HOURS} hours.</p>`,
  ].join('\n');
  return { to: user.email, subject: `You are invited to ${title}`, text, html, secretLink: link };
}
