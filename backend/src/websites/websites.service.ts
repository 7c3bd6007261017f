import { RecordVersions } from '../core/http/record-versions';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { auditChanges, type Audit, type AuditAction } from '../core/audit/audit-trail';
import type { Page } from '../core/http/pagination';
import { DomainException, type FieldFailure } from '../core/http/domain-error';
import { SecretBox } from '../core/security/secret-box';
import { ProvidersService } from '../providers/providers.service';
import type {
  CreateWebsiteDto,
  UpdateWebsiteDto,
  WebsiteDto,
  WebsiteQueryDto,
  WebsiteSavedDto,
} from './dto/website.dto';
import type { ReplaceWebsiteUsersDto, WebsiteUsersDto } from './dto/website-users.dto';
import type { WebsiteUser } from './entities/website-user.entity';
import type { Website } from './entities/website.entity';
import { isAdministrator } from '../core/access/grants';
import { WebsiteAccess } from './website-access';
import { siteOrigin } from './website-url';
import { WebsiteEvents } from './website-events';
import { WebsiteLifecycle } from './website-lifecycle';
import { WEBSITE_ERRORS } from './websites.errors';
import {
  WebsitesRepository,
  type Assignee,
  type UserSummary,
  type VisibleWebsite,
} from './websites.repository';

export const WEBSITE_MESSAGES = {
  saved: 'Saved successfully.',
  deleted: 'Operation completed.',
} as const;

@Injectable()
export class WebsitesService {
  constructor(
    private readonly websites: WebsitesRepository,
    private readonly access: WebsiteAccess,
    private readonly events: WebsiteEvents,
    private readonly lifecycle: WebsiteLifecycle,
    private readonly box: SecretBox,
    private readonly providers: ProvidersService,
    private readonly versions: RecordVersions,
  ) {}

  /**
   * With `assignedTo`: the websites of that user among those the caller sees, each with the
   * user's access (an administrator is assigned everywhere; an unknown user, or one of another
   * account, nowhere).
   */
  async list(user: AuthUser, query: WebsiteQueryDto): Promise<Page<WebsiteDto>> {
    const page = { page: query.page, perPage: query.perPage };
    let assignee: Assignee | undefined;
    if (query.assignedTo !== undefined) {
      const target = (await this.websites.usersByIds([query.assignedTo])).get(query.assignedTo);
      // Another account's user reads as an unknown one: not even their existence shows.
      const visible = target && (isAdministrator(user) || target.accountId === user.accountId);
      if (!visible) return { data: [], total: 0, ...page };
      assignee = { userId: query.assignedTo, isAdmin: target.isAdmin };
    }
    const [rows, total] = await this.websites.page(query, this.access.scopeOf(user), assignee);
    const data = rows.map((row) => ({
      ...toDto(row),
      ...(assignee && {
        assignee: { userId: assignee.userId, canWrite: row.assigneeCanWrite ?? false },
      }),
    }));
    return { data, total, ...page };
  }

  async get(user: AuthUser, id: number): Promise<WebsiteDto> {
    return toDto(await this.access.readable(user, id));
  }

