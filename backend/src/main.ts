import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DataSource } from 'typeorm';
import { createApp } from './app.factory';
import { ConfigError, loadConfig, type AppConfig } from './core/config/env';
import { domWindow } from './core/html/dom-purify';
import { PasswordHasher } from './core/security/passwords';
import { checkRedis, ensureDatabase, PreflightError } from './core/database/preflight';
import { seed } from './database/seed';

/** Any failure before the app is up ends in one clear line, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`\n✖ ${message}\n\n`);
  process.exit(1);
}

async function preflight(): Promise<AppConfig> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    await ensureDatabase(config);
    await checkRedis(config);
  } catch (error) {
    if (error instanceof PreflightError) fail(error.message);
    throw error;
  }
  return config;
}

async function bootstrap() {
  const config = await preflight();
  // The sanitiser's DOM (about a second of CPU), loaded before the app starts rather than on the
  // first article a request or a job reads: loaded after, it held the event loop while the
  // start's first Redis commands were in flight, and they timed out on a healthy first boot
  // ("Analytics retention skipped: Command timed out").
  domWindow();
  const app = await createApp(config);
  await app.listen(config.PORT, config.HOST);
  if (!config.runsApi) {
    process.stdout.write(`ai multisite worker running (health on port ${config.PORT}).\n`);
    return;
  }
  const lines = [`ai multisite is running at ${config.publicUrl}`];
  if (config.SEED) {
    const result = await seed(
      app.get(DataSource),
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      app.get(PasswordHasher),
    );
    if (result.generatedPassword) {
      lines.push(
        `Log in as ${result.adminEmail} with the generated password: ${result.generatedPassword}`,
      );
      lines.push('(shown once; set ADMIN_EMAIL / ADMIN_PASSWORD to choose your own)');
    } else if (result.adminCreated) {
      lines.push(`Log in as ${result.adminEmail} with the password from ADMIN_PASSWORD.`);
    } else {
      lines.push(
        `Log in as ${result.adminEmail} (the demo administrator already exists; its password is unchanged).`,
      );
    }
  }
  lines.push(...(await mailStatus(config)));
  lines.push(`API docs: ${config.publicUrl}/api/docs · health: ${config.publicUrl}/api/health`);
  const width = Math.max(...lines.map((l) => l.length));
  process.stdout.write(
    `\n┌${'─'.repeat(width + 2)}┐\n${lines.map((l) => `│ ${l.padEnd(width)} │`).join('\n')}\n└${'─'.repeat(width + 2)}┘\n\n`,
  );
}

/** How mail leaves, and what a newcomer does when nothing answers there (README: Mail). */
async function mailStatus(config: AppConfig): Promise<string[]> {
  const where = redactedUrl(config.SMTP_URL);
  const transport = createTransport(config.SMTP_URL, {
    connectionTimeout: 1500,
    greetingTimeout: 1500,
  } as SMTPTransport.Options);
  try {
    await transport.verify();
    return [`Mail goes out through ${where}.`];
  } catch {
    return [
      `Mail: nothing answers at ${where}. Invitations and password links are retried for about`,
      '8 minutes, then show as failed on the Jobs page (retry there). Set SMTP_URL: README, Mail.',
    ];
  } finally {
    transport.close();
  }
}

const redactedUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

bootstrap().catch((error: Error) => fail(`ai multisite failed to start: ${error.message}`));
