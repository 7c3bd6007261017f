import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/env';
import { JobName } from '../queues/job-catalogue';
import { JobsService } from '../queues/jobs.service';
import { OutboxMail } from './entities/outbox-mail.entity';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Mail goes through the outbox and the mail queue, so a slow SMTP server never blocks a request. */
@Injectable()
export class MailService {
  private transporter?: Transporter;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    private readonly jobs: JobsService,
  ) {}

  async queue(message: MailMessage): Promise<OutboxMail> {
    const mail = await this.outbox.save(
      this.outbox.create({ ...message, html: message.html ?? null }),
    );
    await this.jobs.enqueue(JobName.SendMail, { mailId: mail.id }, { jobId: `mail:${mail.id}` });
    return mail;
  }

  /** Called by the mail processor. */
  async deliver(mailId: number): Promise<void> {
    const mail = await this.outbox.findOneBy({ id: mailId });
    if (!mail || mail.sentAt) return;
    this.transporter ??= createTransport(this.config.SMTP_URL);
    await this.transporter.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
    await this.outbox.update(mail.id, { sentAt: new Date() });
  }
}
