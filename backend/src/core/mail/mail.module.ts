import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../process/feature';
import { SecurityModule } from '../security/security.module';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { OutboxRepository } from './outbox.repository';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), SecurityModule],
  providers: [OutboxRepository, MailService],
  exports: [MailService],
})
export class MailModule {}

/** Every process queues mail; workers send it. */
export const mailFeature = feature(MailModule, { workers: { providers: [MailProcessor] } });
