// The newest modification time of a file, or of any file under a folder (0 when it does not
// exist): what `npm start` and the benchmarks compare to know whether a build is out of date.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};
