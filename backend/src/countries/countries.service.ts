import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import { RecordVersions } from '../core/http/record-versions';
import { isDuplicateKey, isStillReferenced } from '../core/database/db-errors';
import type { Page } from '../core/http/pagination';
import { DomainException, type FieldFailure } from '../core/http/domain-error';
import { type ChangeAction } from '../core/realtime/event-map';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { COUNTRY_ERRORS } from './countries.errors';
import { CountriesRepository } from './countries.repository';
import type {
  CountryDto,
  CountryQueryDto,
  CountrySavedDto,
  CreateCountryDto,
  UpdateCountryDto,
} from './dto/country.dto';
import { COUNTRY_ISO2_INDEX, COUNTRY_ISO3_INDEX, type Country } from './entities/country.entity';

export const COUNTRY_MESSAGES = {
  created: 'Country created successfully.',
  saved: 'Saved successfully.',
  deleted: 'Country has been deleted',
} as const;

@Injectable()
export class CountriesService {
  constructor(
    private readonly countries: CountriesRepository,
    private readonly events: RealtimeEvents,
    private readonly versions: RecordVersions,
  ) {}

  async list(query: CountryQueryDto): Promise<Page<CountryDto>> {
    const [rows, total] = await this.countries.page(query);
    return { data: rows.map(toDto), total, page: query.page, perPage: query.perPage };
  }

  async get(id: number): Promise<CountryDto> {
    return toDto(await this.found(id));
  }

  async create(dto: CreateCountryDto): Promise<CountrySavedDto> {
    await this.assertCodesFree(dto);
    const id = await this.writing(() => this.countries.insert(dto));
    this.announce('created', id);
    return { message: COUNTRY_MESSAGES.created, data: await this.get(id) };
  }

  async update(actor: AuthUser, id: number, dto: UpdateCountryDto): Promise<CountrySavedDto> {
    const country = await this.found(id);
    const { version, ...fields } = dto;
    const edit = { version, by: actor.id };
    const current = async () => {
      const now = await this.found(id);
      return { stamp: now, record: toDto(now) };
    };
    // A stale form is refused before its codes are checked against a record that moved on.
    await this.versions.check(edit, country, current);
    await this.assertCodesFree(fields, id);
    const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (Object.keys(patch).length > 0) {
      await this.versions.save(edit, country, current, () =>
        this.writing(() => this.countries.update(id, patch, edit)),
      );
      this.announce('updated', id);
    }
    return { message: COUNTRY_MESSAGES.saved, data: await this.get(id) };
  }

  /** Refused while users name the country, saying how many (like roles and accounts). */
  async remove(id: number): Promise<{ message: string }> {
    const users = await this.countries.usersCount(id);
    if (users > 0) {
      throw new DomainException(COUNTRY_ERRORS.inUse, {
        message: `This country is still in use by ${users} user${users === 1 ? '' : 's'} and cannot be deleted.`,
        params: { count: users },
      });
    }
    let deleted: boolean;
    try {
      deleted = await this.countries.delete(id);
    } catch (error) {
      if (isStillReferenced(error)) throw new DomainException(COUNTRY_ERRORS.inUse);
      throw error;
    }
    if (!deleted) throw new DomainException(COUNTRY_ERRORS.notFound);
    this.announce('deleted', id);
    return { message: COUNTRY_MESSAGES.deleted };
  }

  private async found(id: number): Promise<Country> {
    const country = await this.countries.findById(id);
    if (!country) throw new DomainException(COUNTRY_ERRORS.notFound);
    return country;
  }

  /** 409 naming the country that already holds the code, so the form can say which. */
  private async assertCodesFree(codes: { iso2?: string; iso3?: string }, exceptId?: number) {
    const holders = await this.countries.findUsingCodes(codes, exceptId);
    const errors: Record<string, FieldFailure> = {};
    for (const holder of holders) {
      if (codes.iso2 && holder.iso2 === codes.iso2) {
        errors.iso2 = {
          spec: COUNTRY_ERRORS.iso2Taken,
          message: iso2Taken(codes.iso2, holder.name),
          params: { code: codes.iso2, name: holder.name },
        };
      }
      if (codes.iso3 && holder.iso3 === codes.iso3) {
        errors.iso3 = {
          spec: COUNTRY_ERRORS.iso3Taken,
          message: iso3Taken(codes.iso3, holder.name),
          params: { code: codes.iso3, name: holder.name },
        };
      }
    }
    if (Object.keys(errors).length) throw DomainException.onFields(errors);
  }

  /** A concurrent write can still win the race for a code: answer 409, not 500. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error, COUNTRY_ISO2_INDEX)) {
        throw DomainException.onField('iso2', COUNTRY_ERRORS.iso2Taken);
      }
      if (isDuplicateKey(error, COUNTRY_ISO3_INDEX)) {
        throw DomainException.onField('iso3', COUNTRY_ERRORS.iso3Taken);
      }
      throw error;
    }
  }

  private announce(action: ChangeAction, id: number) {
    // Countries are listed to whoever may read users (the country field of a user).
    void this.events.publish('countries.changed', { action, id });
  }
}

const iso2Taken = (code: string, holder: string) =>
  `ISO code 2 ${code} is already used by ${holder}.`;

const iso3Taken = (code: string, holder: string) =>
  `ISO code 3 ${code} is already used by ${holder}.`;

function toDto(c: Country): CountryDto {
  return {
    id: c.id,
    name: c.name,
    iso2: c.iso2,
    iso3: c.iso3,
    dialingPrefix: c.dialingPrefix,
    updatedAt: c.updatedAt.toISOString(),
    version: c.version,
  };
}
