import { RecordVersions } from '../core/http/record-versions';
import { Injectable } from '@nestjs/common';
import { rulesFor } from '../core/access/ability.factory';
import type { AuthUser } from '../core/access/auth-user';
import { auditChanges, type Audit, type AuditAction } from '../core/audit/audit-trail';
import { AppConfig } from '../core/config/env';
import { isDuplicateKey, isStillReferenced } from '../core/database/db-errors';
import type { MessageDto } from '../core/http/message.dto';
import type { Page } from '../core/http/pagination';
import { MailService } from '../core/mail/mail.service';
import { MAIL_ERRORS } from '../core/mail/mail.errors';
import type { Role } from '../core/access/entities/role.entity';
import { SettingsService } from '../settings/settings.service';
import type {
  CreateUserDto,
  InviteLinkDto,
  ListUsersQueryDto,
  UpdateUserDto,
  UserDto,
  UserInvitationDto,
} from './dto/user.dto';
import { UserDataDto } from './dto/user-data.dto';
import type { User } from './entities/user.entity';
import { INVITE_PURPOSE, inviteMail, INVITE_TTL_HOURS, setPasswordLink } from './invite-mail';
import { isAdministrator } from '../core/access/grants';
import { DomainException, type FieldFailure } from '../core/http/domain-error';
import { assertMayChange, assertMayGrant, scopeOf } from './user-access';
import { USER_ERRORS } from './users.errors';
import { UserEvents } from './user-events';
import { UserTokensService } from './user-tokens.service';
import { UsersRepository } from './users.repository';

export const USER_DELETED = 'User has been deleted';

