import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { feature } from '../process/feature';
import { SecurityModule } from '../security/security.module';
import { OutboxMail } from './entities/outbox-mail.entity';
import { MailService } from './mail.service';
import { OutboxRepository } from './outbox.repository';
import { SendMailHandler } from './send-mail.handler';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), SecurityModule],
  providers: [OutboxRepository, MailService, SendMailHandler],
  exports: [MailService],
})
export class MailModule {}

/** Every process queues mail; workers send it (SendMailHandler, run by the job pipeline). */
export const mailFeature = feature(MailModule);
