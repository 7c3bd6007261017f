import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../config/env';
import { AccessGuard } from './access.guard';
import { SessionAuthenticator } from './session-authenticator';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { expiresIn: `${config.SESSION_TTL_HOURS}h`, algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [SessionAuthenticator, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionAuthenticator, JwtModule],
})
export class AccessModule {}
