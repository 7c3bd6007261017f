import { ApiProperty } from '@nestjs/swagger';

export class QueueHealthDto {
  @ApiProperty() name: string;
  @ApiProperty() ready: boolean;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() failed: number;
  @ApiProperty() delayed: number;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['all', 'api', 'worker'] }) role: string;
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis: 'up' | 'down';
  @ApiProperty({ type: [QueueHealthDto] }) queues: QueueHealthDto[];
}
