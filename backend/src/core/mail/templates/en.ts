import type { MailStrings } from './types';

export const en: MailStrings = {
  lang: 'en',
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: (app) => `The ${app} team`,
  linkFallback: 'If the button does not work, copy this address into your browser:',
  hours: { one: 'hour', other: 'hours' },
  sync: {
    succeededSubject: (website) => `Articles synchronized successfully — ${website}`,
    succeeded: (website) => `Articles synchronized successfully: ${website}.`,
    counts: (c) => [
      `Posts modified in the synchronized period: ${c.total}`,
      `New articles: ${c.inserted}`,
      `Updated articles: ${c.changed}`,
      `Marked as deleted in WordPress: ${c.deleted}`,
    ],
    failedSubject: (website) => `Failed to synchronize articles content — ${website}`,
    failed: (website) => `Failed to synchronize articles content: ${website}.`,
    reason: 'Reason:',
  },
  notifications: {
    assignedSubject: (title) => `Assigned to you: ${title}`,
    assigned: ({ by, title, website }) => `${by} assigned you “${title}” (${website}).`,
    sourceChangedSubject: (title) => `Your copies are behind: ${title}`,
    sourceChanged: ({ title, website }) =>
      `“${title}” changed on ${website}: your copies of it are behind. One push from its clone history updates them.`,
    reviewWaitingSubject: (title) => `Waiting for your review: ${title}`,
    reviewWaiting: ({ title, website }) =>
      `The AI copy of “${title}” for ${website} waits for review: nothing reaches the website until someone sends it.`,
    quotaNearSubject: 'Your AI quota is nearly used up',
    quotaNear: ({ used, limit, characters }) =>
      `This month the account has used ${Math.round((used / limit) * 100)}% of its AI ${characters ? 'translation characters' : 'tokens'} (${used.toLocaleString('en')} of ${limit.toLocaleString('en')}). AI work stops when the limit is reached; the plan or next month brings more.`,
    digestSubject: (count) =>
      `Your day in ai multisite: ${count === 1 ? '1 notice' : `${count} notices`}`,
    digestIntro: (count) =>
      count === 1
        ? 'One notice is unread on your bell since yesterday:'
        : `${count} notices are unread on your bell since yesterday:`,
    digestMore: 'More are on your bell.',
    runFailedSubject: (what) => `Failed: ${what}`,
    runFailed: (what) => `This did not succeed and will not be tried again: ${what}.`,
    jobs: {
      clone: (title) => `the clone of “${title}”`,
      generation: (title) => `the AI article “${title}”`,
      sync: (website) => `the synchronization of ${website}`,
    },
    open: 'Open it:',
    reason: 'Reason:',
    settings: 'Choose what you are told, and how, on your profile.',
  },
  kinds: {
    'verify-email': {
      subject: (app) => `Confirm your email address for ${app}`,
      intro: (app) => [
        `Thanks for signing up to ${app}. Confirm your email address to activate your account:`,
      ],
      action: 'Confirm my email address',
      outro: (expiry) => [
        `The link works once and expires in ${expiry}.`,
        'If you did not create an account, you can ignore this email.',
      ],
    },
    'reset-password': {
      subject: (app) => `Reset your ${app} password`,
      intro: (app) => [
        `We received a request to reset the password of your ${app} account. Choose a new password here:`,
      ],
      action: 'Reset my password',
      outro: (expiry) => [
        `The link works once and expires in ${expiry}.`,
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
    },
    'unlock-sign-in': {
      subject: (app) => `Finish signing in to ${app}`,
      intro: (app) => [
        `Someone has tried many wrong passwords on your ${app} account, so signing in from a new device now also needs this link. The right password was just entered: if it was you, finish signing in here:`,
      ],
      action: 'Finish signing in',
      outro: (expiry) => [
        `The link works once and expires in ${expiry}. The device you open it on is remembered afterwards.`,
        'If it was not you, someone knows your password: change it right away.',
      ],
    },
    invite: {
      subject: (app) => `You are invited to ${app}`,
      intro: (app) => [`You have been invited to ${app}. Choose your password to sign in:`],
      action: 'Set my password',
      outro: (expiry) => [
        `The link works once and expires in ${expiry}.`,
        'If you were not expecting this invitation, you can ignore this email.',
      ],
    },
    'already-registered': {
      subject: (app) => `Someone tried to sign up to ${app} with your email`,
      intro: (app) => [
        `Someone just tried to create a new ${app} account with this email address. You already have an account, so nothing was created.`,
        'If it was you, simply sign in. If you forgot your password, use "Forgot password" on the sign-in page.',
      ],
      outro: () => ['If it was not you, you can ignore this email: your account is unchanged.'],
    },
    'two-factor-enabled': {
      subject: (app) => `Two-step sign-in is on for your ${app} account`,
      intro: (app) => [
        `Two-step sign-in is now turned on for your ${app} account. From now on, signing in also asks for a code from your authenticator app.`,
        'Keep your recovery codes somewhere safe: each one lets you sign in once if you lose your phone.',
      ],
      outro: () => [
        'If you did not do this, reset your password right away and contact an administrator.',
      ],
    },
  },
};
