import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthLinkMailProcessor } from './auth-link-mail.processor';
import { AuthMails } from './auth-mails';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { Session } from './entities/session.entity';
import { LoginAttempts } from './login-attempts';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [TypeOrmModule.forFeature([Session]), UsersModule],
  controllers: [AuthController, TwoFactorController],
  providers: [
    AuthService,
    AuthRepository,
    AuthMails,
    LoginAttempts,
    RegistrationService,
    PasswordResetService,
    TwoFactorService,
  ],
})
export class AuthModule {}

/** Workers: sends the verification and reset links that the api answered for without waiting. */
@Module({
  imports: [UsersModule],
  providers: [AuthRepository, AuthMails, AuthLinkMailProcessor],
})
export class AuthJobsModule {}