  /**
   * Administrators may pick the account; everyone else adds to their own. The creator and every
   * administrator get an assignment row (administrators also bypass assignment checks).
   */
  async create(user: AuthUser, dto: CreateWebsiteDto): Promise<WebsiteSavedDto> {
    const accountId = await this.accountFor(user, dto.accountId);
    await this.checkProviders(dto, null);
    const admins = await this.websites.adminUserIds();
    const links: WebsiteUser[] = admins.map(
      (userId) => ({ userId, canWrite: true }) as WebsiteUser,
    );
    if (!admins.includes(user.id)) links.push({ userId: user.id, canWrite: true } as WebsiteUser);
    const data = {
      accountId,
      name: dto.name,
      url: normalizeUrl(dto.url),
      apiUsername: dto.apiUsername ?? null,
      apiKeySealed: dto.apiKey ? this.box.seal(dto.apiKey, siteOrigin(dto.url)) : null,
      language: dto.language ?? null,
      aiProviderId: dto.aiProviderId ?? null,
      aiServiceId: dto.aiProviderId ? (dto.aiServiceId ?? null) : null,
      translationProviderId: dto.translationProviderId ?? null,
      syncIntervalMinutes: dto.syncIntervalMinutes ?? null,
      syncDays: dto.syncDays ?? null,
      defaultAuthor: dto.defaultAuthor?.trim() || null,
      canonicalToSource: dto.canonicalToSource ?? true,
      keepSourceDate: dto.keepSourceDate ?? false,
      reviewAi: dto.reviewAi ?? true,
    };
    const inserted = await this.websites.insert(
      data,
      links,
      websiteAudit(user, 'created', null, { ...data, apiKey: data.apiKeySealed ? 'set' : null }),
    );
    if ('taken' in inserted) throw urlTaken(inserted.taken.name);
    const { id } = inserted;
    if (dto.syncIntervalMinutes) {
      await this.lifecycle.syncIntervalChanged(id, dto.syncIntervalMinutes);
    }
    await this.events.changed('created', id);
    return { message: WEBSITE_MESSAGES.saved, data: await this.get(user, id) };
  }

  /** Changing the address or credentials clears the verification: it must be verified again. */
  async update(user: AuthUser, id: number, dto: UpdateWebsiteDto): Promise<WebsiteSavedDto> {
    const { website, hasKey } = await this.access.writable(user, id);
    const edit = { version: dto.version, by: user.id };
    const current = async () => ({
      stamp: (await this.access.readable(user, id)).website,
      record: await this.get(user, id),
    });
    // A stale form is refused before its fields are checked against a record that moved on.
    await this.versions.check(edit, website, current);
    await this.checkProviders(dto, website);
    const patch: Partial<Website> = {};
    if (dto.name !== undefined) patch.name = dto.name;
    if (dto.url !== undefined && normalizeUrl(dto.url) !== website.url) {
      patch.url = normalizeUrl(dto.url);
    }
    if (dto.apiUsername !== undefined && dto.apiUsername !== website.apiUsername) {
      patch.apiUsername = dto.apiUsername;
    }
    const url = patch.url ?? website.url;
    // The stored password was entered for the old origin: a new one travels with the address.
    if (!dto.apiKey && hasKey && siteOrigin(url) !== siteOrigin(website.url)) {
      throw DomainException.onField('apiKey', WEBSITE_ERRORS.secretRebind);
    }
    if (dto.apiKey) patch.apiKeySealed = this.box.seal(dto.apiKey, siteOrigin(url));
    if (dto.language !== undefined) patch.language = dto.language;
    if (dto.aiProviderId !== undefined) patch.aiProviderId = dto.aiProviderId;
    if (dto.aiServiceId !== undefined) patch.aiServiceId = dto.aiServiceId;
    // A service belongs to its provider: a new or cleared provider without one clears it.
    if (
      dto.aiProviderId !== undefined &&
      dto.aiProviderId !== website.aiProviderId &&
      dto.aiServiceId === undefined
    ) {
      patch.aiServiceId = null;
    }
    if (patch.aiProviderId === null) patch.aiServiceId = null;
    if (dto.translationProviderId !== undefined) {
      patch.translationProviderId = dto.translationProviderId;
    }
    const intervalChanged =
      dto.syncIntervalMinutes !== undefined &&
      dto.syncIntervalMinutes !== website.syncIntervalMinutes;
    if (intervalChanged) patch.syncIntervalMinutes = dto.syncIntervalMinutes ?? null;
    if (dto.syncDays !== undefined && dto.syncDays !== website.syncDays) {
      patch.syncDays = dto.syncDays;
    }
    const defaultAuthor =
      dto.defaultAuthor === undefined ? undefined : dto.defaultAuthor?.trim() || null;
    if (defaultAuthor !== undefined && defaultAuthor !== website.defaultAuthor) {
      patch.defaultAuthor = defaultAuthor;
    }
    if (
      dto.canonicalToSource !== undefined &&
      dto.canonicalToSource !== website.canonicalToSource
    ) {
      patch.canonicalToSource = dto.canonicalToSource;
    }
    if (dto.keepSourceDate !== undefined && dto.keepSourceDate !== website.keepSourceDate) {
      patch.keepSourceDate = dto.keepSourceDate;
    }
    if (dto.reviewAi !== undefined && dto.reviewAi !== website.reviewAi) {
      patch.reviewAi = dto.reviewAi;
    }
    if ('url' in patch || 'apiUsername' in patch || 'apiKeySealed' in patch) {
      Object.assign(patch, { verified: false, verifiedAt: null, restUrl: null });
    }
    const keyBefore = hasKey ? 'set' : null;
    const audit = websiteAudit(
      user,
      'updated',
      { ...website, apiKey: keyBefore },
      { ...website, ...patch, apiKey: dto.apiKey ? 'replaced' : keyBefore },
    );
    await this.versions.save(edit, website, current, async () => {
      if (patch.url !== undefined) {
        const moved = await this.websites.changeAddress(
          website,
          { ...patch, url: patch.url },
          edit,
          audit,
        );
        if (moved) throw urlTaken(moved.taken.name);
      } else {
        await this.websites.update(id, patch, edit, audit);
      }
    });
    if (intervalChanged) {
      await this.lifecycle.syncIntervalChanged(id, patch.syncIntervalMinutes ?? null);
    }
    if (Object.keys(patch).length > 0) await this.events.changed('updated', id);
    return { message: WEBSITE_MESSAGES.saved, data: await this.get(user, id) };
  }

