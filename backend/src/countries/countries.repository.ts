import { updateVersioned, type Edit } from '../core/database/versioned';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Not, Repository, type FindOptionsWhere } from 'typeorm';
import { likeContains, pageOffset } from '../core/http/pagination';
import type { CountryQueryDto } from './dto/country.dto';
import { Country } from './entities/country.entity';

export type CountrySeedRow = Pick<Country, 'name' | 'iso2' | 'iso3' | 'dialingPrefix'>;

@Injectable()
export class CountriesRepository {
  constructor(@InjectRepository(Country) private readonly countries: Repository<Country>) {}

  findById(id: number): Promise<Country | null> {
    return this.countries.findOneBy({ id });
  }

  async page(query: CountryQueryDto): Promise<[Country[], number]> {
    const qb = this.countries.createQueryBuilder('c');
    if (query.q) {
      const like = likeContains(query.q);
      qb.where(
        new Brackets((w) =>
          w
            .where('c.name LIKE :like', { like })
            .orWhere('c.iso2 LIKE :like', { like })
            .orWhere('c.iso3 LIKE :like', { like })
            .orWhere('c.dialingPrefix LIKE :like', { like }),
        ),
      );
    }
    const direction = query.sortDir === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(`c.${query.sortBy}`, direction)
      .addOrderBy('c.id', direction)
      .offset(pageOffset(query))
      .limit(query.perPage)
      .getManyAndCount();
  }

  /** Rows, other than `exceptId`, that already use either code. */
  findUsingCodes(codes: { iso2?: string; iso3?: string }, exceptId?: number): Promise<Country[]> {
    const where: FindOptionsWhere<Country>[] = [];
    const notSelf = exceptId === undefined ? {} : { id: Not(exceptId) };
    if (codes.iso2) where.push({ iso2: codes.iso2, ...notSelf });
    if (codes.iso3) where.push({ iso3: codes.iso3, ...notSelf });
    return where.length ? this.countries.find({ where }) : Promise.resolve([]);
  }

  async insert(row: CountrySeedRow): Promise<number> {
    const result = await this.countries.insert(row);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** A save of the edit form: the version is checked and moved in the same statement. */
  async update(id: number, patch: Partial<CountrySeedRow>, edit: Edit): Promise<void> {
    await updateVersioned(this.countries, id, patch, edit);
  }

  /** Users whose profile names the country (countries come before users: the table by name). */
  async usersCount(id: number): Promise<number> {
    const raw = await this.countries.manager
      .createQueryBuilder()
      .select('COUNT(*)', 'count')
      .from('users', 'u')
      .where('u.countryId = :id', { id })
      .getRawOne<{ count: string | number }>();
    return Number(raw?.count ?? 0);
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.countries.delete(id);
    return (result.affected ?? 0) > 0;
  }
}
