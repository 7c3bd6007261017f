import { dropEnv, login, startApp, testEnv } from './support/test-app';

/**
 * `mysql://` is the usual URL for a MariaDB too: the app must work on every start, not only the
 * first (TypeORM once took the scheme's word for the server and failed every later start).
 */
describe.each(['mysql:', 'mariadb:'])('DATABASE_URL with %s pointing at MariaDB', (scheme) => {
  const env = testEnv();
  env.databaseUrl = env.databaseUrl.replace(/^[a-z]+:/, scheme);

  afterAll(() => dropEnv(env));

  it('starts, stops and starts again, reading and writing each time', async () => {
    for (const round of [1, 2, 3]) {
      const t = await startApp(env);
      try {
        // Asked of the server, whatever the scheme says.
        expect(t.db.options.type).toBe('mariadb');
        const { cookie, body } = await login(t);
        await t.http
          .patch(`/api/users/${body.userData.id}`)
          .set('Cookie', cookie)
          .send({ firstName: `Round ${round}` })
          .expect(200);
        const me = await t.http.get('/api/auth/me').set('Cookie', cookie).expect(200);
        expect(me.body.userData.firstName).toBe(`Round ${round}`);
      } finally {
        await t.close();
      }
    }
  }, 90_000);
});
