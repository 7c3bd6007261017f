import { Module } from '@nestjs/common';
import { feature } from '../core/process/feature';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AuthLinkMailHandler } from './auth-link-mail.handler';
import { AuthMails } from './auth-mails';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-devices';
import { LoginAttempts } from './login-attempts';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { UnlockLinks } from './unlock-links';

/** What both parts of auth use: its queries, its mails and their unlock links. */
@Module({
  imports: [UsersModule, SettingsModule],
  providers: [AuthRepository, AuthMails, UnlockLinks, AuthLinkMailHandler],
  exports: [AuthRepository, AuthMails, UnlockLinks],
})
export class AuthModule {}

/**
 * Sign-in, registration, password and two-step routes where the API is served; the job pipeline
 * sends the verification and reset links that the api answered for without waiting.
 */
export const authFeature = feature(AuthModule, {
  api: {
    imports: [UsersModule, SettingsModule],
    controllers: [AuthController, TwoFactorController],
    providers: [
      AuthService,
      KnownDevices,
      LoginAttempts,
      RegistrationService,
      PasswordResetService,
      TwoFactorService,
    ],
  },
});
