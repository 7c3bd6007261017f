import { ApiProperty } from '@nestjs/swagger';

export class SyncStartedDto {
  @ApiProperty({ description: 'Job run id; follow it on `job:<id>` or `website:<id>`' })
  jobId: string;
  @ApiProperty({ example: 'Synchronization started. You will receive an email when it completes.' })
  message: string;
}
