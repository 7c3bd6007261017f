import { Injectable } from '@nestjs/common';

/** How a person shows beside what they do: their name and picture (or initials). */
export interface PersonProfile {
  id: number;
  name: string;
  /** Their picture's address, or null. */
  avatar: string | null;
}

export type ProfileLookup = (ids: number[]) => Promise<PersonProfile[]>;

/**
 * Names and pictures of users for core features that show people (who is viewing a record, who
 * saved it meanwhile), without core depending on the users domain: that domain registers the
 * lookup. Ids of users gone are left out.
 */
@Injectable()
export class PeopleDirectory {
  private lookup: ProfileLookup = () => Promise.resolve([]);

  register(lookup: ProfileLookup): void {
    this.lookup = lookup;
  }

  profiles(ids: number[]): Promise<PersonProfile[]> {
    const unique = [...new Set(ids)];
    return unique.length === 0 ? Promise.resolve([]) : this.lookup(unique);
  }

  async profile(id: number | null): Promise<PersonProfile | null> {
    if (id === null) return null;
    return (await this.profiles([id]))[0] ?? null;
  }
}