/** Profile fields stored as given, with an empty string meaning "none". */
const NULLABLE_TEXT = [
  'username',
  'phone',
  'company',
  'city',
  'address',
  'zoneName',
  'zipCode',
  'sdiNumber',
] as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly tokens: UserTokensService,
    private readonly mail: MailService,
    private readonly events: UserEvents,
    private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly versions: RecordVersions,
  ) {
    // An invitation's delivery (sent, or an attempt refused) shows on the user's row, live.
    mail.onOutcome(INVITE_PURPOSE, ({ userId }) => {
      if (userId === null) return;
      void this.repo
        .findVisible({ all: true, accountId: null }, userId)
        .then((user) => user && this.events.changed('updated', user.id, user.accountId))
        .catch(() => undefined);
    });
  }

  /** The invitation state of the pending users among `users`, by user id. */
  private async invitationsOf(users: readonly User[]): Promise<Map<number, UserInvitationDto>> {
    const pending = users.filter((user) => user.status === 'pending').map((user) => user.id);
    const mails = await this.mail.latestFor(pending, INVITE_PURPOSE);
    return new Map(
      mails.map((mail) => [
        mail.userId!,
        {
          state: mail.sentAt ? 'sent' : mail.failedAt ? 'failed' : 'sending',
          at: (mail.sentAt ?? mail.failedAt ?? mail.createdAt).toISOString(),
          // A code (translated by the browser), never the SMTP server's words; rows failed before
          // codes were stored read as the generic failure.
          code:
            mail.sentAt || !mail.failedAt ? null : (mail.failureCode ?? MAIL_ERRORS.failed.code),
          smtpStatus: mail.sentAt || !mail.failedAt ? null : mail.failureStatus,
        },
      ]),
    );
  }

  private async withInvitation(user: User): Promise<UserDto> {
    return toUserDto(user, (await this.invitationsOf([user])).get(user.id) ?? null);
  }

  /** With the password hash, for signing in only. */
  findForLogin(email: string): Promise<User | null> {
    return this.repo.findForLogin(email.trim().toLowerCase());
  }

  async userData(id: number): Promise<UserDataDto | null> {
    const user = await this.repo.findWithRole(id);
    return user ? UsersService.toUserData(user) : null;
  }

  /** Where to write to the user (a job's requester); null when they are gone. */
  /** Where and in which language to write to a user (null: no such user). */
  contactOf(id: number): Promise<{ email: string; locale: string } | null> {
    return this.repo.contactOf(id);
  }

  /** What the client stores: the user, their role and the CASL rules the guard uses. */
  static toUserData(user: User): UserDataDto {
    const role = user.role ?? null;
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      avatar: user.avatar,
      accountId: user.accountId,
      locale: user.locale,
      role: role ? { id: role.id, name: role.name, isAdmin: role.isAdmin } : null,
      abilityRules: rulesFor(role),
    };
  }

  async list(actor: AuthUser, query: ListUsersQueryDto): Promise<Page<UserDto>> {
    const [rows, total] = await this.repo.page(scopeOf(actor), query);
    const invitations = await this.invitationsOf(rows);
    return {
      data: rows.map((user) => toUserDto(user, invitations.get(user.id) ?? null)),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  async get(actor: AuthUser, id: number): Promise<UserDto> {
    return this.withInvitation(await this.visible(actor, id));
  }

  /** The caller's own record, whatever they may read of others. */
  async own(actor: AuthUser): Promise<UserDto> {
    const user = await this.repo.findVisible({ all: true, accountId: actor.accountId }, actor.id);
    if (!user) throw new DomainException(USER_ERRORS.notFound);
    return this.withInvitation(user);
  }

  /** Someone the caller may see, or 404 as if absent. */
  async visible(actor: AuthUser, id: number): Promise<User> {
    const user = await this.repo.findVisible(scopeOf(actor), id);
    if (!user) throw new DomainException(USER_ERRORS.notFound);
    return user;
  }

  /** The user starts pending, without a password, and gets a single-use invite link by mail. */
  async create(actor: AuthUser, dto: CreateUserDto): Promise<UserDto> {
    const admin = isAdministrator(actor);
    const accountId = dto.accountId === undefined ? actor.accountId : dto.accountId;
    if (!admin && (actor.accountId === null || accountId !== actor.accountId)) {
      throw new DomainException(USER_ERRORS.accountMoveForbidden);
    }
    const { role } = await this.checkReferences({
      ...dto,
      accountId: accountId === actor.accountId ? undefined : accountId,
    });
    assertMayGrant(actor, role);

    const fields = { ...profileFields(dto), accountId: accountId ?? null };
    const invited = {
      ...fields,
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email,
      roleId: dto.roleId,
      status: 'pending' as const,
      role: role ?? null,
    };
    // The invitee reads the invitation (and first sees the product) in the inviter's language.
    const locale = (await this.repo.contactOf(actor.id))?.locale ?? this.config.DEFAULT_LOCALE;
    const invite = this.tokens.mint('invite', INVITE_TTL_HOURS);
    const id = await this.repo
      .insertInvited(
        {
          ...fields,
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          roleId: dto.roleId,
          passwordHash: null,
          status: 'pending',
          locale,
        },
        invite.token,
        userAudit(actor, 'invited', null, invited),
      )
      .catch((error: unknown) => this.rethrowDuplicate(error, dto));

    await this.mail.queue(
      {
        ...inviteMail(
          this.config,
          await this.settings.title(),
          { email: dto.email, firstName: dto.firstName, locale },
          invite.raw,
        ),
        userId: id,
        purpose: INVITE_PURPOSE,
      },
      actor,
    );
    this.events.changed('created', id, fields.accountId);
    return this.get(actor, id);
  }

  /** Sends a fresh invite link to a user who has not set a password yet. */
  async resendInvite(actor: AuthUser, id: number): Promise<MessageDto> {
    const user = await this.visible(actor, id);
    assertMayChange(actor, user);
    if (user.status !== 'pending') {
      throw new DomainException(USER_ERRORS.inviteAccepted);
    }
    const raw = await this.tokens.issue(user.id, 'invite', INVITE_TTL_HOURS);
    await this.mail.queue(
      {
        ...inviteMail(this.config, await this.settings.title(), user, raw),
        userId: user.id,
        purpose: INVITE_PURPOSE,
      },
      actor,
    );
    this.events.changed('updated', user.id, user.accountId);
    return { message: 'The invitation has been sent.' };
  }

  /**
   * A fresh invite link for the caller to hand over themselves (the mail did not arrive): the
   * earlier link stops working, and this one is shown once, never stored in clear.
   */
  async inviteLink(actor: AuthUser, id: number): Promise<InviteLinkDto> {
    const user = await this.visible(actor, id);
    assertMayChange(actor, user);
    if (user.status !== 'pending') throw new DomainException(USER_ERRORS.inviteAccepted);
    const raw = await this.tokens.issue(user.id, 'invite', INVITE_TTL_HOURS);
    return { link: setPasswordLink(this.config, raw), expiresInHours: INVITE_TTL_HOURS };
  }

  async update(actor: AuthUser, id: number, dto: UpdateUserDto): Promise<UserDto> {
    const admin = isAdministrator(actor);
    const user = await this.visible(actor, id);
    const edit = { version: dto.version, by: actor.id };
    const current = async () => {
      const now = await this.visible(actor, id);
      return { stamp: now, record: await this.withInvitation(now) };
    };
    await this.versions.check(edit, user, current);
    assertMayChange(actor, user);
    const accountChanges = dto.accountId !== undefined && dto.accountId !== user.accountId;
    if (!admin && accountChanges) throw new DomainException(USER_ERRORS.accountMoveForbidden);
    const roleChanges = dto.roleId !== undefined && dto.roleId !== user.roleId;
    if (!admin && roleChanges && id === actor.id) throw new DomainException(USER_ERRORS.ownRole);
    const { role } = await this.checkReferences(
      {
        email: dto.email !== user.email ? dto.email : undefined,
        username: dto.username !== user.username ? dto.username : undefined,
        roleId: roleChanges ? dto.roleId : undefined,
        accountId: accountChanges ? dto.accountId : undefined,
      },
      id,
    );
    if (roleChanges) assertMayGrant(actor, role);
    const status = dto.status ?? user.status;
    if (id === actor.id && status !== 'active') {
      throw DomainException.onField('status', USER_ERRORS.deactivateSelf);
    }
    const newRole = roleChanges ? role : (user.role ?? null);
    const losesAdmin =
      user.status === 'active' &&
      !!user.role?.isAdmin &&
      (status !== 'active' || !newRole?.isAdmin);
    if (losesAdmin && (await this.repo.otherActiveAdmins(id)) === 0) {
      throw new DomainException(USER_ERRORS.lastAdmin);
    }

    const patch: Partial<User> = { ...profileFields(dto) };
    if (dto.firstName !== undefined) patch.firstName = dto.firstName;
    if (dto.lastName !== undefined) patch.lastName = dto.lastName;
    if (dto.email !== undefined) patch.email = dto.email;
    if (dto.roleId !== undefined) patch.roleId = dto.roleId;
    if (dto.status !== undefined) patch.status = dto.status;
    const ended = user.status === 'active' && status !== 'active';
    const audit = userAudit(actor, 'updated', user, { ...user, ...patch, role: newRole });
    await this.versions.save(edit, user, current, () =>
      this.repo
        .update(id, patch, ended, edit, audit)
        .catch((error: unknown) => this.rethrowDuplicate(error, dto, id)),
    );

    if (roleChanges) this.events.rulesChanged([id], newRole);
    else if (accountChanges) this.events.accessChanged([id]);
    if (ended) this.events.sessionsEnded(id);
    const accountId = patch.accountId === undefined ? user.accountId : patch.accountId;
    this.events.changed('updated', id, accountId, user.accountId);
    return this.get(actor, id);
  }

  async remove(actor: AuthUser, id: number): Promise<MessageDto> {
    if (id === actor.id) throw new DomainException(USER_ERRORS.deleteSelf);
    const user = await this.visible(actor, id);
    assertMayChange(actor, user);
    if (
      user.status === 'active' &&
      user.role?.isAdmin &&
      (await this.repo.otherActiveAdmins(id)) === 0
    ) {
      throw new DomainException(USER_ERRORS.lastAdmin);
    }
    try {
      await this.repo.delete(id, userAudit(actor, 'deleted', user, null));
    } catch (error) {
      if (isStillReferenced(error)) {
        throw new DomainException(USER_ERRORS.ownsRecords);
      }
      throw error;
    }
    this.events.sessionsEnded(id);
    this.events.changed('deleted', id, user.accountId);
    return { message: USER_DELETED };
  }

  /**
   * Every reference a write would store: the role and account must exist, the email and username
   * must be free. All problems are reported together, before anything is written.
   */
  private async checkReferences(
    fields: {
      email?: string;
      username?: string | null;
      roleId?: number;
      accountId?: number | null;
    },
    exceptId?: number,
  ): Promise<{ role: Role | null }> {
    const username = fields.username || undefined;
    const [taken, role, accountExists] = await Promise.all([
      this.repo.taken({ email: fields.email, username }, exceptId),
      fields.roleId === undefined ? null : this.repo.findRole(fields.roleId),
      typeof fields.accountId === 'number' ? this.repo.accountExists(fields.accountId) : true,
    ]);
    const errors: Record<string, FieldFailure> = {};
    if (taken.email) errors.email = USER_ERRORS.emailTaken;
    if (taken.username) errors.username = USER_ERRORS.usernameTaken;
    if (fields.roleId !== undefined && !role) errors.roleId = USER_ERRORS.roleMissing;
    if (!accountExists) errors.accountId = USER_ERRORS.accountMissing;
    if (Object.keys(errors).length > 0) throw DomainException.onFields(errors);
    return { role };
  }

  /** A concurrent write took the email or username between the check and the write. */
  private async rethrowDuplicate(
    error: unknown,
    fields: { email?: string; username?: string | null },
    exceptId?: number,
  ): Promise<never> {
    if (!isDuplicateKey(error)) throw error;
    const taken = await this.repo.taken(
      { email: fields.email, username: fields.username || undefined },
      exceptId,
    );
    throw taken.username && !taken.email
      ? DomainException.onField('username', USER_ERRORS.usernameTaken)
      : DomainException.onField('email', USER_ERRORS.emailTaken);
  }
}

/** The optional profile fields present in the body; blanks become null. */
/** What a user's trail entry compares: the role by name, never a password. */
const USER_AUDIT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'role',
  'status',
  'accountId',
  'phone',
  'company',
  'city',
  'countryId',
  'address',
] as const;