  async remove(user: AuthUser, id: number): Promise<{ message: string }> {
    const { website } = await this.access.writable(user, id);
    const rooms = await this.events.roomsOf(id);
    const audit = websiteAudit(user, 'deleted', website, null);
    if (!(await this.websites.delete(id, audit))) {
      throw new DomainException(WEBSITE_ERRORS.notFound);
    }
    await this.lifecycle.deleted(id);
    await this.events.changed('deleted', id, rooms);
    return { message: WEBSITE_MESSAGES.deleted };
  }

  /** A website as stored, for work nobody is calling (jobs, schedules); null when deleted. */
  find(id: number): Promise<Website | null> {
    return this.websites.findById(id);
  }

  /** Every website with a sync interval, as MySQL holds them. */
  scheduled(): Promise<Pick<Website, 'id' | 'syncIntervalMinutes'>[]> {
    return this.websites.scheduled();
  }

  /** A sync of the website has completed. */
  markSynced(id: number, at = new Date()): Promise<void> {
    return this.websites.markSynced(id, at);
  }

  /**
   * WordPress refused the website's credentials outside a verification (a sync): it needs
   * verifying again, saying why, and every open view of it shows so.
   */
  async credentialsRefused(id: number, reason: string, detail: string): Promise<void> {
    await this.websites.update(id, {
      verified: false,
      lastVerifyError: `${reason}: ${detail}`.slice(0, 500),
    });
    await this.events.changed('updated', id);
  }

  async assignedUsers(user: AuthUser, id: number): Promise<WebsiteUsersDto> {
    await this.access.readable(user, id);
    return this.assignments(id);
  }

  private async assignments(id: number): Promise<WebsiteUsersDto> {
    const rows = await this.websites.assignedUsers(id);
    return { data: rows.map(({ accountId: _account, ...row }) => row) };
  }

