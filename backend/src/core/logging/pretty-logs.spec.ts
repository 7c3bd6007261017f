import { Writable } from 'node:stream';
import { pino } from 'pino';
import { prettyLogs, prettyStream } from './logging.module';

describe('log format', () => {
  it('is pretty on a terminal when left to auto, JSON otherwise, as asked when asked', () => {
    expect(prettyLogs('auto', true)).toBe(true);
    expect(prettyLogs('auto', false)).toBe(false);
    expect(prettyLogs('json', true)).toBe(false);
    expect(prettyLogs('pretty', false)).toBe(true);
  });

  it('writes one short line per entry: time, level, context and message, or the request', () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    const logger = pino({ base: { pid: 4242, hostname: 'box', role: 'all' } }, prettyStream(sink));
    logger.info({ context: 'AnalyticsRetention' }, 'Range caches ready');
    logger.info(
      {
        req: { id: 1, method: 'GET', url: '/api/articles?q=x' },
        res: { statusCode: 200 },
        responseTime: 12,
      },
      'request completed',
    );
    logger.warn('Mail: nothing answers');
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: \[AnalyticsRetention\] Range caches ready$/,
    );
    expect(lines[1]).toMatch(/INFO: GET \/api\/articles\?q=x 200 12 ms$/);
    expect(lines[2]).toMatch(/WARN: Mail: nothing answers$/);
    expect(out).not.toMatch(/4242|box|\{/);
  });
});
