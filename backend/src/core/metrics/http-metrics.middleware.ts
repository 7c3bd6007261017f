import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { MetricsRegistry } from './metrics.registry';

/** Times every HTTP request into the registry's latency histogram, once it has been answered. */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsRegistry) {}

  use(req: Request, res: Response, next: NextFunction) {
    const end = this.metrics.httpLatency.startTimer();
    res.once('finish', () => {
      const pattern = (req.route as { path?: string } | undefined)?.path;
      end({
        method: req.method,
        route: pattern ? `${req.baseUrl}${pattern}` : 'unmatched',
        status: `${Math.floor(res.statusCode / 100)}xx`,
      });
    });
    next();
  }
}