type UserAuditState = Partial<Omit<User, 'role'>> & { role?: Pick<Role, 'name'> | null };

function userAudit(
  by: AuthUser,
  action: AuditAction,
  before: UserAuditState | null,
  after: UserAuditState | null,
): Audit {
  const state = (u: UserAuditState | null) => {
    if (!u) return null;
    const out: Record<string, unknown> = {};
    for (const field of USER_AUDIT_FIELDS) out[field] = u[field];
    out.role = u.role?.name ?? null;
    return out;
  };
  const subject = after ?? before!;
  return {
    by,
    note: {
      subject: 'user',
      subjectId: before?.id ?? null,
      label: `${subject.firstName ?? ''} ${subject.lastName ?? ''}`.trim() || (subject.email ?? ''),
      action,
      accountId: subject.accountId ?? null,
      changes: auditChanges(state(before), state(after), USER_AUDIT_FIELDS),
    },
  };
}

function profileFields(dto: CreateUserDto | UpdateUserDto): Partial<User> {
  const out: Partial<User> = {};
  for (const key of NULLABLE_TEXT) {
    const value = dto[key];
    if (value !== undefined) out[key] = value === '' ? null : value;
  }
  if (dto.countryId !== undefined) out.countryId = dto.countryId;
  if (dto.accountId !== undefined) out.accountId = dto.accountId;
  return out;
}

export function toUserDto(user: User, invitation: UserInvitationDto | null = null): UserDto {
  const role = user.role ?? null;
  const account = user.account ?? null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    username: user.username,
    phone: user.phone,
    company: user.company,
    city: user.city,
    countryId: user.countryId,
    address: user.address,
    zoneName: user.zoneName,
    zipCode: user.zipCode,
    sdiNumber: user.sdiNumber,
    avatar: user.avatar,
    status: user.status,
    roleId: user.roleId,
    role: role ? { id: role.id, name: role.name, isAdmin: role.isAdmin } : null,
    accountId: user.accountId,
    account: account
      ? {
          id: account.id,
          name: account.name,
          plan: account.plan ? { code: account.plan.code, name: account.plan.name } : null,
        }
      : null,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    version: user.version,
    invitation: user.status === 'pending' ? invitation : null,
  };
}
