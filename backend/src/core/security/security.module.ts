import { Global, Module } from '@nestjs/common';
import { OutboundHttp } from './outbound-http';
import { SecretBox } from './secret-box';

@Global()
@Module({ providers: [SecretBox, OutboundHttp], exports: [SecretBox, OutboundHttp] })
export class SecurityModule {}