  /**
   * Replaces the assignment set. Every listed user must exist and belong to the website's account
   * (administrators belong everywhere); nothing is written unless all entries are valid.
   */
  async replaceUsers(
    user: AuthUser,
    id: number,
    dto: ReplaceWebsiteUsersDto,
  ): Promise<WebsiteUsersDto> {
    const { website } = await this.access.writable(user, id);
    const ids = dto.users.map((u) => u.userId);
    const found = await this.websites.usersByIds(ids);
    const errors: Record<string, FieldFailure> = {};
    const seen = new Set<number>();
    dto.users.forEach((entry, i) => {
      const target = found.get(entry.userId);
      if (seen.has(entry.userId)) errors[`users.${i}.userId`] = WEBSITE_ERRORS.userListedTwice;
      else if (!target) errors[`users.${i}.userId`] = WEBSITE_ERRORS.userNotFound;
      else if (!target.isAdmin && target.accountId !== website.accountId) {
        errors[`users.${i}.userId`] = WEBSITE_ERRORS.userOtherAccount;
      }
      seen.add(entry.userId);
    });
    if (Object.keys(errors).length > 0) throw DomainException.onFields(errors);
    const before = await this.events.roomsOf(id);
    const assignedBefore = await this.websites.assignedUserIds(id);
    const admins = await this.websites.adminUserIds();
    const listed = await this.websites.assignedUsers(id);
    const people = new Map<number, Pick<UserSummary, 'firstName' | 'lastName' | 'email'>>(
      listed.map((r) => [r.userId, r]),
    );
    for (const [userId, target] of found) if (!people.has(userId)) people.set(userId, target);
    const named = (userId: number, canWrite: boolean) => {
      const who = people.get(userId);
      const name = who ? `${who.firstName} ${who.lastName}`.trim() || who.email : `#${userId}`;
      return `${name} (${canWrite ? 'write' : 'read'})`;
    };
    const assignees = (rows: { userId: number; canWrite: boolean }[]) =>
      rows
        .filter((r) => !admins.includes(r.userId))
        .map((r) => named(r.userId, r.canWrite))
        .sort();
    const audit: Audit = {
      by: user,
      note: {
        subject: 'website-users',
        subjectId: id,
        label: website.name,
        action: 'updated',
        accountId: website.accountId,
        changes: auditChanges({ users: assignees(listed) }, { users: assignees(dto.users) }, [
          'users',
        ]),
      },
    };
    await this.websites.replaceAssignments(id, dto.users, admins, audit);
    const kept = new Set([...ids, ...admins]);
    await this.events.unassigned(
      id,
      assignedBefore.filter((userId) => !kept.has(userId)),
    );
    const after = await this.events.roomsOf(id);
    await this.events.changed('updated', id, [...new Set([...before, ...after])]);
    // Not through `readable`: a caller who just unassigned themself still gets the saved list.
    return this.assignments(id);
  }

  /**
   * A newly chosen provider must exist, be of its selector's type and be active; the one the
   * website already has stays (even switched off) and is not looked up again.
   */
  private async checkProviders(
    dto: Pick<UpdateWebsiteDto, 'aiProviderId' | 'aiServiceId' | 'translationProviderId'>,
    website: Website | null,
  ) {
    const fine = (id: number | null | undefined, current: number | null | undefined) =>
      id == null || id === current;
    const providerId = dto.aiProviderId !== undefined ? dto.aiProviderId : website?.aiProviderId;
    const providerChanged = providerId !== website?.aiProviderId;
    const [ai, translation, service] = await Promise.all([
      fine(dto.aiProviderId, website?.aiProviderId) ||
        this.providers.usable(dto.aiProviderId!, 'ai'),
      fine(dto.translationProviderId, website?.translationProviderId) ||
        this.providers.usable(dto.translationProviderId!, 'translation'),
      // The service kept as it is needs no look-up; a new one must be an active service of the
      // (new or kept) AI provider.
      dto.aiServiceId == null || (dto.aiServiceId === website?.aiServiceId && !providerChanged)
        ? true
        : providerId == null
          ? false
          : this.providers.serviceUsable(dto.aiServiceId, providerId),
    ]);
    const errors: Record<string, FieldFailure> = {};
    if (!ai) errors.aiProviderId = WEBSITE_ERRORS.aiProviderUnusable;
    if (!service) errors.aiServiceId = WEBSITE_ERRORS.aiServiceUnusable;
    if (!translation) errors.translationProviderId = WEBSITE_ERRORS.translationProviderUnusable;
    if (Object.keys(errors).length > 0) throw DomainException.onFields(errors);
  }

