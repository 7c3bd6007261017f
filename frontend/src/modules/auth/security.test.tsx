import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, mockFetch, renderApp, FIRST_RENDER } from '../../test/renderApp';

const codes = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];

async function openSecurity() {
  fireEvent.click(await screen.findByTestId('user-menu', {}, FIRST_RENDER));
  fireEvent.click(await screen.findByTestId('security'));
  return screen.findByTestId('security-dialog', {}, FIRST_RENDER);
}

describe('two-step sign-in settings', () => {
  it('enrols with the QR code and a code, then shows the recovery codes once', async () => {
    let enabled = false;
    let enableBody: unknown;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/auth/2fa': () => json({ enabled, recoveryCodesLeft: enabled ? codes.length : 0 }),
      'POST /api/auth/2fa/setup': () =>
        json({
          otpauthUrl: 'otpauth://totp/x',
          qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          secret: 'JBSWY3DPEHPK3PXP',
        }),
      'POST /api/auth/2fa/enable': async (request) => {
        enableBody = await request.json();
        enabled = true;
        return json({ recoveryCodes: codes });
      },
    });
    renderApp('/dashboards', { user: adminUser });
    const dialog = await openSecurity();

    fireEvent.click(await within(dialog).findByTestId('two-factor-start'));
    const qr = await within(dialog).findByTestId('two-factor-qr');
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(within(dialog).getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');

    fireEvent.paste(within(dialog).getByTestId('two-factor-digit-0'), {
      clipboardData: { getData: () => '246810' },
    });
    const shown = await within(dialog).findByTestId('two-factor-recovery-codes');
    expect(enableBody).toEqual({ code: '246810' });
    for (const code of codes) expect(within(shown).getByText(code)).toBeTruthy();

    fireEvent.click(within(shown).getByTestId('two-factor-done'));
    await waitFor(() => expect(screen.queryByTestId('security-dialog')).toBeNull());
    const reopened = await openSecurity();
    expect(await within(reopened).findByTestId('two-factor-on')).toBeTruthy();
    expect(within(reopened).queryByText(codes[0]!)).toBeNull();
  });

  it('turns it off with the password and a code, showing a wrong password inline', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/auth/2fa': () => json({ enabled: calls < 2, recoveryCodesLeft: 8 }),
      'POST /api/auth/2fa/disable': () => {
        calls += 1;
        return calls === 1
          ? json(
              {
                statusCode: 400,
                code: 'two_factor.wrong_password',
                message: 'The password is incorrect.',
                errors: { password: ['The password is incorrect.'] },
              },
              400,
            )
          : json({ message: 'Two-step sign-in has been turned off.' });
      },
    });
    renderApp('/dashboards', { user: adminUser });
    const dialog = await openSecurity();
    await within(dialog).findByTestId('two-factor-disable');

    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByTestId('two-factor-disable-submit'));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('two-factor-disable-submit'));
    expect(await screen.findByText('Two-step sign-in has been turned off.')).toBeTruthy();
    expect(await within(dialog).findByTestId('two-factor-start')).toBeTruthy();
  });
});

describe('changing one’s own password', () => {
  it('checks the repeat, shows a wrong current password at its field, then confirms', async () => {
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/auth/me': () => json({ userData: adminUser }),
      'GET /api/auth/2fa': () => json({ enabled: false, recoveryCodesLeft: 0 }),
      'POST /api/auth/change-password': async (request) => {
        const body = (await request.json()) as { currentPassword: string };
        sent.push(body);
        return body.currentPassword === 'right one'
          ? json({ message: 'ok' })
          : json(
              {
                statusCode: 400,
                code: 'auth.wrong_current_password',
                message: 'The current password is not correct.',
                errors: { currentPassword: ['The current password is not correct.'] },
              },
              400,
            );
      },
    });
    renderApp('/dashboards', { user: adminUser });
    const dialog = await openSecurity();
    const form = await within(dialog).findByTestId('change-password');
    const type = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
    type('currentPassword', 'wrong one');
    type('newPassword', 'new quiet river 77');
    type('confirmPassword', 'new quiet river 78');
    fireEvent.click(within(form).getByTestId('change-password-submit'));
    expect(await within(form).findByText('The passwords do not match.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    type('confirmPassword', 'new quiet river 77');
    fireEvent.click(within(form).getByTestId('change-password-submit'));
    expect(await within(form).findByText('The current password is not correct.')).toBeTruthy();

    type('currentPassword', 'right one');
    fireEvent.click(within(form).getByTestId('change-password-submit'));
    expect(
      await screen.findByText(
        'Your password has been changed. Your other sessions have been signed out.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      { currentPassword: 'wrong one', newPassword: 'new quiet river 77' },
      { currentPassword: 'right one', newPassword: 'new quiet river 77' },
    ]);
    await waitFor(() =>
      expect((form.querySelector('input[name="currentPassword"]') as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });
});
