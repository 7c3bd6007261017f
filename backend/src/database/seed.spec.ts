import { SUBJECTS, isGrantable } from '../core/access/subjects';
import { DEFAULT_PLAN_LIMITS } from '../accounts/entities/plan.entity';
import { DEFAULT_ROLES, PLANS } from './seed';

describe('seed data', () => {
  const byName = new Map(DEFAULT_ROLES.map((role) => [role.name, role]));

  it('seeds one administrator role and three others with distinct names', () => {
    expect(DEFAULT_ROLES.filter((r) => r.isAdmin).map((r) => r.name)).toEqual(['Administrator']);
    expect(byName.size).toBe(DEFAULT_ROLES.length);
    expect([...byName.keys()]).toEqual(['Administrator', 'Editor', 'Author', 'Viewer']);
  });

  it('grants no default role what the role editor could not grant (shared or read-only subjects)', () => {
    for (const role of DEFAULT_ROLES) {
      for (const permission of role.permissions) {
        expect(SUBJECTS).toContain(permission.subject);
        expect({ role: role.name, ...permission, grantable: isGrantable(permission) }).toEqual({
          role: role.name,
          ...permission,
          grantable: true,
        });
      }
      const keys = role.permissions.map((p) => `${p.action}:${p.subject}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('gives each role less than the one above it: Viewer reads, Author writes articles, Editor also websites and prompts', () => {
    const grants = (name: string) =>
      new Set(byName.get(name)!.permissions.map((p) => `${p.action}:${p.subject}`));
    const viewer = grants('Viewer');
    const author = grants('Author');
    const editor = grants('Editor');
    expect([...viewer].every((g) => g.startsWith('read:'))).toBe(true);
    for (const g of viewer) expect(author).toContain(g);
    for (const g of author) expect(editor).toContain(g);
    expect(author).toContain('write:article');
    expect(author).not.toContain('write:website');
    expect(editor).toContain('write:website');
    expect(editor).toContain('create:prompt');
    for (const role of [viewer, author, editor]) {
      expect([...role].some((g) => /:(user|role|account)$/.test(g))).toBe(false);
    }
  });

  it('seeds every plan with default limits', () => {
    for (const plan of PLANS) expect(DEFAULT_PLAN_LIMITS[plan.code]).toBeDefined();
  });
});
