import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

const loadPack = () => import('./iconPack');

/** Icons of the shell come from one small chunk; any other name uses Blueprint's own loader. */
async function shellIconLoader(name: IconName, size: number): Promise<IconPaths> {
  const { paths16, paths20 } = await loadPack();
  const known = (size >= IconSize.LARGE ? paths20 : paths16)[name];
  if (known) return known;
  await Icons.load(name, size, { loader: 'split-by-size' });
  return Icons.getPaths(name, size) ?? [];
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: shellIconLoader });
}
