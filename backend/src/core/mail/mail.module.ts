import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityModule } from '../security/security.module';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';

@Global()
@Module({})
export class MailModule {
  static register(withWorkers: boolean): DynamicModule {
    return {
      module: MailModule,
      imports: [TypeOrmModule.forFeature([OutboxMail]), SecurityModule],
      providers: [MailService, ...(withWorkers ? [MailProcessor] : [])],
      exports: [MailService],
    };
  }
}
