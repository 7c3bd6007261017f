import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { isAdministrator } from '../core/access/grants';
import { auditChanges, type Audit, type AuditAction } from '../core/audit/audit-trail';
import { RecordVersions } from '../core/http/record-versions';
import { isDuplicateKey, isStillReferenced } from '../core/database/db-errors';
import { DomainException } from '../core/http/domain-error';
import type { Page } from '../core/http/pagination';
import type { ChangeAction } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { originOf } from '../core/security/outbound-http';
import { SecretBox } from '../core/security/secret-box';
import type {
  CreateProviderDto,
  CreateServiceDto,
  ProviderDto,
  ProviderOptionDto,
  ProviderQueryDto,
  ProviderSavedDto,
  ServiceDto,
  ServiceOptionDto,
  ServiceQueryDto,
  ServiceSavedDto,
  UpdateProviderDto,
  UpdateServiceDto,
} from './dto/provider.dto';
import { SERVICE_NAME_INDEX, type ProviderService } from './entities/provider-service.entity';
import {
  PROTOCOL_TYPE,
  PROVIDER_NAME_INDEX,
  type Provider,
  type ProviderType,
} from './entities/provider.entity';
import { PROVIDER_ERRORS } from './providers.errors';
import {
  ProvidersRepository,
  type ProviderWrite,
  type ServiceWrite,
  type WebsiteUse,
} from './providers.repository';

export const PROVIDER_MESSAGES = {
  saved: 'Saved successfully.',
  deleted: 'Operation completed.',
  nameTaken: (name: string) => `A provider named "${name}" already exists.`,
  serviceNameTaken: (name: string) => `This provider already has a service named "${name}".`,
  inUse: (names: string) => `The provider is used by: ${names}.`,
  serviceInUse: (names: string) => `The service is used by: ${names}.`,
} as const;

@Injectable()
export class ProvidersService {
  constructor(
    private readonly providers: ProvidersRepository,
    private readonly box: SecretBox,
    private readonly events: RealtimeEvents,
    private readonly versions: RecordVersions,
  ) {}

  /** Every provider (of the type, when given), active ones first, then by pretty name. */
  options(type?: ProviderType): Promise<ProviderOptionDto[]> {
    return this.providers.options(type);
  }

  /** Whether a website may newly point at this provider: it exists, is of the type and is active. */
  async usable(id: number, type: ProviderType): Promise<boolean> {
    return this.providers.existsActive(id, type);
  }

  /** Whether a website may newly choose this service of its AI provider (both active). */
  serviceUsable(serviceId: number, providerId: number): Promise<boolean> {
    return this.providers.serviceUsable(serviceId, providerId);
  }

  serviceOptions(providerId?: number): Promise<ServiceOptionDto[]> {
    return this.providers.serviceOptions(providerId);
  }

