import { Injectable } from '@nestjs/common';
import { AppConfig } from '../core/config/env';
import { MailService } from '../core/mail/mail.service';
import { renderMail, type LinkMailKind } from '../core/mail/templates';
import { SettingsService } from '../settings/settings.service';
import type { User } from '../users/entities/user.entity';
import { UserTokensService } from '../users/user-tokens.service';
import { AuthRepository } from './auth.repository';
import { UNLOCK_TTL_HOURS, UnlockLinks } from './unlock-links';

/** How long each link works. */
export const VERIFY_TTL_HOURS = 24;
export const RESET_TTL_HOURS = 1;

export type AuthLink = 'verify' | 'reset' | 'unlock';

const PAGES: Record<AuthLink, string> = {
  verify: '/pages/authentication/verify-email-v1',
  reset: '/pages/authentication/reset-password-v1',
  unlock: '/pages/authentication/unlock',
};

const MAILS: Record<AuthLink, LinkMailKind> = {
  verify: 'verify-email',
  reset: 'reset-password',
  unlock: 'unlock-sign-in',
};

const TTL_HOURS: Record<AuthLink, number> = {
  verify: VERIFY_TTL_HOURS,
  reset: RESET_TTL_HOURS,
  unlock: UNLOCK_TTL_HOURS,
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
    private readonly unlockLinks: UnlockLinks,
  ) {}

  link(kind: AuthLink, rawToken: string): string {
    return `${this.config.publicUrl}${PAGES[kind]}?token=${encodeURIComponent(rawToken)}`;
  }

  async sendLink(user: Recipient, kind: AuthLink, rawToken: string): Promise<void> {
    const link = this.link(kind, rawToken);
    const rendered = renderMail(MAILS[kind], user.locale, {
      appTitle: await this.settings.title(),
      name: user.firstName,
      link,
      expiresInHours: TTL_HOURS[kind],
    });
    await this.mail.queue({ to: user.email, ...rendered, secretLink: link });
  }

  /**
   * Worker side of "forgot password", "resend verification" and a correct password on a locked
   * account: re-reads the user and sends a fresh link only when it still makes sense. A new link
   * replaces any earlier unused one.
   */
  async issueAndSend(userId: number | null, kind: AuthLink): Promise<void> {
    if (userId === null) return;
    const user = await this.repo.findUser(userId, true);
    if (!user) return;
    if (kind === 'unlock') {
      // Two-step sign-in needs no link: the code is what a locked account asks for then.
      if (user.status !== 'active' || (await this.repo.twoFactor(user.id))?.secret) return;
      const raw = await this.unlockLinks.issue(user.id);
      if (raw !== null) await this.sendLink(user, kind, raw);
      return;
    }
    const wanted =
      kind === 'verify'
        ? user.status === 'pending' && user.passwordHash !== null
        : user.status !== 'inactive';
    if (!wanted) return;
    const raw = await this.tokens.issue(user.id, kind, TTL_HOURS[kind]);
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
