import { DomainException } from '../http/domain-error';
import { JobCancelled } from './job-cancellation';
import { jobFailure } from './job-failure';

describe('jobFailure: the one chain every job failure goes through', () => {
  it('takes a cancel as a cancel, final, whatever the handler would call it', () => {
    const failure = jobFailure(new JobCancelled(), () => ({ code: 'clone.failed' }));
    expect(failure).toMatchObject({ code: 'job.cancelled', cancelled: true, permanent: true });
  });

  it("puts the handler's own code first, and keeps the values the error names", () => {
    const error = Object.assign(new Error('host down'), { params: { host: 'a.test' } });
    expect(jobFailure(error, () => ({ code: 'sync.unreachable' }))).toEqual({
      code: 'sync.unreachable',
      params: { host: 'a.test' },
      permanent: false,
      cancelled: false,
      message: 'host down',
    });
  });

  it('ends at once on a refusal with a code, or an error that says retrying cannot help', () => {
    const refusal = new DomainException({
      status: 422,
      code: 'prompt.no_ai_service',
      message: 'x',
    });
    expect(jobFailure(refusal)).toMatchObject({ code: 'prompt.no_ai_service', permanent: true });
    const stuck = Object.assign(new Error('no credentials'), { permanent: true });
    expect(jobFailure(stuck).permanent).toBe(true);
  });

  it('retries anything else, without inventing a code', () => {
    expect(jobFailure(new Error('socket hang up'))).toMatchObject({
      code: undefined,
      permanent: false,
      cancelled: false,
    });
  });
});
