/**
 * Stands in for `@blueprintjs/icons/lib/esm/iconNames` (scripts/iconPack.ts, `iconNameTable`).
 * Blueprint's table lists its ~600 names twice over (68 KB of source, 10 KB gzip, and 1,200
 * case conversions at start) for two uses: `Icons.isValidIconName`, checked before any icon
 * loads, and `IconNames.SQUARE`-style constants. Here names are checked where they are known:
 * TypeScript's `IconName` when written, the icon pack when built, and the app's loader when drawn
 * (a name outside the pack is counted in `iconsOutsidePack`, which the tests read). So every
 * name passes on to that loader, and a constant is derived from its key.
 */

/** `SQUARE` → `square`, `ADD_APPLICATION` / `AddApplication` → `add-application`. */
export function iconNameOf(key: string): string {
  return key
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** Blueprint's `IconNames`: each key read gives its name. It lists none (`Icons.loadAll` loads none). */
export const IconNames: Record<string, string> = new Proxy(
  {},
  { get: (_, key) => (typeof key === 'string' ? iconNameOf(key) : undefined) },
);

/** Blueprint's `IconNamesSet`: any name goes on to the app's loader, which knows its pack. */
export const IconNamesSet: Pick<ReadonlySet<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && name !== '',
};