  async list(reader: AuthUser, query: ProviderQueryDto): Promise<Page<ProviderDto>> {
    const [rows, total] = await this.providers.page(query);
    return {
      data: await this.toDtos(rows, countedFor(reader)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async get(reader: AuthUser | null, id: number): Promise<ProviderDto> {
    return (await this.toDtos([await this.found(id)], countedFor(reader)))[0]!;
  }

  async create(actor: AuthUser, dto: CreateProviderDto): Promise<ProviderSavedDto> {
    checkProtocol(dto.protocol, dto.type);
    const row: ProviderWrite = {
      name: dto.name,
      prettyName: dto.prettyName,
      description: dto.description ?? null,
      type: dto.type,
      protocol: dto.protocol,
      active: dto.active ?? true,
      baseUrl: dto.baseUrl ? trimSlash(dto.baseUrl) : null,
      apiKeySealed: dto.apiKey
        ? this.box.seal(dto.apiKey, keyDestination(dto.protocol, dto.baseUrl ?? null))
        : null,
      requestsPerMinute: dto.requestsPerMinute ?? null,
      tokensPerMinute: dto.tokensPerMinute ?? null,
    };
    const audit = providerAudit(actor, 'created', null, row);
    const id = await this.writingProvider(dto.name, () =>
      this.providers.insertProvider(row, audit),
    );
    this.announce('created', id);
    return { message: PROVIDER_MESSAGES.saved, data: await this.get(null, id) };
  }

  async update(actor: AuthUser, id: number, dto: UpdateProviderDto): Promise<ProviderSavedDto> {
    const current = await this.found(id);
    const edit = { version: dto.version, by: actor.id };
    const now = async () => ({ stamp: await this.found(id), record: await this.get(actor, id) });
    // A stale form is refused before its type is checked against a record that moved on.
    await this.versions.check(edit, current, now);
    const patch: ProviderWrite = {};
    if (dto.name !== undefined && dto.name !== current.name) patch.name = dto.name;
    if (dto.prettyName !== undefined) patch.prettyName = dto.prettyName;
    if (dto.description !== undefined) patch.description = dto.description;
    if (dto.protocol !== undefined) patch.protocol = dto.protocol;
    if (dto.type !== undefined && dto.type !== current.type) {
      const users = await this.providers.websitesUsingProvider(id);
      if (users.length > 0) throw new DomainException(PROVIDER_ERRORS.typeLocked);
      patch.type = dto.type;
    }
    if (dto.type !== undefined || dto.protocol !== undefined) {
      checkProtocol(patch.protocol ?? current.protocol, patch.type ?? current.type);
    }
    if (dto.active !== undefined) patch.active = dto.active;
    if (dto.baseUrl !== undefined) patch.baseUrl = dto.baseUrl ? trimSlash(dto.baseUrl) : null;
    // The stored key was entered for its destination: a new destination needs the key again.
    const destination = keyDestination(
      patch.protocol ?? current.protocol,
      patch.baseUrl !== undefined ? patch.baseUrl : current.baseUrl,
    );
    if (
      !dto.apiKey &&
      dto.apiKey !== null &&
      (await this.providers.hasKey([id])).has(id) &&
      destination !== keyDestination(current.protocol, current.baseUrl)
    ) {
      throw DomainException.onField('apiKey', PROVIDER_ERRORS.secretRebind);
    }
    if (dto.apiKey !== undefined) {
      patch.apiKeySealed = dto.apiKey ? this.box.seal(dto.apiKey, destination) : null;
    }
    if (dto.requestsPerMinute !== undefined) patch.requestsPerMinute = dto.requestsPerMinute;
    if (dto.tokensPerMinute !== undefined) patch.tokensPerMinute = dto.tokensPerMinute;
    const keyBefore = (await this.providers.hasKey([id])).has(id) ? 'set' : null;
    const audit = providerAudit(
      actor,
      'updated',
      { ...current, apiKeySealed: keyBefore },
      {
        ...current,
        ...patch,
        apiKeySealed:
          patch.apiKeySealed === undefined ? keyBefore : patch.apiKeySealed && 'replaced',
      },
    );
    await this.versions.save(edit, current, now, () =>
      this.writingProvider(patch.name ?? current.name, () =>
        this.providers.updateProvider(id, patch, edit, audit),
      ),
    );
    this.announce('updated', id);
    return { message: PROVIDER_MESSAGES.saved, data: await this.get(actor, id) };
  }

  /** Refused while a website uses the provider or one of its services, naming them. */
  async remove(actor: AuthUser, id: number): Promise<{ message: string }> {
    const current = await this.found(id);
    const users = await this.providers.websitesUsingProvider(id);
    if (users.length > 0) throw inUse(PROVIDER_ERRORS.inUse, PROVIDER_MESSAGES.inUse, users);
    let deleted: boolean;
    try {
      deleted = await this.providers.deleteProvider(
        id,
        providerAudit(actor, 'deleted', current, null),
      );
    } catch (error) {
      // A website chose one of its services between the check and the delete.
      if (isStillReferenced(error)) {
        const late = await this.providers.websitesUsingProvider(id);
        throw inUse(PROVIDER_ERRORS.inUse, PROVIDER_MESSAGES.inUse, late);
      }
      throw error;
    }
    if (!deleted) throw new DomainException(PROVIDER_ERRORS.notFound);
    this.announce('deleted', id);
    return { message: PROVIDER_MESSAGES.deleted };
  }

  // ---- services ----

  async listServices(reader: AuthUser | null, query: ServiceQueryDto): Promise<Page<ServiceDto>> {
    const [rows, total] = await this.providers.servicePage(query);
    return {
      data: await this.toServiceDtos(rows, countedFor(reader)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async getService(reader: AuthUser | null, id: number): Promise<ServiceDto> {
    return (await this.toServiceDtos([await this.foundService(id)], countedFor(reader)))[0]!;
  }

  async createService(
    actor: AuthUser,
    providerId: number,
    dto: CreateServiceDto,
  ): Promise<ServiceSavedDto> {
    const provider = await this.found(providerId);
    const row: ServiceWrite = {
      providerId,
      name: dto.name,
      description: dto.description ?? null,
      model: dto.model,
      settings: dto.settings?.map(({ key, value }) => ({ key, value })) ?? [],
      temperature: dto.temperature ?? null,
      priceInputPerMillion: dto.priceInputPerMillion ?? null,
      priceOutputPerMillion: dto.priceOutputPerMillion ?? null,
      pricePerMillionChars: dto.pricePerMillionChars ?? null,
      active: dto.active ?? true,
    };
    const audit = serviceAudit(actor, provider, 'created', null, row);
    const id = await this.writingService(dto.name, () => this.providers.insertService(row, audit));
    this.announce('created', providerId, id);
    return { message: PROVIDER_MESSAGES.saved, data: await this.getService(null, id) };
  }

  async updateService(
    actor: AuthUser,
    id: number,
    dto: UpdateServiceDto,
  ): Promise<ServiceSavedDto> {
    const current = await this.foundService(id);
    const patch: ServiceWrite = {};
    for (const key of [
      'name',
      'description',
      'model',
      'temperature',
      'priceInputPerMillion',
      'priceOutputPerMillion',
      'pricePerMillionChars',
      'active',
    ] as const) {
      if (dto[key] !== undefined) (patch as Record<string, unknown>)[key] = dto[key];
    }
    if (dto.settings !== undefined) {
      patch.settings = dto.settings.map(({ key, value }) => ({ key, value }));
    }
    const audit = serviceAudit(actor, await this.found(current.providerId), 'updated', current, {
      ...current,
      ...patch,
    });
    await this.writingService(patch.name ?? current.name, () =>
      this.providers.updateService(id, patch, audit),
    );
    this.announce('updated', current.providerId, id);
    return { message: PROVIDER_MESSAGES.saved, data: await this.getService(null, id) };
  }

  async removeService(actor: AuthUser, id: number): Promise<{ message: string }> {
    const current = await this.foundService(id);
    const users = await this.providers.websitesUsingService(id);
    if (users.length > 0) {
      throw inUse(PROVIDER_ERRORS.serviceInUse, PROVIDER_MESSAGES.serviceInUse, users);
    }
    let deleted: boolean;
    try {
      const provider = await this.found(current.providerId);
      deleted = await this.providers.deleteService(
        id,
        serviceAudit(actor, provider, 'deleted', current, null),
      );
    } catch (error) {
      if (isStillReferenced(error)) {
        const late = await this.providers.websitesUsingService(id);
        throw inUse(PROVIDER_ERRORS.serviceInUse, PROVIDER_MESSAGES.serviceInUse, late);
      }
      throw error;
    }
    if (!deleted) throw new DomainException(PROVIDER_ERRORS.serviceNotFound);
    this.announce('deleted', current.providerId, id);
    return { message: PROVIDER_MESSAGES.deleted };
  }

  /** The provider row (key still sealed away); 404 when missing. */
  async found(id: number): Promise<Provider> {
    const row = await this.providers.findById(id);
    if (!row) throw new DomainException(PROVIDER_ERRORS.notFound);
    return row;
  }

  async foundService(id: number): Promise<ProviderService & { provider: Provider }> {
    const row = await this.providers.findService(id);
    if (!row) throw new DomainException(PROVIDER_ERRORS.serviceNotFound);
    return row as ProviderService & { provider: Provider };
  }

  /**
   * The provider's API key in clear, for the gateway only; null when none, or unreadable: a key
   * opens only for the destination it was entered for (`keyDestination`).
   */
  async apiKeyOf(provider: Pick<Provider, 'id' | 'protocol' | 'baseUrl'>): Promise<string | null> {
    const sealed = await this.providers.sealedKey(provider.id);
    if (!sealed) return null;
    try {
      return this.box.open(sealed, keyDestination(provider.protocol, provider.baseUrl));
    } catch {
      return null;
    }
  }

  private async toDtos(rows: Provider[], accountId: number | null): Promise<ProviderDto[]> {
    const ids = rows.map((r) => r.id);
    const [keys, services, websites] = await Promise.all([
      this.providers.hasKey(ids),
      this.providers.serviceCounts(ids),
      this.providers.providerWebsiteCounts(ids, accountId),
    ]);
    return rows.map((p) => ({
      id: p.id,
      name: p.name,
      prettyName: p.prettyName,
      description: p.description,
      type: p.type,
      protocol: p.protocol,
      active: p.active,
      baseUrl: p.baseUrl,
      apiKeyMasked: keys.has(p.id) ? SecretBox.mask('set') : null,
      requestsPerMinute: p.requestsPerMinute,
      tokensPerMinute: p.tokensPerMinute,
      servicesCount: services.get(p.id) ?? 0,
      websitesCount: websites.get(p.id) ?? 0,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      version: p.version,
    }));
  }

  private async toServiceDtos(
    rows: ProviderService[],
    accountId: number | null,
  ): Promise<ServiceDto[]> {
    const websites = await this.providers.serviceWebsiteCounts(
      rows.map((r) => r.id),
      accountId,
    );
    return rows.map((s) => ({
      id: s.id,
      providerId: s.providerId,
      providerName: s.provider!.prettyName,
      providerType: s.provider!.type,
      providerActive: s.provider!.active,
      name: s.name,
      description: s.description,
      model: s.model,
      settings: s.settings ?? [],
      temperature: s.temperature,
      priceInputPerMillion: s.priceInputPerMillion,
      priceOutputPerMillion: s.priceOutputPerMillion,
      pricePerMillionChars: s.pricePerMillionChars,
      active: s.active,
      websitesCount: websites.get(s.id) ?? 0,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    }));
  }

  private async writingProvider<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error, PROVIDER_NAME_INDEX)) {
        throw DomainException.onField('name', {
          spec: PROVIDER_ERRORS.nameTaken,
          message: PROVIDER_MESSAGES.nameTaken(name),
        });
      }
      throw error;
    }
  }

  private async writingService<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error, SERVICE_NAME_INDEX)) {
        throw DomainException.onField('name', {
          spec: PROVIDER_ERRORS.serviceNameTaken,
          message: PROVIDER_MESSAGES.serviceNameTaken(name),
        });
      }
      throw error;
    }
  }

  /** In-process listeners told of every change (the gateway forgets what it resolved). */
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  private announce(action: ChangeAction, id: number, serviceId?: number) {
    for (const listener of this.listeners) listener();
    void this.events.publish('providers.changed', {
      action,
      id,
      ...(serviceId !== undefined ? { serviceId } : {}),
    });
  }
}

