import { Module } from '@nestjs/common';
import { feature } from '../core/process/feature';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AuthLinkMailProcessor } from './auth-link-mail.processor';
import { AuthMails } from './auth-mails';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { LoginAttempts } from './login-attempts';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/** What both parts of auth use: its queries and its mails. */
@Module({
  imports: [UsersModule, SettingsModule],
  providers: [AuthRepository, AuthMails],
  exports: [AuthRepository, AuthMails],
})
export class AuthModule {}

/**
 * Sign-in, registration, password and two-step routes where the API is served; workers send the
 * verification and reset links that the api answered for without waiting.
 */
export const authFeature = feature(AuthModule, {
  api: {
    imports: [UsersModule, SettingsModule],
    controllers: [AuthController, TwoFactorController],
    providers: [
      AuthService,
      LoginAttempts,
      RegistrationService,
      PasswordResetService,
      TwoFactorService,
    ],
  },
  workers: { providers: [AuthLinkMailProcessor] },
});
