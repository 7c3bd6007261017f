import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { auditChanges, type Audit } from '../core/audit/audit-trail';
import type { Edit } from '../core/database/versioned';
import { StaleVersionError } from '../core/database/versioned';
import { DomainException } from '../core/http/domain-error';
import { RecordVersions, type CurrentRecord } from '../core/http/record-versions';
import { JobName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { ProvidersService } from '../providers/providers.service';
import type { User } from '../users/entities/user.entity';
import { WebsiteAccess } from '../websites/website-access';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import type {
  GeneratePromptDto,
  PromptDto,
  PromptJobDto,
  PromptSavedDto,
  SavePromptDto,
} from './dto/prompt.dto';
import { PROMPT_TYPES, type Prompt, type PromptType } from './entities/prompt.entity';
import { DEFAULT_PROMPTS } from './prompt-defaults';
import { PROMPT_ERRORS } from './prompts.errors';
import { PromptsRepository, type PromptWrite } from './prompts.repository';

export const PROMPT_MESSAGES = {
  saved: 'Saved successfully.',
  deleted: 'The prompt has been deleted',
  reset: 'The prompt has been reset',
} as const;

const nameOf = (user: User | null | undefined) =>
  user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email } : null;

/**
 * System prompts (the defaults per type, managed by administrators) and websites' own prompts
 * that override them; `effective` is what AI work reads. Generate queues a job that writes a
 * prompt from its instructions (GeneratePromptUseCase).
 */
@Injectable()
export class PromptsService implements OnModuleInit {
  constructor(
    private readonly prompts: PromptsRepository,
    private readonly access: WebsiteAccess,
    private readonly events: RealtimeEvents,
    private readonly jobs: JobsService,
    private readonly providers: ProvidersService,
    private readonly versions: RecordVersions,
  ) {}

  /** The route checked write on prompt; the website must be assigned to the user can-write. */
  private async writable(user: AuthUser, websiteId: number) {
    const found = await this.access.readable(user, websiteId);
    if (!found.canWrite) throw new DomainException(WEBSITE_ERRORS.viewOnly);
    return found;
  }

  async onModuleInit() {
    await this.prompts.seedDefaults().catch(() => undefined);
  }

  /** The prompt text a website's AI work of this type follows: its own, else the default; null if switched off. */
  async effective(websiteId: number, type: PromptType): Promise<string | null> {
    return (await this.effectiveAll(websiteId, [type]))[type] ?? null;
  }

  /** Several types at once (one query): the types switched off are left out. */
  async effectiveAll(
    websiteId: number,
    types: readonly PromptType[],
  ): Promise<Partial<Record<PromptType, string>>> {
    const rows = await this.prompts.effective(websiteId, types);
    const out: Partial<Record<PromptType, string>> = {};
    for (const type of types) {
      const chosen =
        rows.find((p) => p.type === type && p.websiteId === websiteId) ??
        rows.find((p) => p.type === type && p.websiteId === null);
      if (!chosen) out[type] = DEFAULT_PROMPTS[type];
      else if (chosen.enabled && chosen.promptText.trim()) out[type] = chosen.promptText;
    }
    return out;
  }

  async listSystem(): Promise<PromptDto[]> {
    const rows = await this.prompts.system();
    return PROMPT_TYPES.map((type) => toDto(rows.find((p) => p.type === type) ?? null, type, null));
  }

  async updateSystem(
    user: AuthUser,
    type: PromptType,
    dto: SavePromptDto,
  ): Promise<PromptSavedDto> {
    const saved = await this.save(
      null,
      type,
      values(dto),
      { version: dto.version, by: user.id },
      { by: user, label: null, accountId: null },
    );
    void this.events.publish('prompts.changed', { action: 'updated', websiteId: null, type });
    return { message: PROMPT_MESSAGES.saved, data: toDto(saved, type, null) };
  }

