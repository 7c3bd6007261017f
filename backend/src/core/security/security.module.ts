import { Global, Module } from '@nestjs/common';
import { OutboundHttp } from './outbound-http';
import { PasswordHasher } from './passwords';
import { SecretBox } from './secret-box';

@Global()
@Module({
  providers: [SecretBox, OutboundHttp, PasswordHasher],
  exports: [SecretBox, OutboundHttp, PasswordHasher],
})
export class SecurityModule {}
