import { Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConsumes,
  ApiExtension,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from '../core/access/decorators';
import { AnalyticsIngest } from './ingest/analytics-ingest.service';
import { answerBeacon } from './ingest/beacon-route';
import { TRACKING_SCRIPT } from './ingest/tracking-script';

/** The tracking script and the beacon: public, posted by the tracked websites' pages. */
@ApiTags('analytics')
@Controller()
@Public()
@SkipThrottle()
export class CollectController {
  constructor(private readonly ingest: AnalyticsIngest) {}

  /** Served outside /api (see configureApp) and cached by browsers for an hour. */
  @Get('t.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Cross-Origin-Resource-Policy', 'cross-origin')
  @ApiOkResponse({ description: 'The tracking script' })
  script(): string {
    return TRACKING_SCRIPT;
  }

  /**
   * A page view or event. 202 whether or not it is stored (bots, unknown keys and other origins
   * are dropped); CORS headers only for the website's own origin. Served by `mountBeaconRoute` ahead
   * of the API's middleware; this route answers the same where that handler is not mounted.
   */
  @Post('collect')
  @HttpCode(202)
  @ApiConsumes('text/plain', 'application/json')
  // Exempt from the same-origin rule of writes (request-gate.ts CROSS_SITE_PATHS).
  @ApiExtension('x-cross-site', true)
  @ApiAcceptedResponse({ description: 'Accepted' })
  async collect(@Req() req: Request, @Res() res: Response): Promise<void> {
    await answerBeacon(this.ingest, req, res, req.ip ?? '');
  }
}
