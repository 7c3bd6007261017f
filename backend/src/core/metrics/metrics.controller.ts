import {
  Controller,
  Get,
  Header,
  Headers,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { timingSafeEqual } from 'node:crypto';
import { Public } from '../access/decorators';
import { AppConfig } from '../config/env';
import { MetricsRegistry } from './metrics.registry';

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `GET /metrics` for Prometheus, behind METRICS_TOKEN (absent: the route does not exist). */
@ApiExcludeController()
@Controller()
@Public()
@SkipThrottle()
export class MetricsController {
  constructor(
    private readonly registry: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics(@Headers('authorization') authorization?: string): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (!token) throw new NotFoundException();
    if (!authorization || !same(authorization, `Bearer ${token}`)) {
      throw new UnauthorizedException();
    }
    return this.registry.render();
  }
}
