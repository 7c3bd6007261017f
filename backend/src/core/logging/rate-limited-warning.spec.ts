import { rateLimitedWarning } from './rate-limited-warning';

describe('rateLimitedWarning', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says a warning once per interval, however often it is asked to', () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const said: string[] = [];
    const warn = rateLimitedWarning({ warn: (m: string) => said.push(m) }, 60_000);
    warn('Redis is away (1)');
    now += 59_999;
    warn('Redis is away (2)');
    expect(said).toEqual(['Redis is away (1)']);
    now += 1;
    warn('Redis is away (3)');
    warn('Redis is away (4)');
    expect(said).toEqual(['Redis is away (1)', 'Redis is away (3)']);
  });
});
