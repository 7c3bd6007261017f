import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/env';
import { JobName } from '../queues/job-catalogue';
import { JobsService } from '../queues/jobs.service';
import { SecretBox } from '../security/secret-box';
import { OutboxMail } from './entities/outbox-mail.entity';
import { escapeHtml } from './templates';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A working link inside text and html: stored sealed, never in clear (see OutboxMail). */
  secretLink?: string;
}

/** What the outbox keeps where a secret link stood. */
export const LINK_PLACEHOLDER = '{{secret-link}}';

/** Mail goes through the outbox and the mail queue, so a slow SMTP server never blocks a request. */
@Injectable()
export class MailService {
  private transporter?: Transporter;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    private readonly jobs: JobsService,
    private readonly box: SecretBox,
  ) {}

  async queue({ secretLink, ...message }: MailMessage): Promise<OutboxMail> {
    const hide = (body: string) =>
      secretLink
        ? body
            .replaceAll(secretLink, LINK_PLACEHOLDER)
            .replaceAll(escapeHtml(secretLink), LINK_PLACEHOLDER)
        : body;
    const mail = await this.outbox.save(
      this.outbox.create({
        ...message,
        text: hide(message.text),
        html: message.html === undefined ? null : hide(message.html),
        sealedLink: secretLink ? this.box.seal(secretLink) : null,
      }),
    );
    await this.jobs.enqueue(JobName.SendMail, { mailId: mail.id }, { jobId: `mail:${mail.id}` });
    return mail;
  }

  /** Called by the mail processor. */
  async deliver(mailId: number): Promise<void> {
    const mail = await this.outbox.findOneBy({ id: mailId });
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
    await this.outbox.update(mail.id, { sentAt: new Date(), sealedLink: null });
  }
}
