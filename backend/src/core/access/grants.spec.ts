import { abilityFor, rulesFor } from './ability.factory';
import { holdsRole, isAdministrator } from './grants';
import type { Permission } from './subjects';

const actor = (permissions: Permission[], isAdmin = false) => ({
  ability: abilityFor(rulesFor({ isAdmin, permissions })),
});

describe('holdsRole', () => {
  const manager = actor([{ action: 'write', subject: 'user' }]);

  it('lets an administrator grant anything', () => {
    const admin = actor([], true);
    expect(isAdministrator(admin)).toBe(true);
    expect(holdsRole(admin, { isAdmin: true, permissions: [] })).toBe(true);
  });

  it('allows roles within what the actor holds, implied reads included', () => {
    expect(holdsRole(manager, null)).toBe(true);
    expect(holdsRole(manager, { isAdmin: false, permissions: [] })).toBe(true);
    expect(
      holdsRole(manager, {
        isAdmin: false,
        permissions: [
          { action: 'read', subject: 'user' },
          { action: 'write', subject: 'user' },
        ],
      }),
    ).toBe(true);
  });

  it('refuses a role with one permission more, or Administrator Access', () => {
    expect(
      holdsRole(manager, { isAdmin: false, permissions: [{ action: 'create', subject: 'user' }] }),
    ).toBe(false);
    expect(
      holdsRole(manager, { isAdmin: false, permissions: [{ action: 'read', subject: 'website' }] }),
    ).toBe(false);
    expect(holdsRole(manager, { isAdmin: true, permissions: [] })).toBe(false);
    expect(isAdministrator(manager)).toBe(false);
  });
});
