import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PeopleDirectory } from '../core/access/people-directory';
import { UsersRepository } from './users.repository';

/** Tells core how users show beside what they do: their name (else email) and picture. */
@Injectable()
export class UserProfiles implements OnModuleInit {
  constructor(
    private readonly people: PeopleDirectory,
    private readonly repo: UsersRepository,
  ) {}

  onModuleInit() {
    this.people.register(async (ids) =>
      (await this.repo.profiles(ids)).map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim() || u.email,
        avatar: u.avatar,
      })),
    );
  }
}
