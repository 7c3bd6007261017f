import { ApiProperty } from '@nestjs/swagger';

export class QueueHealthDto {
  @ApiProperty() name: string;
  @ApiProperty() ready: boolean;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() failed: number;
  @ApiProperty() delayed: number;
}

export class ReplicaHealthDto {
  @ApiProperty({ description: 'host:port', example: 'replica1:3306' }) name: string;
  @ApiProperty({
    enum: ['up', 'lagging', 'down'],
    description:
      'up: serving reads; lagging: further behind than DATABASE_REPLICA_MAX_LAG_SECONDS or replication stopped; down: not answering. Reads skip a replica that is not up.',
  })
  state: 'up' | 'lagging' | 'down';
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Seconds behind the primary, as the replica reports it (null: it cannot say)',
  })
  lagSeconds: number | null;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['all', 'api', 'worker'] }) role: string;
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis: 'up' | 'down';
  @ApiProperty({ type: [QueueHealthDto] }) queues: QueueHealthDto[];
  @ApiProperty({
    type: [ReplicaHealthDto],
    description:
      'The read replicas (DATABASE_REPLICA_URLS); one not up leaves the status ok: the primary serves its reads',
  })
  replicas: ReplicaHealthDto[];
}
