import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Versioned } from '../../core/database/versioned';

export const COUNTRY_ISO2_INDEX = 'UQ_countries_iso2';
export const COUNTRY_ISO3_INDEX = 'UQ_countries_iso3';

@Entity('countries')
export class Country extends Versioned {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** ISO 3166-1 alpha-2, upper case. */
  @Index(COUNTRY_ISO2_INDEX, { unique: true })
  @Column({ type: 'varchar', length: 2 })
  iso2: string;

  /** ISO 3166-1 alpha-3, upper case. */
  @Index(COUNTRY_ISO3_INDEX, { unique: true })
  @Column({ type: 'varchar', length: 3 })
  iso3: string;

  /** International dialing prefix with its leading +, at most 5 characters (e.g. +39). */
  @Column({ type: 'varchar', length: 5 })
  dialingPrefix: string;
}
