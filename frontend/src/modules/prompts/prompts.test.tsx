import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Prompt, PromptType } from '../../api/prompts';
import type { Website } from '../../api/websites';
import { fakeRealtime, requestsTo } from '../../test/fakeRealtime';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';
import { setElementWidth } from '../../test/elementWidth';
import { validatePrompt } from './validation';

// The first render of a page loads its lazy chunks: seconds when the suite runs beside API e2e.
const me = { 'GET /api/auth/me': () => json({ userData: adminUser }) };
const TYPES: PromptType[] = ['translation', 'persona', 'generation', 'rework', 'seo'];

const prompt = (type: PromptType, extra: Partial<Prompt> = {}): Prompt => ({
  id: TYPES.indexOf(type) + 1,
  websiteId: null,
  type,
  promptText: `Default ${type} prompt`,
  generationInstructions: null,
  generatedPrompt: null,
  enabled: true,
  own: false,
  createdBy: null,
  updatedBy: null,
  updatedAt: null,
  version: 1,
  ...extra,
});

const website: Website = {
  id: 1,
  accountId: 1,
  name: 'Daily News',
  url: 'https://daily.example.com',
  apiUsername: 'editor',
  apiKeyMasked: '••••••••',
  language: 'it',
  aiProviderId: 1,
  aiServiceId: 1,
  translationProviderId: null,
  verified: true,
  verifiedAt: null,
  wpVersion: null,
  timezone: null,
  yoastActive: false,
  connectorActive: false,
  lastVerifyError: null,
  syncIntervalMinutes: null,
  syncDays: null,
  defaultAuthor: null,
  canonicalToSource: true,
  keepSourceDate: false,
  reviewAi: true,
  lastSyncedAt: null,
  canWrite: true,
  usersCount: 1,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  version: 1,
};

const run = (id: number, state: string) => ({
  id,
  name: 'prompt.generate',
  queue: 'ai',
  state,
  stage: state === 'active' ? 'generating' : null,
  progress: 5,
  message: null,
  code: null,
  attempts: 1,
  websiteId: null,
  websiteName: null,
  articleId: null,
  userId: 7,
  userName: 'Ada Admin',
  createdAt: '2026-11-24T05:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  retryable: false,
});

describe('prompt validation', () => {
  it('mirrors the server rules', () => {
    expect(
      validatePrompt({ promptText: '  ', generationInstructions: '', enabled: true, version: 1 }),
    ).toEqual({ promptText: 'prompts.errors.textRequired' });
    expect(
      validatePrompt({
        promptText: 'x'.repeat(20001),
        generationInstructions: 'y'.repeat(5001),
        enabled: true,
        version: null,
      }),
    ).toEqual({
      promptText: 'prompts.errors.textTooLong',
      generationInstructions: 'prompts.errors.instructionsTooLong',
    });
  });
});

