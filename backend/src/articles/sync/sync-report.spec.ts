import { LONG_SYNC_MS, mailsOnEnd } from './sync-report';

describe('who is mailed when a sync ends', () => {
  it('mails the requester who asked (or whose run reads every post)', () => {
    expect(mailsOnEnd({ requestedBy: 3, notify: true }, 1_000)).toBe(true);
  });

  it('does not mail a requester who waits on the page, unless the run turned out long', () => {
    expect(mailsOnEnd({ requestedBy: 3, notify: false }, 1_000)).toBe(false);
    expect(mailsOnEnd({ requestedBy: 3, notify: false }, LONG_SYNC_MS)).toBe(true);
  });

  it('never mails for a scheduled run, however long', () => {
    expect(mailsOnEnd({ requestedBy: null, notify: true }, LONG_SYNC_MS * 10)).toBe(false);
  });

  it('mails as before for runs queued before the choice existed', () => {
    expect(mailsOnEnd({ requestedBy: 3 }, 1_000)).toBe(true);
  });
});