  /** Every type for the website: its own prompt (own: true) or the default it falls back to. */
  async listWebsite(user: AuthUser, websiteId: number): Promise<PromptDto[]> {
    await this.access.readable(user, websiteId);
    const [own, system] = await Promise.all([
      this.prompts.ofWebsite(websiteId),
      this.prompts.system(),
    ]);
    return PROMPT_TYPES.map((type) => {
      const mine = own.find((p) => p.type === type);
      return mine
        ? toDto(mine, type, websiteId)
        : toDto(system.find((p) => p.type === type) ?? null, type, websiteId, false);
    });
  }

  /**
   * Saves the website's own prompt. A form that showed the default (no version) creates it, and is
   * refused with 409 `record.changed` once someone else has; one that showed the website's own
   * prompt changes it only while its version is still the stored one.
   */
  async saveWebsite(
    user: AuthUser,
    websiteId: number,
    type: PromptType,
    dto: SavePromptDto,
  ): Promise<PromptSavedDto> {
    const { website } = await this.writable(user, websiteId);
    const saved = await this.save(
      websiteId,
      type,
      values(dto),
      { version: dto.version, by: user.id, showedDefault: dto.version === undefined },
      { by: user, label: website.name, accountId: website.accountId },
    );
    void this.events.publish('prompts.changed', { action: 'updated', websiteId, type });
    return { message: PROMPT_MESSAGES.saved, data: toDto(saved, type, websiteId) };
  }

  /**
   * Deletes the website's own prompt: the system default applies again. With a version, only
   * while it is still the stored one (else 409 `record.changed` with the prompt as it is now).
   */
  async removeWebsite(
    user: AuthUser,
    websiteId: number,
    type: PromptType,
    version?: number,
  ): Promise<{ message: string }> {
    const { website } = await this.writable(user, websiteId);
    const own = await this.prompts.find(websiteId, type);
    const audit = promptAudit(
      { by: user, label: website.name, accountId: website.accountId },
      websiteId,
      type,
      own,
      null,
    );
    if (!(await this.prompts.remove(websiteId, type, version, audit))) {
      const row = await this.prompts.find(websiteId, type);
      if (row) throw await this.versions.refusal(await this.current(websiteId, type));
      throw new DomainException(PROMPT_ERRORS.notFound);
    }
    void this.events.publish('prompts.changed', { action: 'deleted', websiteId, type });
    return { message: PROMPT_MESSAGES.deleted };
  }

  /**
   * The website's prompt takes the default's text again (its instructions stay). With a version,
   * only while it is still the stored one, as a save.
   */
  async resetWebsite(
    user: AuthUser,
    websiteId: number,
    type: PromptType,
    version?: number,
  ): Promise<PromptSavedDto> {
    const { website } = await this.writable(user, websiteId);
    const system = await this.prompts.find(null, type);
    const text = { promptText: system?.promptText ?? DEFAULT_PROMPTS[type], enabled: true };
    const saved = await this.save(
      websiteId,
      type,
      text,
      { version, by: user.id },
      { by: user, label: website.name, accountId: website.accountId },
    );
    void this.events.publish('prompts.changed', { action: 'updated', websiteId, type });
    return { message: PROMPT_MESSAGES.reset, data: toDto(saved, type, websiteId) };
  }

  /**
   * One edit of a prompt (its own row, or the system default's): created when there is none,
   * else changed. Refused with 409 `record.changed` and the prompt as it is now when the edit names
   * a version that is not the stored one (or the row is gone), or when it was made on the default
   * (`showedDefault`) and someone created the website's own prompt meanwhile. The write checks
   * again in its statement, so of two saves racing from the same state exactly one lands.
   */
  private async save(
    websiteId: number | null,
    type: PromptType,
    write: PromptWrite & { promptText: string },
    edit: Edit & { showedDefault?: boolean },
    who: PromptAuditContext,
  ): Promise<Prompt> {
    const row = await this.prompts.find(websiteId, type);
    const audit = promptAudit(who, websiteId, type, row, { ...row, ...write });
    const stale = row
      ? edit.showedDefault || (edit.version !== undefined && edit.version !== row.version)
      : edit.version !== undefined;
    const refuse = async () => this.versions.refusal(await this.current(websiteId, type));
    if (stale) throw await refuse();
    try {
      return row
        ? await this.prompts.update(row.id, write, { version: edit.version, by: edit.by }, audit)
        : await this.prompts.create(websiteId, type, write, edit.by, audit);
    } catch (error) {
      if (error instanceof StaleVersionError) throw await refuse();
      return saveFailed(error);
    }
  }