describe('system prompts', () => {
  it('lists every type and generates a prompt that streams into the editor, then saves it', async () => {
    const socket = fakeRealtime();
    let saved: Record<string, unknown> | undefined;
    let generated: Record<string, unknown> | undefined;
    const fetchMock = mockFetch({
      ...me,
      'GET /api/prompts/system': () => json({ data: TYPES.map((type) => prompt(type)) }),
      'POST /api/prompts/system/persona/generate': async (request) => {
        generated = (await request.json()) as Record<string, unknown>;
        return json({ jobId: '31' }, 202);
      },
      'GET /api/jobs/31': () => json(run(31, 'active')),
      'PUT /api/prompts/system/persona': async (request) => {
        saved = (await request.json()) as Record<string, unknown>;
        return json({ message: 'Saved successfully.', data: prompt('persona') });
      },
    });
    renderApp('/apps/prompts/system', { user: adminUser });
    const table = await screen.findByTestId('prompts-table', {}, FIRST_RENDER);
    for (const label of ['Translation', 'Persona', 'AI Generation', 'Rework', 'SEO']) {
      expect(within(table).getByText(label)).toBeTruthy();
    }

    fireEvent.click(screen.getByTestId('prompt-edit-persona'));
    const dialog = await screen.findByTestId('prompt-dialog');
    const editor = within(dialog).getByTestId('prompt-text') as HTMLTextAreaElement;
    expect(editor.value).toBe('Default persona prompt');
    fireEvent.change(dialog.querySelector('[name="generationInstructions"]')!, {
      target: { value: 'A calm science journalist' },
    });
    fireEvent.click(within(dialog).getByTestId('prompt-generate'));
    await waitFor(() =>
      expect(socket.sent.some((s) => s.event === 'job.watch' && s.args[0] === '31')).toBe(true),
    );
    // The editor asks for the text streamed before it joined, too.
    expect(socket.sent.some((s) => s.event === 'job.text.watch' && s.args[0] === '31')).toBe(true);
    expect(generated).toEqual({ instructions: 'A calm science journalist' });

    const piece = (seq: number, delta: string) =>
      socket.emit('job.text', { jobId: '31', field: 'prompt', seq, delta });
    piece(0, 'You are');
    await waitFor(() => expect(editor.value).toBe('You are'));
    // A piece ahead of one it follows waits for it: the text never shows with a hole.
    piece(2, ' science');
    expect(editor.value).toBe('You are');
    piece(1, ' a calm');
    await waitFor(() => expect(editor.value).toBe('You are a calm science'));
    expect(editor.readOnly).toBe(true);
    socket.emit('job.text', {
      jobId: '31',
      field: 'prompt',
      seq: 3,
      delta: '',
      done: true,
      text: 'You are a calm science journalist.',
    });
    await waitFor(() => expect(editor.value).toBe('You are a calm science journalist.'));
    expect(editor.readOnly).toBe(false);

    fireEvent.click(within(dialog).getByTestId('prompt-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(saved).toEqual({
      promptText: 'You are a calm science journalist.',
      generationInstructions: 'A calm science journalist',
      enabled: true,
      version: 1,
    });
    expect(requestsTo(fetchMock, 'PUT', '/api/prompts/system/persona')).toHaveLength(1);
  }, 20_000);

  it('shows the failure of a generation by its code', async () => {
    fakeRealtime();
    mockFetch({
      ...me,
      'GET /api/prompts/system': () => json({ data: TYPES.map((type) => prompt(type)) }),
      'POST /api/prompts/system/seo/generate': () =>
        json(
          {
            statusCode: 409,
            code: 'prompt.no_ai_service',
            message: 'The website has no AI service: choose one in its settings.',
          },
          409,
        ),
    });
    renderApp('/apps/prompts/system', { user: adminUser });
    fireEvent.click(await screen.findByTestId('prompt-edit-seo', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('prompt-dialog');
    fireEvent.change(dialog.querySelector('[name="generationInstructions"]')!, {
      target: { value: 'Short' },
    });
    fireEvent.click(within(dialog).getByTestId('prompt-generate'));
    expect((await screen.findByTestId('prompt-generate-error')).textContent).toContain(
      'The website has no AI service',
    );
  }, 20_000);
});

describe('website prompts tab', () => {
  it('on a phone, shows each prompt as a card: its text, source and actions, no sideways scroll', async () => {
    setElementWidth(358);
    fakeRealtime();
    mockFetch({
      ...me,
      'GET /api/providers/options': () => json({ data: [] }),
      'GET /api/websites/1': () => json(website),
      'GET /api/websites/1/users': () => json({ data: [] }),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 5 }),
      'GET /api/websites/1/prompts': () =>
        json({
          data: TYPES.map((type) =>
            type === 'rework'
              ? prompt(type, { websiteId: 1, own: true, promptText: 'Our rework' })
              : prompt(type),
          ),
        }),
    });
    renderApp('/apps/websites/view/1?tab=prompts', { user: adminUser });
    // Measured, as Chromium's ResizeObserver reports it after the first layout.
    await waitFor(
      () => expect(screen.getByTestId('prompts-table').dataset.view).toBe('cards'),
      FIRST_RENDER,
    );
    const list = screen.getByTestId('prompts-table');
    expect(list.querySelector('table')).toBeNull();
    const card = within(list).getByTestId('prompt-row-rework');
    expect(Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual([
      'Type',
      'Prompt',
      'Source',
      'Enabled',
      'Updated by',
      'Actions',
    ]);
    expect(within(card).getByText('Our rework')).toBeTruthy();
    expect(within(card).getByText('Own')).toBeTruthy();
    fireEvent.click(within(card).getByTestId('prompt-reset-rework'));
    expect((await screen.findByTestId('prompt-reset-confirm')).textContent).toContain('Rework');
  });

  it('marks own prompts, resets and deletes them after confirmation', async () => {
    fakeRealtime();
    const calls: string[] = [];
    mockFetch({
      ...me,
      'GET /api/providers/options': () => json({ data: [] }),
      'GET /api/websites/1': () => json(website),
      'GET /api/websites/1/users': () => json({ data: [] }),
      'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 5 }),
      'GET /api/websites/1/prompts': () =>
        json({
          data: TYPES.map((type) =>
            type === 'rework'
              ? prompt(type, {
                  websiteId: 1,
                  own: true,
                  promptText: 'Our rework',
                  updatedBy: { id: 7, name: 'Ada Admin' },
                  version: 3,
                })
              : prompt(type, { version: null }),
          ),
        }),
      'POST /api/websites/1/prompts/rework/reset': async (request) => {
        calls.push(`reset ${JSON.stringify(await request.json())}`);
        return json({
          message: 'The prompt has been reset',
          data: prompt('rework', { websiteId: 1, own: true }),
        });
      },
      'DELETE /api/websites/1/prompts/rework': (request) => {
        calls.push(`delete ${new URL(request.url).search}`);
        return json({ message: 'The prompt has been deleted' });
      },
    });
    renderApp('/apps/websites/view/1?tab=prompts', { user: adminUser });
    const table = await screen.findByTestId('prompts-table', {}, FIRST_RENDER);
    const row = within(table).getByTestId('prompt-row-rework');
    expect(within(row).getByText('Own')).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
    expect(within(within(table).getByTestId('prompt-row-seo')).getByText('Default')).toBeTruthy();
    expect(screen.queryByTestId('prompt-delete-seo')).toBeNull();

    fireEvent.click(within(row).getByTestId('prompt-reset-rework'));
    expect((await screen.findByTestId('prompt-reset-confirm')).textContent).toContain('Rework');
    fireEvent.click(screen.getByText('Reset to default'));
    expect(await screen.findByText('The prompt has been reset')).toBeTruthy();

    fireEvent.click(within(row).getByTestId('prompt-delete-rework'));
    await screen.findByTestId('prompt-delete-confirm');
    fireEvent.click(screen.getByText('Delete'));
    expect(await screen.findByText('The prompt has been deleted')).toBeTruthy();
    // Both name the version the list showed.
    expect(calls).toEqual(['reset {"version":3}', 'delete ?version=3']);
  }, 20_000);

  const websiteRoutes = (prompts: () => Prompt[]) => ({
    ...me,
    'GET /api/providers/options': () => json({ data: [] }),
    'GET /api/websites/1': () => json(website),
    'GET /api/websites/1/users': () => json({ data: [] }),
    'GET /api/jobs': () => json({ data: [], total: 0, page: 1, perPage: 5 }),
    'GET /api/websites/1/prompts': () => json({ data: prompts() }),
  });
  const changedMeanwhile = (record: Prompt) =>
    json(
      {
        statusCode: 409,
        code: 'record.changed',
        message: 'Someone else saved this meanwhile.',
        changed: {
          version: record.version ?? 0,
          by: { id: 2, name: 'Olga Other' },
          at: '2026-11-26T07:30:00.000Z',
          record,
        },
      },
      409,
    );

  it("shows who created the website's prompt while the editor showed the default, and saves on theirs once loaded", async () => {
    fakeRealtime();
    const theirs = prompt('seo', {
      websiteId: 1,
      own: true,
      promptText: 'Olga SEO prompt',
      enabled: false,
      version: 1,
    });
    const sent: Record<string, unknown>[] = [];
    mockFetch({
      ...websiteRoutes(() => TYPES.map((type) => prompt(type, { version: null }))),
      'PUT /api/websites/1/prompts/seo': async (request) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return sent.length === 1
          ? changedMeanwhile(theirs)
          : json({ message: 'Saved successfully.', data: { ...theirs, version: 2 } });
      },
    });
    renderApp('/apps/websites/view/1?tab=prompts', { user: adminUser });
    fireEvent.click(await screen.findByTestId('prompt-edit-seo', {}, FIRST_RENDER));
    const dialog = await screen.findByTestId('prompt-dialog');
    const editor = within(dialog).getByTestId('prompt-text') as HTMLTextAreaElement;
    fireEvent.change(editor, { target: { value: 'My SEO prompt' } });
    fireEvent.click(within(dialog).getByTestId('prompt-save'));

    const notice = await within(dialog).findByTestId('form-conflict');
    expect(notice.textContent).toContain('Olga Other saved this at');
    expect(notice.textContent).toContain('Your changes were not saved.');
    expect(
      within(notice)
        .getAllByTestId('form-conflict-value')
        .map((row) => row.textContent),
    ).toEqual(['PromptOlga SEO prompt', 'EnabledDisabled']);
    // The editor keeps the reader's text until they choose to load theirs.
    expect(editor.value).toBe('My SEO prompt');
    // The default was shown: the save named no version (it creates the website's own prompt).
    expect(sent[0]).toEqual({
      promptText: 'My SEO prompt',
      generationInstructions: null,
      enabled: true,
    });

    fireEvent.click(within(notice).getByTestId('form-conflict-load'));
    expect(within(dialog).queryByTestId('form-conflict')).toBeNull();
    expect(editor.value).toBe('Olga SEO prompt');
    fireEvent.change(editor, { target: { value: 'Olga SEO prompt, and mine' } });
    fireEvent.click(within(dialog).getByTestId('prompt-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('prompt-dialog')).toBeNull());
    expect(sent[1]).toEqual({
      promptText: 'Olga SEO prompt, and mine',
      generationInstructions: null,
      enabled: false,
      version: 1,
    });
  }, 20_000);

  it('says so when a reset or delete is refused because someone saved the prompt meanwhile', async () => {
    fakeRealtime();
    const ours = prompt('rework', {
      websiteId: 1,
      own: true,
      promptText: 'Our rework',
      version: 2,
    });
    const theirs = { ...ours, promptText: 'Their rework', version: 3 };
    mockFetch({
      ...websiteRoutes(() => TYPES.map((type) => (type === 'rework' ? ours : prompt(type)))),
      'POST /api/websites/1/prompts/rework/reset': () => changedMeanwhile(theirs),
      'DELETE /api/websites/1/prompts/rework': () => changedMeanwhile(theirs),
    });
    renderApp('/apps/websites/view/1?tab=prompts', { user: adminUser });
    fireEvent.click(await screen.findByTestId('prompt-reset-rework', {}, FIRST_RENDER));
    await screen.findByTestId('prompt-reset-confirm');
    fireEvent.click(screen.getByText('Reset to default'));
    const told = await screen.findByText(
      'Someone else changed this prompt meanwhile: nothing was done. The list now shows their version.',
    );
    expect(told.closest('.bp6-toast')!.className).toContain('bp6-intent-warning');

    fireEvent.click(screen.getByTestId('prompt-delete-rework'));
    await screen.findByTestId('prompt-delete-confirm');
    fireEvent.click(screen.getByText('Delete'));
    await waitFor(() => expect(screen.getAllByText(told.textContent!)).toHaveLength(2));
  }, 20_000);
});
