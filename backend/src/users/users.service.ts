import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { rulesFor } from '../core/access/ability.factory';
import { User } from './entities/user.entity';
import { UserDataDto } from './dto/user-data.dto';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** With the password hash, for signing in only. */
  findForLogin(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .leftJoinAndSelect('u.role', 'role')
      .where('u.email = :email', { email: email.trim().toLowerCase() })
      .getOne();
  }

  async userData(id: number): Promise<UserDataDto | null> {
    const user = await this.users.findOne({ where: { id }, relations: { role: true } });
    return user ? UsersService.toUserData(user) : null;
  }

  /** What the client stores: the user, their role and the CASL rules the guard uses. */
  static toUserData(user: User): UserDataDto {
    const role = user.role ?? null;
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      avatar: user.avatar,
      accountId: user.accountId,
      locale: user.locale,
      role: role ? { id: role.id, name: role.name, isAdmin: role.isAdmin } : null,
      abilityRules: rulesFor(role),
    };
  }
}
