import { abilityFor, rulesFor } from './ability.factory';

describe('abilityFor(rulesFor(role))', () => {
  it('gives administrators manage on all', () => {
    const ability = abilityFor(rulesFor({ isAdmin: true, permissions: [] }));
    expect(ability.can('manage', 'all')).toBe(true);
    expect(ability.can('write', 'website')).toBe(true);
  });

  it('grants only what the role editor ticked, with read implied by write', () => {
    const ability = abilityFor(
      rulesFor({ isAdmin: false, permissions: [{ action: 'write', subject: 'website' }] }),
    );
    expect(ability.can('write', 'website')).toBe(true);
    expect(ability.can('read', 'website')).toBe(true);
    expect(ability.can('create', 'website')).toBe(false);
    expect(ability.can('read', 'user')).toBe(false);
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('gives only the read of a shared subject, whatever a stored role asks for', () => {
    const ability = abilityFor(
      rulesFor({
        isAdmin: false,
        permissions: [
          { action: 'write', subject: 'external-provider' },
          { action: 'create', subject: 'country' },
          { action: 'write', subject: 'module' },
        ],
      }),
    );
    expect(ability.can('read', 'external-provider')).toBe(true);
    expect(ability.can('write', 'external-provider')).toBe(false);
    expect(ability.can('create', 'country')).toBe(false);
    expect(ability.can('read', 'country')).toBe(true);
    expect(ability.can('write', 'module')).toBe(false);
  });

  it('gives nothing without a role', () => {
    expect(abilityFor(rulesFor(null)).can('read', 'article')).toBe(false);
  });
});
