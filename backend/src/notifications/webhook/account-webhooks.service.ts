import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import { isAdministrator } from '../../core/access/grants';
import { AppConfig } from '../../core/config/env';
import { DomainException } from '../../core/http/domain-error';
import { JobName, type JobPayloads } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import { SecretBox } from '../../core/security/secret-box';
import { OutboundHttp, OutboundHttpError, originOf } from '../../core/security/outbound-http';
import type { AccountWebhookDto, SaveAccountWebhookDto, WebhookTestDto } from './dto/webhook.dto';
import { AccountWebhooksRepository } from './account-webhooks.repository';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import { WEBHOOK_ERRORS } from './webhook.errors';

/** What is posted: Slack's and Teams' incoming webhooks read `text`; the rest is for machines. */
export interface WebhookMessage {
  kind: string;
  text: string;
  /** Where it leads in the app (a path), made absolute when posted. */
  link: string | null;
}

/**
 * A failure another attempt may fix (the receiver busy or away): coded for history, not a
 * DomainException (the job pipeline reads those as permanent).
 */
const retryable = (spec: { code: string }, message: string, params?: { status: number }) =>
  Object.assign(new Error(message), { code: spec.code, ...(params ? { params } : {}) });

/**
 * Each account's webhook: its desk's notices (a run failed for good, a copy waits for review, a
 * quota near its end) posted as Slack/Teams-compatible JSON, signed with the account's secret
 * (`x-aims-signature`), by the job pipeline (retried with backoff; a refusal ends at once). The
 * secret is sealed for the address's origin: a new origin needs the secret entered again, and a
 * post never carries it elsewhere (the outbound client refuses another origin, redirects included).
 */
@Injectable()
export class AccountWebhooksService {
  private readonly log = new Logger('Webhook');

  constructor(
    private readonly repo: AccountWebhooksRepository,
    private readonly box: SecretBox,
    private readonly http: OutboundHttp,
    private readonly jobs: JobsService,
    private readonly config: AppConfig,
  ) {}

  async get(user: AuthUser, accountId: number): Promise<AccountWebhookDto> {
    await this.ownAccount(user, accountId);
    const hook = await this.repo.find(accountId);
    return {
      url: hook?.url ?? null,
      secretSet: !!hook,
      lastAttemptAt: hook?.lastAttemptAt?.toISOString() ?? null,
      lastOutcome: hook?.lastOutcome ?? null,
    };
  }

  /** Saves the address (and secret), or removes the webhook (`url: null`); in the trail. */
  async save(
    user: AuthUser,
    accountId: number,
    dto: SaveAccountWebhookDto,
  ): Promise<AccountWebhookDto> {
    await this.ownAccount(user, accountId);
    const current = await this.repo.find(accountId);
    const by = { id: user.id, email: user.email, ip: user.ip, userAgent: user.userAgent };
    const note = (
      changes: { field: string; before?: unknown; after?: unknown; secret?: true }[],
    ) => ({
      by,
      note: {
        subject: 'account' as const,
        subjectId: accountId,
        label: `#${accountId} webhook`,
        action: 'updated' as const,
        accountId,
        changes,
      },
    });
    if (dto.url === null) {
      if (current) {
        await this.repo.save(
          accountId,
          null,
          note([{ field: 'webhookUrl', before: current.url, after: null }]),
        );
      }
      return this.get(user, accountId);
    }
    const origin = originOf(dto.url)!;
    // A secret is bound to the origin it was entered for: kept only while the origin stays.
    const kept =
      current && originOf(current.url) === origin && !dto.secret ? current.secretSealed : null;
    if (!dto.secret && !kept)
      throw DomainException.onField('secret', WEBHOOK_ERRORS.secretRequired);
    const secretSealed = dto.secret ? this.box.seal(dto.secret, origin) : kept!;
    await this.repo.save(
      accountId,
      { url: dto.url, secretSealed },
      note([
        ...(current?.url !== dto.url
          ? [{ field: 'webhookUrl', before: current?.url ?? null, after: dto.url }]
          : []),
        ...(dto.secret ? [{ field: 'webhookSecret', secret: true as const }] : []),
      ]),
    );
    return this.get(user, accountId);
  }

