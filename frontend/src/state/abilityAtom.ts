import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { atom } from 'jotai';
import { userDataAtom } from './userDataAtom';

export type AppAbility = MongoAbility<[string, string]>;

export function createAppAbility(rules: RawRuleOf<AppAbility>[] = []): AppAbility {
  return createMongoAbility<[string, string]>(rules);
}

/** Derived from the stored rules, so the guard and the navigation follow every change at once. */
export const abilityAtom = atom<AppAbility>((get) =>
  createAppAbility((get(userDataAtom)?.abilityRules ?? []) as RawRuleOf<AppAbility>[]),
);
