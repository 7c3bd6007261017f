import type { AppConfig } from '../config/env';
import type { JobText } from './event-map';
import { FRAME_MS, JobTextLog } from './job-text-log';

describe('JobTextLog.writer', () => {
  let sent: JobText[];
  let log: JobTextLog;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    log = new JobTextLog(null as never, null as never, { REDIS_PREFIX: 't' } as AppConfig);
    // What goes to Redis and the room is JobTextLog.stream's (the e2e specs); here, what is sent.
    jest.spyOn(log, 'stream').mockImplementation((piece) => void sent.push(piece));
  });
  afterEach(() => jest.useRealTimers());

  it('sends the first piece at once and gathers the rest into one piece per frame', () => {
    const writer = log.writer({ jobId: '7', field: 'body' });
    writer.write('Once');
    expect(sent).toEqual([{ jobId: '7', field: 'body', seq: 0, delta: 'Once' }]);
    for (const token of [' upon', ' a', ' time']) writer.write(token);
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(FRAME_MS);
    expect(sent[1]).toEqual({ jobId: '7', field: 'body', seq: 1, delta: ' upon a time' });
    writer.write(',');
    writer.write(' far');
    writer.end('Once upon a time, far');
    expect(sent.slice(2)).toEqual([
      { jobId: '7', field: 'body', seq: 2, delta: ', far' },
      { jobId: '7', field: 'body', seq: 3, delta: '', done: true, text: 'Once upon a time, far' },
    ]);
    // Nothing is left to send once it ended.
    jest.advanceTimersByTime(FRAME_MS * 2);
    expect(sent).toHaveLength(4);
  });

  it('numbers pieces without gaps and skips empty deltas', () => {
    const writer = log.writer({ jobId: '8', field: 'title' });
    writer.write('');
    writer.write('A');
    writer.write('');
    jest.advanceTimersByTime(FRAME_MS);
    writer.write('B');
    jest.advanceTimersByTime(FRAME_MS);
    writer.end('AB');
    expect(sent.map((p) => [p.seq, p.delta])).toEqual([
      [0, 'A'],
      [1, 'B'],
      [2, ''],
    ]);
  });
});
