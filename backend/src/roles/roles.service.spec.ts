import { DomainException } from '../core/http/domain-error';
import { GRANTABLE_PERMISSIONS, type Permission } from '../core/access/subjects';
import { grantablePermissions, normalizePermissions } from './roles.service';

describe('a role’s permissions', () => {
  it('are kept once each, in the role editor’s order (subject, then read, write, create)', () => {
    const asked: Permission[] = [
      { action: 'create', subject: 'article' },
      { action: 'read', subject: 'user' },
      { action: 'read', subject: 'article' },
      { action: 'read', subject: 'user' },
      { action: 'write', subject: 'article' },
    ];
    expect(normalizePermissions(asked)).toEqual([
      { action: 'read', subject: 'user' },
      { action: 'read', subject: 'article' },
      { action: 'write', subject: 'article' },
      { action: 'create', subject: 'article' },
    ]);
  });

  it('may read shared subjects and the audit trail, never change them: such a role is refused whole', () => {
    expect(grantablePermissions([{ action: 'read', subject: 'settings' }])).toEqual([
      { action: 'read', subject: 'settings' },
    ]);
    for (const subject of [
      'role',
      'module',
      'external-provider',
      'country',
      'settings',
      'audit',
    ] as const) {
      const refusal = (() => {
        try {
          grantablePermissions([
            { action: 'read', subject: 'article' },
            { action: 'write', subject },
          ]);
          return null;
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(DomainException);
      expect(refusal).toMatchObject({ code: 'role.permission.shared' });
    }
  });

  it('take every permission the role editor offers', () => {
    expect(grantablePermissions(GRANTABLE_PERMISSIONS)).toEqual(GRANTABLE_PERMISSIONS);
  });
});
