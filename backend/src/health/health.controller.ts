import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiProperty,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../core/access/decorators';
import { HealthService } from './health.service';

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

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const report = await this.health.check();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
