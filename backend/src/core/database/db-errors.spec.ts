import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, isDuplicateKey } from './db-errors';

/** An error as mysql2 makes it: a Node network error or a server error packet, marked fatal. */
function mysql2Error(message: string, props: Record<string, unknown>) {
  return Object.assign(new Error(message), props);
}

const wrapped = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('isDatabaseUnavailable', () => {
  const refused = mysql2Error('connect ECONNREFUSED 127.0.0.1:3306', {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
    fatal: true,
  });
  const lost = mysql2Error('Connection lost: The server closed the connection.', {
    code: 'PROTOCOL_CONNECTION_LOST',
    fatal: true,
  });
  const timedOut = mysql2Error('connect ETIMEDOUT', { code: 'ETIMEDOUT', fatal: true });
  const closed = mysql2Error("Can't add new command when connection is in closed state", {
    fatal: true,
  });
  const tooMany = mysql2Error('Too many connections', {
    code: 'ER_CON_COUNT_ERROR',
    errno: 1040,
    sqlState: '08004',
    fatal: true,
  });
  const shutdown = mysql2Error('Server shutdown in progress', {
    code: 'ER_SERVER_SHUTDOWN',
    errno: 1053,
    sqlState: '08S01',
  });
  const killed = mysql2Error('Connection was killed', { errno: 1927, sqlState: '70100' });

  it.each([
    ['a refused connection (the pool opening one)', refused],
    ['a connection lost mid-query', lost],
    ['a connect timeout', timedOut],
    ['a query sent on a closed connection', closed],
    ['too many connections', tooMany],
    ['a server shutting down', shutdown],
    ['a session killed by the shutdown', killed],
  ])('knows %s, raw or wrapped in QueryFailedError', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    expect(isDatabaseUnavailable(new Error('sync failed', { cause: wrapped(error) }))).toBe(true);
  });

  it('is not fooled by errors of queries, of other servers or of code', () => {
    const duplicate = wrapped(
      mysql2Error("Duplicate entry 'a' for key 'UQ_name'", {
        code: 'ER_DUP_ENTRY',
        errno: 1062,
        sqlState: '23000',
        sqlMessage: "Duplicate entry 'a' for key 'UQ_name'",
      }),
    );
    expect(isDuplicateKey(duplicate)).toBe(true);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    // A WordPress site that refuses the connection: not marked by mysql2, not wrapped by TypeORM.
    const wordpress = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8080'), {
        code: 'ECONNREFUSED',
      }),
    });
    expect(isDatabaseUnavailable(wordpress)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection lost in the mail'))).toBe(false);
    for (const value of [undefined, null, 'ECONNREFUSED', 42]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });
});
