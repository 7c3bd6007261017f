import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { isGrantable, type Action, type Permission, type Subject } from './subjects';

export type AppAbility = MongoAbility<[Action, Subject]>;
export type AppRule = RawRuleOf<AppAbility>;

export interface RoleLike {
  isAdmin: boolean;
  permissions: Permission[];
}

/**
 * The rules a role grants. Administrator access is manage on all; `write` implies `read`, since
 * nobody edits what they cannot see; writing a shared subject is for administrators alone, so a
 * stored permission asking for it gives only the read. The same rules travel to the browser as
 * `abilityRules`.
 */
export function rulesFor(role: RoleLike | null | undefined): AppRule[] {
  if (!role) return [];
  if (role.isAdmin) return [{ action: 'manage', subject: 'all' }];
  const rules: AppRule[] = [];
  const seen = new Set<string>();
  const add = (action: Action, subject: Subject) => {
    const key = `${action}:${subject}`;
    if (seen.has(key)) return;
    seen.add(key);
    rules.push({ action, subject });
  };
  for (const permission of role.permissions) {
    const { action, subject } = permission;
    if (isGrantable(permission)) add(action, subject);
    if (action === 'write' || action === 'create') add('read', subject);
  }
  return rules;
}

export function abilityFor(rules: AppRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules);
}
