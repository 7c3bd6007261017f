import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { AppConfig } from '../config/env';
import { RecordVersions } from '../http/record-versions';
import { AccessGuard } from './access.guard';
import { PeopleDirectory } from './people-directory';
import { SessionAuthenticator } from './session-authenticator';
import { SessionCache } from './session-cache';
import { SessionGrantsRepository } from './session-grants.repository';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse
        // it as a PEM public key on every verify, which cost more than the rest of the request.
        secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
        signOptions: { expiresIn: `${config.SESSION_TTL_HOURS}h`, algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [
    SessionGrantsRepository,
    SessionAuthenticator,
    SessionCache,
    PeopleDirectory,
    RecordVersions,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionAuthenticator, SessionCache, JwtModule, PeopleDirectory, RecordVersions],
})
export class AccessModule {}
