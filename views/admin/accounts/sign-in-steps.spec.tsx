/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { ADMIN_NETWORK_ERROR } from '../../../core/admin.js';
import { ACCOUNT_TEXTS, type MfaEnrolmentView } from '../../../core/admin-accounts.js';
import { islandRoot } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { AdminLoginForm } from './admin-login-form.js';
import { PASSWORDS_DIFFER, SetupForm } from './setup-form.js';

// The two-factor steps in the browser: after the sign-in form's password, and after a setup link's.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function answer(status: number, body: unknown) {
  const json = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(json), headers: new Headers() };
}

const MFA_TOKEN = 'M'.repeat(43);
const codeStep = { success: false, mfaRequired: true, enrolRequired: false, mfaToken: MFA_TOKEN, expiresAt: '2026-11-23T19:35:00.000Z' };
const enrolStep = { ...codeStep, enrolRequired: true };
const signedIn = { success: true, token: 'session-token', admin: { username: 'alice', role: 'admin' } };
const enrolment: MfaEnrolmentView = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg viewBox="0 0 1 1"></svg>' };
const recoveryCodes = ['ABCD-EFGH-IJKL-MNOP', 'QRST-UVWX-YZ23-4567'];

const harness = islandRoot();
const { fetchMock } = harness;
/** The requests made, as "METHOD url body". */
const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url} ${String(init.body)}`);
/** What jsdom says when the page tries to leave (it does not navigate): one per window.location.assign. */
let consoleErrors: jest.SpyInstance;
const navigations = () => consoleErrors.mock.calls.filter(([error]) => String((error as Error)?.message ?? error).includes('navigation')).length;

beforeEach(() => {
  consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function field(label: string): HTMLInputElement {
  const found = [...harness.container.querySelectorAll('label')].find((el) => text(el) === label);
  if (!found?.control) throw new Error(`no field labelled ${label}`);
  return found.control as HTMLInputElement;
}

function type(label: string, value: string) {
  const input = field(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets the requests and their answers run their course. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

/** Presses the form's submit button (as Enter in a field does) and waits for the answers. */
async function submit() {
  await act(async () => {
    harness.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await settle();
}

const heading = () => text(harness.container.querySelector('h2')!);
const alertText = () => [...harness.container.querySelectorAll('[role="alert"]')].map(text);

/** Signs in with a password; the server answers `step`, then each of `after` in turn. */
async function signInWithPassword(step: unknown, ...after: ReturnType<typeof answer>[]) {
  act(() => harness.root.render(<AdminLoginForm next="/admin/leads" />));
  type('Username', 'alice');
  type('Password', 'correct horse battery');
  fetchMock.mockResolvedValueOnce(answer(200, step));
  for (const next of after) fetchMock.mockResolvedValueOnce(next);
  await submit();
}

describe('sign-in with two-factor', () => {
  it('without two-factor: signed in straight after the password, as before', async () => {
    await signInWithPassword(signedIn);
    expect(calls()).toEqual(['POST /api/admin/login {"username":"alice","password":"correct horse battery"}']);
    expect(navigations()).toBe(1);
  });

  it('the code step replaces the form, takes the caret, shows a wrong code by the box, and signs in with the right one', async () => {
    await signInWithPassword(codeStep);
    expect(harness.container.querySelector('input[type="password"]')).toBeNull();
    expect(heading()).toBe('Two-factor sign-in');
    expect(text(harness.container)).toContain('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');
    expect(document.activeElement).toBe(field('Code'));

    type('Code', '123 456');
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, error: ACCOUNT_TEXTS.wrongCode }));
    await submit();
    expect(calls()[1]).toBe(`POST /api/admin/login/mfa {"mfaToken":"${MFA_TOKEN}","code":"123456"}`);
    expect(alertText()).toEqual([ACCOUNT_TEXTS.wrongCode]);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit();
    expect(alertText()).toEqual([ADMIN_NETWORK_ERROR]);

    type('Code', 'abcd-efgh-ijkl-mnop');
    fetchMock.mockResolvedValueOnce(answer(200, signedIn));
    await submit();
    expect(calls()[3]).toBe(`POST /api/admin/login/mfa {"mfaToken":"${MFA_TOKEN}","code":"abcd-efgh-ijkl-mnop"}`);
    expect(navigations()).toBe(1);
    // Busy while the next page loads: the code is not sent twice.
    expect(text(harness.container.querySelector('button[type="submit"]')!)).toBe('Checking…');
  });

  it('an ended step goes back to the password form, emptied, with the reason and the caret in the username', async () => {
    await signInWithPassword(codeStep);
    type('Code', '123456');
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, error: ACCOUNT_TEXTS.stepEnded }));
    await submit();
    expect(harness.container.querySelector('h2')).toBeNull();
    expect(alertText()).toEqual([ACCOUNT_TEXTS.stepEnded]);
    expect([field('Username').value, field('Password').value]).toEqual(['', '']);
    expect(document.activeElement).toBe(field('Username'));
    expect(harness.container.querySelector('form')!.getAttribute('method')).toBe('post');
  });

  it('an account that must enrol: the key once, the code from the app, then the recovery codes and Continue', async () => {
    await signInWithPassword(enrolStep, answer(200, { success: true, enrolment }));
    expect(heading()).toBe('Set up two-factor sign-in');
    expect(text(harness.container)).toContain(ACCOUNT_TEXTS.enrolFirst);
    expect(calls()[1]).toBe(`POST /api/admin/login/mfa/enrol {"mfaToken":"${MFA_TOKEN}"}`);
    expect(text(harness.container.querySelector('[data-testid="mfa-key"]')!)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(document.activeElement).toBe(field('Code from your app'));

    type('Code from your app', '654321');
    fetchMock.mockResolvedValueOnce(answer(200, { ...signedIn, recoveryCodes }));
    await submit();
    expect(calls()).toHaveLength(3);
    expect(calls()[2]).toBe(`POST /api/admin/login/mfa {"mfaToken":"${MFA_TOKEN}","code":"654321"}`);
    expect(heading()).toBe('Two-factor sign-in is on');
    expect(document.activeElement).toBe(harness.container.querySelector('h2'));
    expect([...harness.container.querySelectorAll('[data-testid="recovery-codes"] li')].map(text)).toEqual(recoveryCodes);
    expect(navigations()).toBe(0);
    const next = [...harness.container.querySelectorAll('button')].find((b) => text(b) === 'Continue')!;
    act(() => next.click());
    expect(navigations()).toBe(1);
  });

  it('when the key cannot be had: the reason and Start again, back to the password form', async () => {
    await signInWithPassword(enrolStep, answer(503, { success: false, error: 'Service unavailable' }));
    expect(alertText()).toEqual(['Service unavailable']);
    expect(document.activeElement).toBe(harness.container.querySelector('h2'));
    const again = [...harness.container.querySelectorAll('button')].find((b) => text(b) === 'Start again')!;
    act(() => again.click());
    expect(harness.container.querySelector('h2')).toBeNull();
    expect(alertText()).toEqual([]);
    expect(document.activeElement).toBe(field('Username'));
  });
});

describe('SetupForm', () => {
  const TOKEN = 'A'.repeat(43);
  const mount = () => act(() => harness.root.render(<SetupForm username="dora" token={TOKEN} />));

  it('two different passwords are refused by the repeat field, nothing sent', async () => {
    mount();
    type('New password', 'a long new password');
    type('Repeat the new password', 'a long new passw0rd');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Repeat the new password').getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(field('Repeat the new password').getAttribute('aria-describedby')!)!)).toBe(PASSWORDS_DIFFER);
  });

  it('the server\'s field message by the password, a used link\'s message for the form, and signed in on success', async () => {
    mount();
    type('New password', 'password1234');
    type('Repeat the new password', 'password1234');
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: 'Invalid request', code: 'validation_failed', fields: { password: 'password is too common' } }));
    await submit();
    expect(calls()).toEqual([`POST /api/admin/setup {"token":"${TOKEN}","password":"password1234"}`]);
    const password = field('New password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')!.split(' ').map((id) => text(document.getElementById(id)!))).toEqual(['At least 12 characters.', 'password is too common']);

    fetchMock.mockResolvedValueOnce(answer(410, { success: false, error: ACCOUNT_TEXTS.linkInvalid }));
    await submit();
    expect(alertText()).toEqual([ACCOUNT_TEXTS.linkInvalid]);
    expect(password.hasAttribute('aria-invalid')).toBe(false);

    fetchMock.mockResolvedValueOnce(answer(200, signedIn));
    await submit();
    expect(navigations()).toBe(1);
  });

  it('two-factor required: the same enrolment step in place of the form; an ended step sends to the sign-in page', async () => {
    mount();
    type('New password', 'a long new password');
    type('Repeat the new password', 'a long new password');
    fetchMock.mockResolvedValueOnce(answer(200, enrolStep)).mockResolvedValueOnce(answer(200, { success: true, enrolment }));
    await submit();
    expect(harness.container.querySelector('input[type="password"]')).toBeNull();
    expect(heading()).toBe('Set up two-factor sign-in');
    expect(calls()[1]).toBe(`POST /api/admin/login/mfa/enrol {"mfaToken":"${MFA_TOKEN}"}`);

    type('Code from your app', '654321');
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, error: ACCOUNT_TEXTS.stepEnded }));
    await submit();
    expect(alertText()).toEqual([ACCOUNT_TEXTS.stepEnded]);
    const link = harness.container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/admin/login?next=%2Fadmin%2Faccount');
    expect(document.activeElement).toBe(link);
  });
});
