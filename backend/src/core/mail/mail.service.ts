import { Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/env';
import { JobName } from '../queues/job-catalogue';
import { JobsService } from '../queues/jobs.service';
import { SecretBox } from '../security/secret-box';
import type { OutboxMail } from './entities/outbox-mail.entity';
import { classifyMailFailure, type MailDeliveryError } from './mail.errors';
import { OutboxRepository } from './outbox.repository';
import { escapeHtml } from './templates';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A working link inside text and html: stored sealed, never in clear (see OutboxMail). */
  secretLink?: string;
  /** The user it is about and what for (an invitation): their row shows how it went. */
  userId?: number;
  purpose?: string;
}

/** How a mail attempt went, for the domain that shows it (`onOutcome`). */
export interface MailOutcome {
  mailId: number;
  userId: number | null;
  sent: boolean;
}

/** What the outbox keeps where a secret link stood. */
export const LINK_PLACEHOLDER = '{{secret-link}}';

/** Mail goes through the outbox and the mail queue, so a slow SMTP server never blocks a request. */
@Injectable()
export class MailService {
  private transporter?: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    private readonly jobs: JobsService,
    private readonly box: SecretBox,
  ) {}

  private readonly outcomeHandlers = new Map<string, (outcome: MailOutcome) => void>();

  /** `by`: who asked for it, so its run shows in their Jobs page (an invitation that fails). */
  async queue(
    { secretLink, ...message }: MailMessage,
    by?: { id: number; accountId: number | null },
  ): Promise<OutboxMail> {
    const hide = (body: string) =>
      secretLink
        ? body
            .replaceAll(secretLink, LINK_PLACEHOLDER)
            .replaceAll(escapeHtml(secretLink), LINK_PLACEHOLDER)
        : body;
    const mail = await this.outbox.add({
      to: message.to,
      subject: message.subject,
      text: hide(message.text),
      html: message.html === undefined ? null : hide(message.html),
      sealedLink: secretLink ? this.box.seal(secretLink) : null,
      userId: message.userId ?? null,
      purpose: message.purpose ?? null,
    });
    await this.jobs.enqueue(
      JobName.SendMail,
      { mailId: mail.id },
      { jobId: `mail:${mail.id}`, by: by ?? null },
    );
    return mail;
  }

  /** The latest mail of each user for `purpose` (their invitation), to show how it went. */
  latestFor(userIds: readonly number[], purpose: string): Promise<OutboxMail[]> {
    return this.outbox.latestFor(userIds, purpose);
  }

  /** Tells the domain behind mails of `purpose` how each attempt went (one handler a purpose). */
  onOutcome(purpose: string, handler: (outcome: MailOutcome) => void) {
    this.outcomeHandlers.set(purpose, handler);
  }

  /**
   * Called by the mail processor when an attempt failed (it may be retried): stores why as a code
   * (and the SMTP status), and returns that failure for the job's history.
   */
  async failed(mailId: number, error: unknown): Promise<MailDeliveryError> {
    const failure = classifyMailFailure(error);
    const mail = await this.outbox.findById(mailId);
    if (!mail || mail.sentAt) return failure;
    await this.outbox.markFailed(mailId, failure);
    this.tell(mail, false);
    return failure;
  }

  private tell(mail: Pick<OutboxMail, 'id' | 'userId' | 'purpose'>, sent: boolean) {
    const handler = mail.purpose ? this.outcomeHandlers.get(mail.purpose) : undefined;
    handler?.({ mailId: mail.id, userId: mail.userId, sent });
  }

  /** Called by the mail processor. */
  async deliver(mailId: number): Promise<void> {
    const mail = await this.outbox.findById(mailId);
    if (!mail || mail.sentAt) return;
    const link = mail.sealedLink ? this.box.open(mail.sealedLink) : null;
    const reveal = (body: string, escape: (s: string) => string) =>
      link ? body.replaceAll(LINK_PLACEHOLDER, escape(link)) : body;
    this.transporter ??= createTransport(this.config.SMTP_URL);
    await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: reveal(mail.text, (l) => l),
      html: mail.html === null ? undefined : reveal(mail.html, escapeHtml),
    });
    await this.outbox.markSent(mail.id);
    this.tell(mail, true);
  }
}