  /** A test post, at once: how the receiver answered. */
  async test(user: AuthUser, accountId: number): Promise<WebhookTestDto> {
    await this.ownAccount(user, accountId);
    try {
      await this.deliver({
        accountId,
        kind: 'test',
        text: 'ai multisite: this webhook is connected. Notices of this account will be posted here.',
        link: null,
      });
    } catch (error) {
      if (error instanceof DomainException) throw error;
      // Answered to the person as what it is: the receiver's failure, not ours.
      const { code, params } = error as { code?: string; params?: { status: number } };
      throw new DomainException(
        code === WEBHOOK_ERRORS.refused.code ? WEBHOOK_ERRORS.refused : WEBHOOK_ERRORS.unreachable,
        { message: (error as Error).message, ...(params ? { params } : {}) },
      );
    }
    return { outcome: 'delivered' };
  }

  /** Queues a notice for the account's webhook, when it has one; never throws. */
  async tell(accountId: number | null, message: WebhookMessage): Promise<void> {
    if (accountId === null) return;
    try {
      if (!(await this.repo.find(accountId))) return;
      await this.jobs.enqueue(JobName.DeliverWebhook, { accountId, ...message });
    } catch (error) {
      this.log.warn(
        `A ${message.kind} notice was not queued for the webhook: ${(error as Error).message}`,
      );
    }
  }

  /** One signed post; throws a coded failure (a refusal is permanent). */
  async deliver(data: JobPayloads[JobName.DeliverWebhook]): Promise<void> {
    const hook = await this.repo.find(data.accountId);
    if (!hook) throw new DomainException(WEBHOOK_ERRORS.none);
    const origin = originOf(hook.url)!;
    const secret = this.box.open(hook.secretSealed, origin);
    const body = JSON.stringify({
      text: data.link ? `${data.text}\n${this.config.publicUrl}${data.link}` : data.text,
      kind: data.kind,
      link: data.link ? `${this.config.publicUrl}${data.link}` : null,
      accountId: data.accountId,
      at: new Date().toISOString(),
    });
    let status: number;
    try {
      const answer = await this.http.fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(secret, body, Date.now()),
          'x-aims-event': data.kind,
        },
        body,
        timeoutMs: 10_000,
        maxBytes: 64 * 1024,
        secretOrigin: origin,
      });
      status = answer.status;
    } catch (error) {
      const reason = error instanceof OutboundHttpError ? error.reason : 'network';
      await this.repo.recordAttempt(data.accountId, WEBHOOK_ERRORS.unreachable.code);
      throw retryable(WEBHOOK_ERRORS.unreachable, `The webhook could not be reached (${reason}).`);
    }
    if (status >= 200 && status < 300) {
      await this.repo.recordAttempt(data.accountId, 'delivered');
      return;
    }
    await this.repo.recordAttempt(data.accountId, `${WEBHOOK_ERRORS.refused.code}:${status}`);
    const params = { status };
    // A refusal (4xx but 408/429): the same post would be refused again.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      throw new DomainException(WEBHOOK_ERRORS.refused, { params });
    }
    throw retryable(WEBHOOK_ERRORS.refused, `The webhook answered ${status}.`, params);
  }

  /** The caller's own account (an administrator: any); another's answers 404. */
  private async ownAccount(user: AuthUser, accountId: number): Promise<void> {
    const mine = isAdministrator(user) || user.accountId === accountId;
    if (!mine || !(await this.repo.accountExists(accountId))) {
      throw new DomainException(WEBHOOK_ERRORS.accountNotFound);
    }
  }
}