  private async accountFor(user: AuthUser, requested?: number): Promise<number> {
    if (!isAdministrator(user)) {
      if (user.accountId === null) throw new DomainException(WEBSITE_ERRORS.noAccount);
      if (requested !== undefined && requested !== user.accountId) {
        throw DomainException.onField('accountId', WEBSITE_ERRORS.accountNotFound);
      }
      return user.accountId;
    }
    const accountId = requested ?? user.accountId;
    if (accountId === null || accountId === undefined) {
      throw DomainException.onField('accountId', WEBSITE_ERRORS.accountRequired);
    }
    if (!(await this.websites.accountExists(accountId))) {
      throw DomainException.onField('accountId', WEBSITE_ERRORS.accountNotFound);
    }
    return accountId;
  }
}

/** Lower-case scheme and host, no trailing slash: one spelling per site. */
/** 409 on the address field, naming the website of the account that already has it. */
/** What a website's trail entry compares; the application password only as set or replaced. */
const WEBSITE_AUDIT_FIELDS = [
  'name',
  'url',
  'apiUsername',
  'apiKey',
  'language',
  'aiProviderId',
  'aiServiceId',
  'translationProviderId',
  'syncIntervalMinutes',
  'syncDays',
  'defaultAuthor',
  'canonicalToSource',
  'keepSourceDate',
  'reviewAi',
] as const;

type WebsiteAuditState = Partial<Website> & { apiKey?: string | null };

function websiteAudit(
  by: AuthUser,
  action: AuditAction,
  before: WebsiteAuditState | null,
  after: WebsiteAuditState | null,
): Audit {
  const subject = after ?? before!;
  return {
    by,
    note: {
      subject: 'website',
      subjectId: before?.id ?? null,
      label: subject.name ?? '',
      action,
      accountId: subject.accountId ?? null,
      changes: auditChanges(before, after, WEBSITE_AUDIT_FIELDS, ['apiKey']),
    },
  };
}

const urlTaken = (holder: string) =>
  DomainException.onFields({
    url: {
      spec: WEBSITE_ERRORS.urlTaken,
      message: `This WordPress address is already connected as “${holder}”.`,
    },
  });

export function normalizeUrl(url: string): string {
  const parsed = new URL(url.trim());
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
}

export function toDto({ website: w, canWrite, hasKey, usersCount }: VisibleWebsite): WebsiteDto {
  return {
    id: w.id,
    accountId: w.accountId,
    name: w.name,
    url: w.url,
    apiUsername: w.apiUsername,
    apiKeyMasked: hasKey ? SecretBox.mask('set') : null,
    language: w.language,
    aiProviderId: w.aiProviderId,
    aiServiceId: w.aiServiceId,
    translationProviderId: w.translationProviderId,
    verified: w.verified,
    verifiedAt: w.verifiedAt?.toISOString() ?? null,
    wpVersion: w.wpVersion,
    timezone: w.timezone,
    yoastActive: w.yoastActive,
    connectorActive: w.connectorActive,
    lastVerifyError: w.lastVerifyError,
    syncIntervalMinutes: w.syncIntervalMinutes,
    lastSyncedAt: w.lastSyncedAt?.toISOString() ?? null,
    syncDays: w.syncDays,
    defaultAuthor: w.defaultAuthor,
    canonicalToSource: w.canonicalToSource,
    keepSourceDate: w.keepSourceDate,
    reviewAi: w.reviewAi,
    canWrite,
    usersCount,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    version: w.version,
  };
}
