import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toSettingsFormData } from '../../api/settings';
import { reloadPage } from '../../lib/reloadPage';
import { fakeRealtime } from '../../test/fakeRealtime';
import {
  adminUser,
  FIRST_RENDER,
  freshInstallInfo,
  json,
  mockFetch,
  renderApp,
} from '../../test/renderApp';

vi.mock('../../lib/reloadPage', () => ({ reloadPage: vi.fn() }));

const settings = {
  title: 'ai multisite',
  icon: '/favicon.ico',
  icon_svg: '/api/settings/icon.svg?v=2',
  registrationOpen: false,
  auditRetentionDays: 365,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('settings page', () => {
  it('uploads title, icon and the remove-logo flag as multipart, then applies them in place', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: FormData | undefined;
    let saved = false;
    let settingsReads = 0;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/settings': () => {
        settingsReads += 1;
        return json(saved ? { ...settings, title: 'Newsroom', icon_svg: null } : settings);
      },
      'GET /api/cmultisite-info': () =>
        json({ body: { ...freshInstallInfo, title: saved ? 'Newsroom' : 'ai multisite' } }),
      'PUT /api/settings': async (request) => {
        saved = true;
        sent = await request.formData();
        return json({ ...settings, title: 'Newsroom', icon_svg: null });
      },
    });
    renderApp('/apps/settings', { user: adminUser });

    const title = await screen.findByLabelText('Application title');
    fireEvent.change(title, { target: { value: 'Newsroom' } });
    const icon = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[name="icon"]')!, { target: { files: [icon] } });
    fireEvent.click(screen.getByLabelText('Remove the SVG logo'));
    // The audit trail's retention: refused below a month before anything is sent.
    const keep = screen.getByLabelText('Keep the audit trail (days)');
    fireEvent.change(keep, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a whole number of days from 30 to 3650.')).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.change(keep, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Settings updated successfully. The page will reload…'),
    ).toBeTruthy();
    expect(sent?.get('title')).toBe('Newsroom');
    expect(sent?.get('auditRetentionDays')).toBe('90');
    // jsdom's File does not survive Node's Request intact; the part's presence is checked here,
    // its content in the toSettingsFormData test below.
    expect(sent?.has('icon')).toBe(true);
    expect(sent?.has('iconSvg')).toBe(false);
    expect(sent?.get('removeIconSvg')).toBe('true');
    const readsBefore = settingsReads;
    await vi.advanceTimersByTimeAsync(1600);
    // Applied in place: the tab says the new title and the page's data is read again, with no
    // full page load.
    await waitFor(() => expect(document.title).toBe('Settings · Newsroom'));
    await waitFor(() => expect(settingsReads).toBeGreaterThan(readsBefore));
    expect(reloadPage).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('confirms a save whose own live announcement redraws the form before the answer arrives', async () => {
    const socket = fakeRealtime();
    let stored = settings;
    let answer: (() => void) | undefined;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/settings': () => json(stored),
      'GET /api/cmultisite-info': () => json({ body: freshInstallInfo }),
      // Stored at once; the answer is held until the announcement has redrawn the page.
      'PUT /api/settings': () => {
        stored = { ...settings, title: 'Desk Central', updatedAt: '2025-01-02T00:00:00.000Z' };
        return new Promise<Response>((resolve) => {
          answer = () => resolve(json(stored));
        });
      },
    });
    renderApp('/apps/settings', { user: adminUser });
    const title = await screen.findByLabelText('Application title', {}, FIRST_RENDER);
    await waitFor(() => expect(socket.listening('app.info.updated')).toBe(true));
    fireEvent.change(title, { target: { value: 'Desk Central' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(answer).toBeDefined());

    socket.emit('app.info.updated', { ...freshInstallInfo, title: 'Desk Central', version: '2' });
    // The form is drawn again from the stored record (keyed on its version).
    await waitFor(() => expect(screen.getByLabelText('Application title')).not.toBe(title));
    answer!();

    expect(
      await screen.findByText('Settings updated successfully. The page will reload…'),
    ).toBeTruthy();
  });

  it('reports a failure in a toast and shows the field errors from the server', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/settings': () => json(settings),
      'PUT /api/settings': () =>
        json(
          {
            statusCode: 400,
            code: 'settings.icon.not_image',
            message: 'The icon must be a PNG or JPG image.',
            errors: { icon: ['The icon must be a PNG or JPG image.'] },
          },
          400,
        ),
    });
    renderApp('/apps/settings', { user: adminUser });

    await screen.findByLabelText('Application title');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeTruthy();
    expect(await screen.findByText('The icon must be a PNG or JPG image.')).toBeTruthy();
  });

  it('checks the icon type before uploading', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/settings': () => json(settings),
    });
    renderApp('/apps/settings', { user: adminUser });
    await screen.findByLabelText('Application title');

    const gif = new File(['GIF89a'], 'icon.gif', { type: 'image/gif' });
    fireEvent.change(document.querySelector('input[name="icon"]')!, { target: { files: [gif] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The icon must be a PNG or JPG image.')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.every(([input]) => (input as Request).method !== 'PUT')).toBe(
        true,
      ),
    );
  });

  it('builds the multipart body with the chosen files as they are', () => {
    const icon = new File(['png'], 'logo.png', { type: 'image/png' });
    const iconSvg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const form = toSettingsFormData({ title: 'T', icon, iconSvg });
    expect((form.get('icon') as File).name).toBe('logo.png');
    expect((form.get('iconSvg') as File).name).toBe('logo.svg');
    expect(form.get('title')).toBe('T');
    expect(form.has('removeIconSvg')).toBe(false);
  });
});
