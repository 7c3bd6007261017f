import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Permission } from './subjects';

/** A live session's user and the grants of their role, as one row. */
export interface SessionGrants {
  userId: number;
  email: string;
  accountId: number | null;
  roleId: number | null;
  isAdmin: boolean;
  /** Null: the user holds no role. */
  permissions: Permission[] | null;
  expiresAt: Date;
}

interface SessionRow extends Omit<SessionGrants, 'isAdmin' | 'permissions'> {
  isAdmin: number | null;
  permissions: Permission[] | string | null;
}

/**
 * The one door to sessions for authentication: a session, its active user and their role's grants
 * in one read (sessions, users and roles belong to auth, users and roles; core reads them here,
 * by table, so it needs none of their code).
 */
@Injectable()
export class SessionGrantsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The grants of a session still valid (not revoked, not expired, its user active), or null. */
  async liveSession(sessionId: string, userId: number): Promise<SessionGrants | null> {
    const rows: SessionRow[] = await this.db.query(
      `SELECT u.id AS userId, u.email, u.accountId, u.roleId, r.isAdmin, r.permissions, s.expiresAt
         FROM sessions s
         JOIN users u ON u.id = s.userId
         LEFT JOIN roles r ON r.id = u.roleId
        WHERE s.id = ? AND s.userId = ? AND s.revokedAt IS NULL AND s.expiresAt > UTC_TIMESTAMP(3)
          AND u.status = 'active'`,
      [sessionId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    const permissions =
      typeof row.permissions === 'string'
        ? (JSON.parse(row.permissions) as Permission[])
        : row.permissions;
    return {
      ...row,
      isAdmin: row.isAdmin === 1,
      permissions: row.roleId === null ? null : (permissions ?? []),
    };
  }
}