  /** The prompt of the type as the list shows it now, with its version stamp (for a 409). */
  private async current(websiteId: number | null, type: PromptType): Promise<CurrentRecord> {
    const own = await this.prompts.find(websiteId, type);
    const record =
      own || websiteId === null
        ? toDto(own, type, websiteId)
        : toDto(await this.prompts.find(null, type), type, websiteId, false);
    return { stamp: own ?? { version: 0, editedById: null, editedAt: null }, record };
  }

  /**
   * Starts writing a prompt from instructions (a job, stage `generating`); the text streams to
   * `job:<id>` as `job.text` (field `prompt`). Website prompts use the website's AI service.
   */
  async generate(
    user: AuthUser,
    websiteId: number | null,
    type: PromptType,
    dto: GeneratePromptDto,
  ): Promise<PromptJobDto> {
    let serviceId = dto.serviceId ?? null;
    let accountId = user.accountId;
    if (websiteId !== null) {
      const { website } = await this.writable(user, websiteId);
      serviceId ??= website.aiServiceId;
      accountId = website.accountId;
    }
    // A system prompt without a chosen service: the first active AI service.
    if (serviceId === null && websiteId === null) {
      const [first] = await this.providers.serviceOptions();
      if (first?.active) serviceId = first.id;
    }
    if (serviceId === null) throw new DomainException(PROMPT_ERRORS.noAiService);
    const run = await this.jobs.enqueue(
      JobName.GeneratePrompt,
      { websiteId, type, serviceId, instructions: dto.instructions, userId: user.id, accountId },
      { by: user, accountId },
    );
    return { jobId: String(run.id) };
  }
}

function values(dto: SavePromptDto) {
  return {
    promptText: dto.promptText,
    ...(dto.generationInstructions !== undefined
      ? { generationInstructions: dto.generationInstructions?.trim() || null }
      : {}),
    ...(dto.enabled !== undefined ? { enabled: dto.enabled } : {}),
  };
}

function saveFailed(error: unknown): never {
  if (error instanceof DomainException) throw error;
  throw new DomainException(PROMPT_ERRORS.saveFailed);
}

function toDto(
  row: Prompt | null,
  type: PromptType,
  websiteId: number | null,
  own = websiteId !== null,
): PromptDto {
  return {
    id: row?.id ?? null,
    websiteId: own ? websiteId : null,
    type,
    promptText: row?.promptText ?? DEFAULT_PROMPTS[type],
    generationInstructions:
      own || websiteId === null ? (row?.generationInstructions ?? null) : null,
    generatedPrompt: own || websiteId === null ? (row?.generatedPrompt ?? null) : null,
    enabled: row?.enabled ?? true,
    own,
    createdBy: nameOf(row?.createdBy),
    updatedBy: nameOf(row?.updatedBy),
    updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
    version: row && (own || websiteId === null) ? row.version : null,
  };
}

/** Whose change, and the website's name and account (null: a system default). */
interface PromptAuditContext {
  by: AuthUser;
  label: string | null;
  accountId: number | null;
}

/** A prompt's trail entry, under its website (or the system defaults) and its type. */
function promptAudit(
  who: PromptAuditContext,
  websiteId: number | null,
  type: PromptType,
  before: PromptWrite | null,
  after: PromptWrite | null,
): Audit {
  return {
    by: who.by,
    note: {
      subject: 'prompt',
      subjectId: websiteId,
      label: `${who.label ?? 'System'} · ${type}`,
      action: after === null ? 'deleted' : before === null ? 'created' : 'updated',
      accountId: who.accountId,
      changes: auditChanges(before, after, ['promptText', 'generationInstructions', 'enabled']),
    },
  };
}
