import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { Plan } from '../../src/accounts/entities/plan.entity';
import { Article } from '../../src/articles/entities/article.entity';
import { Session } from '../../src/users/entities/session.entity';
import { Country } from '../../src/countries/entities/country.entity';
import { ProductModule } from '../../src/modules/entities/product-module.entity';
import { Provider } from '../../src/providers/entities/provider.entity';
import { Website } from '../../src/websites/entities/website.entity';
import { ArticleClone } from '../../src/cloning/entities/article-clone.entity';
import { WebsiteUser } from '../../src/websites/entities/website-user.entity';
import { createRole, createUser } from './factories';
import type { TestApp } from './test-app';
import { JobRun } from '../../src/core/queues/entities/job-run.entity';
import { JobName, QueueName } from '../../src/core/queues/job-catalogue';
import { Feedback } from '../../src/feedback/entities/feedback.entity';

/** Fixtures for generated route suites: a route's `{id}` resource, built by its path. */

export type Caller = { id: number; accountId: number };

/** Rows owned by an account: another account's user must get 404, as if they did not exist. */
export const TENANT_RESOURCES = [
  'users',
  'accounts',
  'websites',
  'articles',
  'jobs',
  'feedbacks',
  'reviews',
] as const;
/** Shared by every account. */
export const GLOBAL_RESOURCES = ['roles', 'countries', 'modules', 'providers', 'plans'] as const;
export type Resource = (typeof TENANT_RESOURCES)[number] | (typeof GLOBAL_RESOURCES)[number];

let countryFixtures = 0;

/** A session made directly, so thousands of calls need no password hashing. */
export async function tokenFor(t: TestApp, userId: number): Promise<string> {
  const sid = randomUUID();
  await t.db.getRepository(Session).insert({
    id: sid,
    userId,
    expiresAt: new Date(Date.now() + 3600_000),
    revokedAt: null,
    ip: null,
    userAgent: null,
  });
  return t.app.get(JwtService).signAsync({ sub: userId, sid });
}

export const resourceOf = (path: string): Resource | null => {
  const match = /^\/api\/([a-z-]+)\/\{id\}/.exec(path);
  return match ? (match[1] as Resource) : null;
};

/** A fresh row of `resource`, owned by `accountId` and readable by `viewer`. */
export async function fixture(
  t: TestApp,
  resource: Resource,
  accountId: number,
  viewer: Caller,
): Promise<number> {
  switch (resource) {
    case 'users':
      // Without a role: no stronger than any caller, so a holder of write on user may change it.
      return (await createUser(t.db, { accountId, roleName: null })).id;
    case 'accounts':
      return accountId;
    case 'websites':
    case 'articles':
    case 'reviews':
    case 'jobs': {
      const website = await t.db.getRepository(Website).save(
        t.db.getRepository(Website).create({
          accountId,
          name: `Site ${randomUUID().slice(0, 8)}`,
          url: 'https://news.example.org',
        }),
      );
      await t.db
        .getRepository(WebsiteUser)
        .insert({ websiteId: website.id, userId: viewer.id, canWrite: true });
      if (resource === 'websites') return website.id;
      if (resource === 'jobs') {
        const runs = t.db.getRepository(JobRun);
        const run = await runs.save(
          runs.create({
            queue: QueueName.Sync,
            name: JobName.SyncWebsite,
            bullJobId: `matrix-${randomUUID()}`,
            state: 'failed',
            payload: { websiteId: website.id, requestedBy: viewer.id },
            websiteId: website.id,
            accountId,
          }),
        );
        return run.id;
      }
      const article = await t.db.getRepository(Article).save(
        t.db.getRepository(Article).create({
          websiteId: website.id,
          remoteId: 1,
          title: 'Matrix article',
          status: 'publish',
          modifiedAt: new Date(),
        }),
      );
      if (resource === 'articles') return article.id;
      // An AI copy of it held for review on a second website of the account.
      const destination = await t.db.getRepository(Website).save(
        t.db.getRepository(Website).create({
          accountId,
          name: `Desk ${randomUUID().slice(0, 8)}`,
          url: 'https://desk.example.org',
        }),
      );
      await t.db
        .getRepository(WebsiteUser)
        .insert({ websiteId: destination.id, userId: viewer.id, canWrite: true });
      const held = await t.db.getRepository(ArticleClone).save(
        t.db.getRepository(ArticleClone).create({
          sourceArticleId: article.id,
          websiteId: destination.id,
          type: 'ai',
          state: 'held',
          params: { skipTranslation: false, pushSeo: false, status: 'draft', date: null },
          draft: { title: 'Held copy', html: '<p>Held.</p>', excerpt: '', seo: null },
          heldAt: new Date(),
        }),
      );
      return held.id;
    }
    case 'feedbacks': {
      const saved = await t.db.getRepository(Feedback).insert({
        userId: viewer.id,
        accountId,
        fullName: 'Matrix Reporter',
        email: 'reporter@example.org',
        message: 'Something broke',
        page: '/dashboards',
        userAgent: 'matrix',
      });
      return (saved.identifiers[0] as { id: number }).id;
    }
    case 'roles':
      return (await createRole(t.db, { permissions: [] })).id;
    case 'countries': {
      // ISO's user-assigned codes (QM–QZ, XA–XZ) never clash with the seeded countries.
      const n = countryFixtures++;
      const iso2 =
        n < 14 ? `Q${String.fromCharCode(77 + n)}` : `X${String.fromCharCode(65 + n - 14)}`;
      const saved = await t.db.getRepository(Country).save(
        t.db.getRepository(Country).create({
          name: `Land ${iso2}`,
          iso2,
          iso3: `${iso2}Q`,
          dialingPrefix: '+999',
        }),
      );
      return saved.id;
    }
    case 'modules':
      return (
        await t.db.getRepository(ProductModule).save(
          t.db.getRepository(ProductModule).create({
            name: 'Matrix',
            code: `m-${randomUUID().slice(0, 8)}`,
            parentId: null,
            settings: [],
          }),
        )
      ).id;
    case 'plans':
      // The seeded Free plan: only administrators change a plan's limits.
      return (await t.db.getRepository(Plan).findOneByOrFail({ code: 'free' })).id;
    case 'providers':
      // No key and no service: a connection test answers at once, calling nobody.
      return (
        await t.db.getRepository(Provider).save(
          t.db.getRepository(Provider).create({
            name: `matrix-${randomUUID().slice(0, 8)}`,
            prettyName: 'Matrix provider',
            type: 'ai',
            protocol: 'openai',
          }),
        )
      ).id;
  }
}