/**
 * Whose websites a reader's counts include: every account's for administrators (and for the
 * answers to their own writes, `null`), the reader's own account's for everyone else.
 */
function countedFor(reader: AuthUser | null): number | null {
  if (!reader || isAdministrator(reader)) return null;
  return reader.accountId ?? -1;
}

function checkProtocol(protocol: Provider['protocol'], type: ProviderType) {
  if (PROTOCOL_TYPE[protocol] !== type) {
    throw DomainException.onField('protocol', PROVIDER_ERRORS.protocolType);
  }
}

function inUse(
  spec: (typeof PROVIDER_ERRORS)['inUse'],
  message: (names: string) => string,
  users: WebsiteUse[],
): DomainException {
  return new DomainException(spec, {
    message: message(users.map((w) => w.name).join(', ')),
    detail: users.map((w) => w.name).join(', '),
  });
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Where a provider's key may go: the origin of its base URL, or the protocol's own endpoint when
 * it has none (the SDK's or the vendor's documented address, fixed in code).
 */
export function keyDestination(protocol: Provider['protocol'], baseUrl: string | null): string {
  return baseUrl ? (originOf(baseUrl) ?? baseUrl) : `${protocol}:default`;
}

/** A provider's trail entry; its API key only as set, replaced or cleared. */
function providerAudit(
  by: AuthUser,
  action: AuditAction,
  before: ProviderWrite | null,
  after: ProviderWrite | null,
): Audit {
  const subject = after ?? before!;
  return {
    by,
    note: {
      subject: 'provider',
      subjectId: (before as { id?: number } | null)?.id ?? null,
      label: subject.prettyName || subject.name || '',
      action,
      accountId: null,
      changes: auditChanges(
        before,
        after,
        [
          'name',
          'prettyName',
          'description',
          'type',
          'protocol',
          'active',
          'baseUrl',
          'apiKeySealed',
          'requestsPerMinute',
          'tokensPerMinute',
        ],
        ['apiKeySealed'],
      ),
    },
  };
}

function serviceAudit(
  by: AuthUser,
  provider: Provider,
  action: AuditAction,
  before: ServiceWrite | null,
  after: ServiceWrite | null,
): Audit {
  const subject = after ?? before!;
  return {
    by,
    note: {
      subject: 'service',
      subjectId: (before as { id?: number } | null)?.id ?? null,
      label: `${provider.prettyName || provider.name} › ${subject.name ?? ''}`,
      action,
      accountId: null,
      changes: auditChanges(before, after, [
        'name',
        'description',
        'model',
        'settings',
        'temperature',
        'priceInputPerMillion',
        'priceOutputPerMillion',
        'pricePerMillionChars',
        'active',
      ]),
    },
  };
}
