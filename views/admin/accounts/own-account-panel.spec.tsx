/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { ADMIN_NETWORK_ERROR } from '../../../core/admin.js';
import { ACCOUNT_TEXTS, type OwnAccountView } from '../../../core/admin-accounts.js';
import { islandRoot, jsonAnswer } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { NOW, ownAccount } from '../shared/admin-fixtures.js';
import { islandDriver } from '../shared/island-driver.js';
import { buttonNames, section } from '../shared/spec-reading.js';
import { OwnAccountPanel } from './own-account-panel.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answer = jsonAnswer;

const harness = islandRoot();
const { fetchMock } = harness;
const { calls, button, click, type, field, submit } = islandDriver(harness);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('OwnAccountPanel', () => {
  const mount = (account: OwnAccountView = ownAccount) => act(() => harness.root.render(<OwnAccountPanel account={account} timeZone="America/New_York" now={NOW} />));
  const devices = () => [...section(harness.container, 'Sessions').querySelectorAll('li h3')].map(text);

  it('signs out one session and then all the others, the list replaced by each answer', async () => {
    mount();
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, sessions: ownAccount.sessions.filter((s) => s.id !== 'session-office') } }));
    await click(button('Sign out Chrome 131 on Windows'));
    expect(calls()).toEqual(['DELETE /api/admin/account/sessions/session-office']);
    expect(devices()).toEqual(['Firefox 133 on macOS', 'Safari 18 on iPhone']);
    expect(text(section(harness.container, 'Sessions').querySelector('[role="status"]')!)).toBe('Signed out Chrome 131 on Windows.');
    // The pressed button is gone: the focus is on the section's heading.
    expect(document.activeElement).toBe(section(harness.container, 'Sessions').querySelector('h2'));
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, sessions: [ownAccount.sessions[0]!] } }));
    await click(button('Sign out everywhere else'));
    expect(calls()[1]).toBe('POST /api/admin/account/sessions/end-others {}');
    expect(devices()).toEqual(['Firefox 133 on macOS']);
    expect(buttonNames(section(harness.container, 'Sessions'))).toEqual([]);
  });

  it('shows why a session could not be ended, in the server\'s words or the network text', async () => {
    mount();
    fetchMock.mockResolvedValueOnce(answer(404, { success: false, error: ACCOUNT_TEXTS.noSuchSession }));
    await click(button('Sign out Safari 18 on iPhone'));
    expect(text(section(harness.container, 'Sessions').querySelector('[role="alert"]')!)).toBe(ACCOUNT_TEXTS.noSuchSession);
    expect(devices()).toHaveLength(3);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click(button('Sign out everywhere else'));
    expect(text(section(harness.container, 'Sessions').querySelector('[role="alert"]')!)).toBe(ADMIN_NETWORK_ERROR);
  });

  it('changes the password: the two new ones must match; the answer ends the other sessions', async () => {
    mount();
    const form = section(harness.container, 'Password').querySelector('form')!;
    await type(field('Current password'), 'old password here');
    await type(field('New password'), 'correct horse battery');
    await type(field('Repeat new password'), 'correct horse battery!');
    await submit(form);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(text(form.querySelector('[role="alert"]')!)).toBe('The two new passwords are not the same');
    expect(document.activeElement).toBe(field('Repeat new password'));
    await type(field('Repeat new password'), 'correct horse battery');
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: ACCOUNT_TEXTS.wrongCurrentPassword, code: 'validation_failed', fields: { currentPassword: ACCOUNT_TEXTS.wrongCurrentPassword } }));
    await submit(form);
    expect(text(form.querySelector('[role="alert"]')!)).toBe(ACCOUNT_TEXTS.wrongCurrentPassword);
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, sessions: [ownAccount.sessions[0]!] } }));
    await submit(form);
    expect(calls()[1]).toBe('POST /api/admin/account/password {"currentPassword":"old password here","newPassword":"correct horse battery"}');
    expect(text(form.querySelector('[role="status"]')!)).toBe('Password changed. Your other sessions have ended.');
    expect(form.querySelector('[role="alert"]')).toBeNull();
    expect(field('New password').value).toBe('');
    expect(devices()).toEqual(['Firefox 133 on macOS']);
  });

  it('puts you on duty and off it with the labelled checkbox; a viewer has no such section', async () => {
    mount({ ...ownAccount, onDuty: false });
    const duty = () => section(harness.container, 'New leads');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, onDuty: true } }));
    await click(field("I'm on duty"));
    expect(calls()).toEqual(['PUT /api/admin/account/on-duty {"onDuty":true}']);
    expect(field("I'm on duty").checked).toBe(true);
    expect(text(duty().querySelector('[role="status"]')!)).toBe('You are on duty: round robin gives you new leads.');
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, onDuty: false } }));
    await click(field("I'm on duty"));
    expect(calls()[1]).toBe('PUT /api/admin/account/on-duty {"onDuty":false}');
    expect(field("I'm on duty").checked).toBe(false);
    // A fresh panel (the island keeps the account it was given as its state).
    await act(() => harness.root.render(<OwnAccountPanel key="viewer" account={{ ...ownAccount, role: 'viewer', onDuty: false }} timeZone="America/New_York" now={NOW} />));
    expect([...harness.container.querySelectorAll('h2')].map(text)).not.toContain('New leads');
  });

  it('sets up two-factor: the enrolment, a wrong code\'s message, then the recovery codes to copy or download until Done', async () => {
    const off: OwnAccountView = { ...ownAccount, mfa: { enabled: false, recoveryCodesLeft: 0 } };
    mount(off);
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, enrolment: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg viewBox="0 0 1 1"></svg>' } }));
    await click(button('Set up two-factor'));
    const twoFactor = () => section(harness.container, 'Two-factor sign-in');
    expect(document.activeElement).toBe(twoFactor().querySelector('h3'));
    expect(text(twoFactor().querySelector('h3')!)).toBe('Set up two-factor sign-in');
    expect(text(harness.container.querySelector('[data-testid="mfa-key"]')!)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await type(field('Code from your app'), '123 456');
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: ACCOUNT_TEXTS.wrongCode }));
    await submit(twoFactor().querySelector('form')!);
    expect(calls()[1]).toBe('POST /api/admin/account/mfa/confirm {"code":"123456"}');
    expect(text(twoFactor().querySelector('[role="alert"]')!)).toBe(ACCOUNT_TEXTS.wrongCode);
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String.fromCharCode(65 + i)}2`);
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, mfa: { enabled: true, recoveryCodesLeft: 10 } }, recoveryCodes: codes }));
    await submit(twoFactor().querySelector('form')!);
    expect([...harness.container.querySelectorAll('[data-testid="recovery-codes"] li')].map(text)).toEqual(codes);
    expect(document.activeElement).toBe(twoFactor().querySelector('h3'));
    expect(text(twoFactor())).toContain('Status: On');
    // Copy puts the ten codes on the clipboard, a line each; where it cannot, it says what else to do.
    const lines = `${codes.join('\n')}\n`;
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await click(button('Copy codes'));
    expect(writeText).toHaveBeenCalledWith(lines);
    const codesStatus = () => text(twoFactor().querySelector('[data-testid="recovery-codes"] ~ [role="status"]')!);
    expect(codesStatus()).toBe('Copied');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await click(button('Copy codes'));
    expect(codesStatus()).toBe('Not copied: download them, or select them and copy them with Ctrl+C (⌘C on a Mac).');
    // Download saves the same lines as a text file.
    const download = [...twoFactor().querySelectorAll('a')].find((a) => text(a) === 'Download')!;
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!.replace(/^data:text\/plain;charset=utf-8,/, ''))).toBe(lines);
    await click(button('Done'));
    expect(harness.container.querySelector('[data-testid="recovery-codes"]')).toBeNull();
    expect(text(twoFactor())).toContain('10 recovery codes left');
    expect(document.activeElement).toBe(twoFactor().querySelector('h2'));
  });

  /** The messages under the two-factor section's boxes, each tied to its box by aria-describedby. */
  const fieldErrors = () =>
    [...section(harness.container, 'Two-factor sign-in').querySelectorAll('input[aria-describedby]')].map((input) => text(harness.container.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`)!));

  it('makes new recovery codes only after the password and a current code, saying what stops and naming a wrong part', async () => {
    mount();
    await click(button('Make new recovery codes'));
    expect(fetchMock).not.toHaveBeenCalled();
    const twoFactor = () => section(harness.container, 'Two-factor sign-in');
    expect(text(twoFactor())).toContain('The codes you have now will stop working, and your other sessions will end.');
    await click(button('Cancel'));
    expect(document.activeElement).toBe(button('Make new recovery codes'));
    await click(button('Make new recovery codes'));
    // Nothing is sent until both parts are typed; each missing one is named under its box.
    await submit(twoFactor().querySelector('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(fieldErrors()).toEqual([ACCOUNT_TEXTS.passwordForChange, ACCOUNT_TEXTS.codeForChange]);
    expect(document.activeElement).toBe(field('Your password'));
    await type(field('Your password'), 'lantern harbor quiet 42');
    await type(field('Code from your app, or a recovery code'), '123 456');
    fetchMock.mockResolvedValueOnce(answer(422, { success: false, error: ACCOUNT_TEXTS.wrongCode, code: 'wrong_code' }));
    await submit(twoFactor().querySelector('form')!);
    expect(calls()).toEqual(['POST /api/admin/account/mfa/recovery-codes {"password":"lantern harbor quiet 42","code":"123456"}']);
    expect(fieldErrors()).toEqual([ACCOUNT_TEXTS.wrongCode]);
    expect(field('Code from your app, or a recovery code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Code from your app, or a recovery code'));
    const codes = ['ABCD-EFGH-IJKL-MNOP'];
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, mfa: { enabled: true, recoveryCodesLeft: 10 } }, recoveryCodes: codes }));
    await click(button('Make new codes'));
    expect(calls()[1]).toBe('POST /api/admin/account/mfa/recovery-codes {"password":"lantern harbor quiet 42","code":"123456"}');
    expect([...harness.container.querySelectorAll('[data-testid="recovery-codes"] li')].map(text)).toEqual(codes);
  });

  it('sets up a new authenticator after the password and a current code, then its first code', async () => {
    mount();
    await click(button('Use a new authenticator app'));
    const twoFactor = () => section(harness.container, 'Two-factor sign-in');
    expect(text(twoFactor())).toContain('the old app and your recovery codes stop working, and your other sessions end');
    await type(field('Your password'), 'not my password');
    await type(field('Code from your app, or a recovery code'), 'abcd-efgh-ijkl-mnop');
    fetchMock.mockResolvedValueOnce(answer(422, { success: false, error: ACCOUNT_TEXTS.wrongCurrentPassword, code: 'wrong_current_password' }));
    await submit(twoFactor().querySelector('form')!);
    expect(calls()).toEqual(['POST /api/admin/account/mfa/enrol {"password":"not my password","code":"abcd-efgh-ijkl-mnop"}']);
    expect(fieldErrors()).toEqual([ACCOUNT_TEXTS.wrongCurrentPassword]);
    expect(document.activeElement).toBe(field('Your password'));
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, enrolment: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg viewBox="0 0 1 1"></svg>' } }));
    await submit(twoFactor().querySelector('form')!);
    expect(text(twoFactor().querySelector('h3')!)).toBe('Set up your new authenticator');
    expect(document.activeElement).toBe(twoFactor().querySelector('h3'));
    await type(field('Code from your app'), '654321');
    const codes = ['QRST-UVWX-YZ23-4567'];
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...ownAccount, mfa: { enabled: true, recoveryCodesLeft: 10 } }, recoveryCodes: codes }));
    await submit(twoFactor().querySelector('form')!);
    expect(calls()[2]).toBe('POST /api/admin/account/mfa/confirm {"code":"654321"}');
    expect([...harness.container.querySelectorAll('[data-testid="recovery-codes"] li')].map(text)).toEqual(codes);
  });
});
