import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * The paths of the icons this app names, one chunk per size, and a small one of the 16 px icons a
 * visitor's first route draws (the blank layout and the sign-in page): scripts/iconPack.ts makes them.
 */
const packs = {
  first: () => import('virtual:icon-pack/16-first'),
  16: () => import('virtual:icon-pack/16'),
  20: () => import('virtual:icon-pack/20'),
};

/**
 * Names drawn that the pack lacks (a name the scan could not see, say one built at run time): each
 * costs the reader Blueprint's whole set of that size, so tests fail on any (src/test/setup.ts,
 * the browser's accessibility pass).
 */
export const iconsOutsidePack = new Set<string>();

/** Icons this app names come from its own small chunks; any other name uses Blueprint's loader. */
async function appIconLoader(name: IconName, size: number): Promise<IconPaths> {
  const large = size >= IconSize.LARGE;
  const first = large ? undefined : (await packs.first()).default[name];
  if (first) return first;
  const { default: paths } = await packs[large ? 20 : 16]();
  const known = paths[name];
  if (known) return known;
  iconsOutsidePack.add(`${name} (${size} px)`);
  console.warn(`Icon outside the app's pack: ${name} (${size} px) loads every icon of its size`);
  await Icons.load(name, size, { loader: 'split-by-size' });
  return Icons.getPaths(name, size) ?? [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: appIconLoader });
}

/**
 * Starts loading the 16 px icons (every page draws some) while the app starts: a page without
 * navigation (sign-in above all) needs the first route's few; another name loads the rest then.
 */
export function preloadIcons(blankPage: boolean): void {
  packs.first().catch(() => undefined);
  if (!blankPage) packs[16]().catch(() => undefined);
}
