import { Injectable } from '@nestjs/common';
import { AppConfig } from '../core/config/env';
import { MailService } from '../core/mail/mail.service';
import { renderMail } from '../core/mail/templates';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/entities/user.entity';
import { UserTokensService } from '../users/user-tokens.service';
import { AuthRepository } from './auth.repository';

/** How long each link works. */
export const VERIFY_TTL_HOURS = 24;
export const RESET_TTL_HOURS = 1;

export type AuthLink = 'verify' | 'reset';

const PAGES: Record<AuthLink, string> = {
  verify: '/pages/authentication/verify-email-v1',
  reset: '/pages/authentication/reset-password-v1',
};

type Recipient = Pick<User, 'email' | 'firstName' | 'locale'>;

/** The auth mails, in the recipient's language. Raw tokens exist only inside these links. */
@Injectable()
export class AuthMails {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly tokens: UserTokensService,
    private readonly repo: AuthRepository,
    private readonly settings: SettingsService,
  ) {}

  link(kind: AuthLink, rawToken: string): string {
    return `${this.config.publicUrl}${PAGES[kind]}?token=${encodeURIComponent(rawToken)}`;
  }

  async sendLink(user: Recipient, kind: AuthLink, rawToken: string): Promise<void> {
    const link = this.link(kind, rawToken);
    const params = {
      appTitle: await this.settings.title(),
      name: user.firstName,
      link,
      expiresInHours: kind === 'verify' ? VERIFY_TTL_HOURS : RESET_TTL_HOURS,
    };
    const rendered =
      kind === 'verify'
        ? renderMail('verify-email', user.locale, params)
        : renderMail('reset-password', user.locale, params);
    await this.mail.queue({ to: user.email, ...rendered, secretLink: link });
  }

  /**
   * Worker side of "forgot password" and "resend verification": re-reads the user and sends a
   * fresh link only when it still makes sense. A new link replaces any earlier unused one.
   */
  async issueAndSend(userId: number | null, kind: AuthLink): Promise<void> {
    if (userId === null) return;
    const user = await this.repo.findUser(userId, true);
    if (!user) return;
    const wanted =
      kind === 'verify'
        ? user.status === 'pending' && user.passwordHash !== null
        : user.status !== 'inactive';
    if (!wanted) return;
    const raw = await this.tokens.issue(
      user.id,
      kind,
      kind === 'verify' ? VERIFY_TTL_HOURS : RESET_TTL_HOURS,
    );
    await this.sendLink(user, kind, raw);
  }

  async alreadyRegistered(user: Recipient): Promise<void> {
    const rendered = renderMail('already-registered', user.locale, {
      appTitle: await this.settings.title(),
      name: user.firstName,
    });
    await this.mail.queue({ to: user.email, ...rendered });
  }

  async twoFactorEnabled(user: Recipient): Promise<void> {
    const rendered = renderMail('two-factor-enabled', user.locale, {
      appTitle: await this.settings.title(),
      name: user.firstName,
    });
    await this.mail.queue({ to: user.email, ...rendered });
  }
}
