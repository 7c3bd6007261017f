import worldCountries from 'world-countries';
import type { DataSource } from 'typeorm';
import { Country } from './entities/country.entity';

export interface SeedCountry {
  name: string;
  iso2: string;
  iso3: string;
  dialingPrefix: string;
}

const MAX_PREFIX = 5;

/**
 * The world's countries from the `world-countries` package: the dialing prefix is the root plus
 * the suffix when there is exactly one (+3 and 9 give +39), else the root alone (+1 for the
 * United States). Entries without a usable prefix (Antarctica has none) are left out.
 */
export function worldCountryRows(): SeedCountry[] {
  const rows: SeedCountry[] = [];
  for (const c of worldCountries) {
    const root = c.idd.root ?? '';
    const suffixes = c.idd.suffixes ?? [];
    const full = suffixes.length === 1 ? `${root}${suffixes[0]}` : root;
    const dialingPrefix = full.length > 0 && full.length <= MAX_PREFIX ? full : root;
    if (!dialingPrefix || dialingPrefix.length > MAX_PREFIX) continue;
    rows.push({ name: c.name.common, iso2: c.cca2, iso3: c.cca3, dialingPrefix });
  }
  return rows;
}

/**
 * Idempotent: one multi-row INSERT … ON DUPLICATE KEY UPDATE. Existing rows keep what an
 * administrator changed (the update is a no-op); missing ones are added.
 */
export async function seedCountries(db: DataSource): Promise<void> {
  const rows = worldCountryRows();
  const { tableName } = db.getMetadata(Country);
  const values = rows.map(() => '(?, ?, ?, ?)').join(', ');
  await db.query(
    `INSERT INTO \`${tableName}\` (\`name\`, \`iso2\`, \`iso3\`, \`dialingPrefix\`) VALUES ${values}
     ON DUPLICATE KEY UPDATE \`id\` = \`id\``,
    rows.flatMap((r) => [r.name, r.iso2, r.iso3, r.dialingPrefix]),
  );
}
