/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { ADMIN_NETWORK_ERROR } from '../../../core/admin.js';
import { ACCOUNT_TEXTS, type AccountRowView, type OwnAccountView } from '../../../core/admin-accounts.js';
import { renderedAdminPage } from '../../../test/admin-page.js';
import { islandRoot, jsonAnswer } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { accountRow, accountRows, adminBase, NOW, ownAccount, setupLink } from '../shared/admin-fixtures.js';
import { AccountsDesk } from './accounts-desk.js';
import { OwnAccountPanel } from './own-account-panel.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const render = renderedAdminPage;

const section = (root: ParentNode, heading: string) => [...root.querySelectorAll('section')].find((el) => text(el.querySelector('h2')!) === heading)!;
const buttonNames = (root: ParentNode) => [...root.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? text(button));
/** Each card's facts as name -> value. */
const facts = (card: Element) => Object.fromEntries([...card.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling!)]));
const headingOutline = (doc: Document) => [...doc.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName.toLowerCase()} ${text(h)}`);

const answer = jsonAnswer;

describe('/admin/account (server HTML)', () => {
  it('lists the sessions as cards, this one marked, the others each with a sign-out button naming the device', async () => {
    const { status, doc, islands, main } = await render('/admin/account', { ...adminBase, kind: 'account', account: ownAccount });
    expect(status).toBe(200);
    expect(doc.title).toMatch(/^Your account/);
    expect(text(doc.querySelector('h1')!)).toBe('Your account');
    expect(islands).toEqual(['SignOutButton', 'OwnAccountPanel']);
    const cards = [...section(main, 'Sessions').querySelectorAll('li')];
    expect(cards.map((card) => text(card.querySelector('h3')!))).toEqual(['Firefox 133 on macOS', 'Chrome 131 on Windows', 'Safari 18 on iPhone']);
    expect(text(cards[0]!)).toContain('This session');
    expect(cards[0]!.querySelector('button')).toBeNull();
    expect(facts(cards[0]!)).toEqual({ 'IP address': '203.0.113.7', 'Signed in': 'Nov 23, 11:30 AM EST (3 h ago)', 'Last seen': 'Nov 23, 2:30 PM EST (just now)' });
    expect(facts(cards[1]!)).toEqual({ 'IP address': '198.51.100.23', 'Signed in': 'Nov 20, 2:30 PM EST (3 days ago)', 'Last seen': 'Nov 23, 12:55 PM EST (1 h ago)' });
    expect(facts(cards[2]!)['IP address']).toBe('Not known');
    expect(text(cards[1]!)).not.toContain('This session');
    expect(buttonNames(section(main, 'Sessions'))).toEqual(['Sign out Chrome 131 on Windows', 'Sign out Safari 18 on iPhone', 'Sign out everywhere else']);
    expect(headingOutline(doc)).toEqual(['h1 Your account', 'h2 Password', 'h2 New leads', 'h2 Sessions', 'h3 Firefox 133 on macOS', 'h3 Chrome 131 on Windows', 'h3 Safari 18 on iPhone', 'h2 Two-factor sign-in']);
    const props = JSON.parse(doc.getElementById(`${doc.querySelector<HTMLElement>('[data-island="OwnAccountPanel"]')!.dataset.islandId}-props`)!.textContent!) as unknown;
    expect(props).toEqual({ account: ownAccount, timeZone: 'America/New_York', now: NOW });
  });

  it('two-factor on: the status and the recovery codes left; the password form with its autocomplete hints', async () => {
    const { main } = await render('/admin/account', { ...adminBase, kind: 'account', account: ownAccount });
    const twoFactor = section(main, 'Two-factor sign-in');
    expect(text(twoFactor)).toContain('Status: On');
    expect(text(twoFactor)).toContain('7 recovery codes left');
    expect(text(twoFactor)).not.toContain('before they run out');
    expect(buttonNames(twoFactor)).toEqual(['Make new recovery codes', 'Use a new authenticator app']);
    expect(twoFactor.querySelector('[role="alert"]')).toBeNull();
    const password = section(main, 'Password');
    expect([...password.querySelectorAll('input')].map((input) => [text(password.querySelector(`label[for="${input.id}"]`)!), input.type, input.autocomplete, input.maxLength])).toEqual([
      ['Current password', 'password', 'current-password', 128],
      ['New password', 'password', 'new-password', 128],
      ['Repeat new password', 'password', 'new-password', 128],
    ]);
  });

  it('two-factor off on a site that requires it: the alert and the set-up button; few codes left are marked', async () => {
    const off: OwnAccountView = { ...ownAccount, mfa: { enabled: false, recoveryCodesLeft: 0 }, sessions: [ownAccount.sessions[0]!] };
    const { main } = await render('/admin/account', { ...adminBase, kind: 'account', account: off });
    const twoFactor = section(main, 'Two-factor sign-in');
    expect(text(twoFactor)).toContain('Status: Off');
    expect(text(twoFactor.querySelector('[role="alert"]')!)).toBe('This site requires two-factor sign-in for every account. Set it up now.');
    expect(buttonNames(twoFactor)).toEqual(['Set up two-factor']);
    expect(text(twoFactor)).not.toContain('recovery codes left');
    // Only this session: nothing to sign out.
    expect(buttonNames(section(main, 'Sessions'))).toEqual([]);
    const optional = await render('/admin/account', { ...adminBase, kind: 'account', account: { ...off, mfaRequired: false } });
    expect(section(optional.main, 'Two-factor sign-in').querySelector('[role="alert"]')).toBeNull();
    const few = await render('/admin/account', { ...adminBase, kind: 'account', account: { ...ownAccount, mfa: { enabled: true, recoveryCodesLeft: 1 } } });
    const paragraphs = [...section(few.main, 'Two-factor sign-in').querySelectorAll('p')].map(text);
    expect(paragraphs).toContain('1 recovery code left');
    expect(paragraphs).toContain('Make new recovery codes before they run out.');
  });
});

describe('/admin/accounts (server HTML)', () => {
  it('every account with its role, status, two-factor, last sign-in and sessions; "(you)" and no Disable for yourself', async () => {
    const { status, doc, islands, main } = await render('/admin/accounts', { ...adminBase, kind: 'accounts', accounts: accountRows });
    expect(status).toBe(200);
    expect(text(doc.querySelector('h1')!)).toBe('Accounts');
    expect(islands).toEqual(['SignOutButton', 'AccountsDesk']);
    const cards = [...section(main, 'Team accounts').querySelectorAll('li')];
    expect(cards.map((card) => text(card.querySelector('h3')!))).toEqual(['alice (you)', 'bob', 'dana', 'victor']);
    expect(cards.map(facts)).toEqual([
      { Role: 'Admin', Status: 'Enabled', 'Two-factor': 'On', 'Last sign-in': 'Nov 23, 11:30 AM EST (3 h ago)', 'Open sessions': '3', 'On duty': 'Yes: gets new leads' },
      { Role: 'Admin', Status: 'Enabled', 'Two-factor': 'On', 'Last sign-in': 'Nov 20, 2:30 PM EST (3 days ago)', 'Open sessions': '0', 'On duty': 'No' },
      { Role: 'Viewer', Status: 'Waiting for setup', 'Two-factor': 'Off', 'Last sign-in': 'Never', 'Open sessions': '0', 'On duty': 'No' },
      { Role: 'Viewer', Status: 'Disabled', 'Two-factor': 'Off', 'Last sign-in': 'Nov 3, 2:30 PM EST (20 days ago)', 'Open sessions': '0', 'On duty': 'No' },
    ]);
    // Only the admins (a role that may own leads) have the On duty switch, pressed while on duty.
    expect(cards.map(buttonNames)).toEqual([
      ['Change role of alice', 'On duty: alice', 'Reset alice'],
      ['Change role of bob', 'On duty: bob', 'Disable bob', 'Reset bob'],
      ['Change role of dana', 'Disable dana', 'Reset dana'],
      ['Change role of victor', 'Enable victor', 'Reset victor'],
    ]);
    // Each card's role chooser: labelled with the account, on its current role, the button waiting for a change.
    const chooser = (card: Element) => card.querySelector('select')!;
    expect(cards.map((card) => [text(card.querySelector(`label[for="${chooser(card).id}"]`)!), chooser(card).value])).toEqual([
      ['New role for alice', 'admin'],
      ['New role for bob', 'admin'],
      ['New role for dana', 'viewer'],
      ['New role for victor', 'viewer'],
    ]);
    expect(cards.every((card) => card.querySelector('button')!.disabled)).toBe(true);
    expect(cards.slice(0, 2).map((card) => card.querySelector('[aria-pressed]')!.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    // The add form: the username's hint, Viewer first (the default), then Admin.
    const add = section(main, 'Add an account');
    expect(text(add)).toContain('3 to 64 letters, digits, dots, dashes or underscores.');
    expect(add.querySelector('input[name="username"]')!.getAttribute('autocapitalize')).toBe('none');
    expect([...add.querySelectorAll('option')].map((option) => [option.value, text(option), option.selected])).toEqual([
      ['viewer', 'Viewer', true],
      ['editor', 'Editor', false],
      ['admin', 'Admin', false],
    ]);
    expect(doc.querySelector('[data-testid="setup-link"]')).toBeNull();
    expect(headingOutline(doc)).toEqual(['h1 Accounts', 'h2 Add an account', 'h2 Team accounts', 'h3 alice (you)', 'h3 bob', 'h3 dana', 'h3 victor']);
  });

  it('gives an admin who cannot sign in yet no On duty switch, unless it is on duty (to take it off)', async () => {
    const waiting = { role: 'admin', mfaEnabled: false, setupPending: true, lastSignInAt: null, openSessions: 0 } as const;
    const accounts = [accountRows[0]!, accountRow({ username: 'erin', ...waiting }), accountRow({ username: 'fay', ...waiting, onDuty: true })];
    const { main } = await render('/admin/accounts', { ...adminBase, kind: 'accounts', accounts });
    const cards = [...section(main, 'Team accounts').querySelectorAll('li')];
    expect(cards.slice(1).map(buttonNames)).toEqual([
      ['Change role of erin', 'Disable erin', 'Reset erin'],
      ['Change role of fay', 'On duty: fay', 'Disable fay', 'Reset fay'],
    ]);
  });
});

describe('the account islands', () => {
  const harness = islandRoot();
  const { fetchMock } = harness;
  const calls = () => fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
  const button = (name: string) => {
    const found = [...harness.container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? text(b)) === name);
    if (!found) throw new Error(`No button "${name}" in: ${buttonNames(harness.container).join(', ')}`);
    return found;
  };
  const click = (element: HTMLElement) => act(async () => element.click());
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      // React listens for the native input event and reads the value through the prototype's setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const choose = (select: HTMLSelectElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  const field = (label: string) => document.getElementById([...harness.container.querySelectorAll('label')].find((l) => text(l) === label)!.htmlFor) as HTMLInputElement;
  const submit = (form: HTMLFormElement) => act(async () => form.requestSubmit());

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

  describe('AccountsDesk', () => {
    const mount = (accounts: AccountRowView[] = accountRows) => act(() => harness.root.render(<AccountsDesk accounts={accounts} self="alice" timeZone="America/New_York" now={NOW} />));
    const card = (username: string) => [...harness.container.querySelectorAll('li')].find((li) => text(li.querySelector('h3')!).startsWith(username))!;
    const list = () => section(harness.container, 'Team accounts');

    it('adds an account and shows its setup link once, with Copy link and Done', async () => {
      mount();
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await type(field('Username'), 'Erin.K');
      const link = setupLink('erin.k');
      fetchMock.mockResolvedValueOnce(answer(201, { success: true, account: accountRow({ username: 'erin.k', setupPending: true, mfaEnabled: false, lastSignInAt: null, openSessions: 0 }), setupLink: link }));
      await submit(section(harness.container, 'Add an account').querySelector('form')!);
      expect(calls()).toEqual(['POST /api/admin/accounts {"username":"Erin.K","role":"viewer"}']);
      const box = section(harness.container, 'Setup link for erin.k');
      expect(document.activeElement).toBe(box.querySelector('h2'));
      expect(text(box)).toContain('Send this link to erin.k. It works once, until Nov 24, 2:30 PM EST, and will not be shown again.');
      expect(harness.container.querySelector<HTMLInputElement>('[data-testid="setup-link"]')!.value).toBe(link.url);
      expect(field('Setup link').readOnly).toBe(true);
      expect(facts(card('erin.k'))).toMatchObject({ Status: 'Waiting for setup', 'Last sign-in': 'Never' });
      expect(field('Username').value).toBe('');
      await click(button('Copy link'));
      expect(writeText).toHaveBeenCalledWith(link.url);
      expect(text(box.querySelector('[role="status"]')!)).toBe('Copied');
      expect(text(list().querySelector('[role="status"]')!)).toBe('erin.k was added: send them the setup link.');
      await click(button('Done'));
      expect(harness.container.querySelector('[data-testid="setup-link"]')).toBeNull();
      expect(document.activeElement).toBe(list().querySelector('h2'));
      // The line about the link goes with it.
      expect(text(list().querySelector('[role="status"]')!)).toBe('');
    });

    it('checks the username before asking; shows the server\'s field message and its 409 in words', async () => {
      mount();
      const form = () => section(harness.container, 'Add an account').querySelector('form')!;
      await type(field('Username'), 'x');
      await submit(form());
      expect(fetchMock).not.toHaveBeenCalled();
      expect(text(form().querySelector('[role="alert"]')!)).toBe('Use 3 to 64 letters, digits, dots, dashes or underscores');
      await type(field('Username'), 'bob');
      fetchMock.mockResolvedValueOnce(answer(409, { success: false, error: ACCOUNT_TEXTS.accountExists }));
      await submit(form());
      expect(text(form().querySelector('[role="alert"]')!)).toBe(ACCOUNT_TEXTS.accountExists);
      fetchMock.mockResolvedValueOnce(answer(400, { success: false, error: 'role must be admin or viewer', code: 'validation_failed', fields: { role: 'role must be admin or viewer' } }));
      await submit(form());
      expect(text(form().querySelector('[role="alert"]')!)).toBe('role must be admin or viewer');
    });

    it('changes a role and disables an account, each card replaced by the answer; a refusal is shown above the list', async () => {
      mount();
      fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...accountRows[2]!, role: 'editor' } }));
      await choose(card('dana').querySelector('select')!, 'editor');
      await click(button('Change role of dana'));
      expect(calls()).toEqual(['PATCH /api/admin/accounts/dana {"role":"editor"}']);
      expect(facts(card('dana')).Role).toBe('Editor');
      expect(text(list().querySelector('[role="status"]')!)).toBe('dana is now an editor.');
      // Disabling asks first, in the card, and Cancel goes back to the button.
      await click(button('Disable bob'));
      expect(calls()).toHaveLength(1);
      expect(text(card('bob'))).toContain('Disable bob? They cannot sign in any more, and every session of theirs ends at once.');
      expect(document.activeElement).toBe([...card('bob').querySelectorAll('p')].find((p) => text(p).startsWith('Disable bob?')));
      await click(button('Cancel disabling of bob'));
      expect(document.activeElement).toBe(button('Disable bob'));
      await click(button('Disable bob'));
      fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...accountRows[1]!, disabled: true } }));
      await click(button('Disable account bob'));
      expect(calls()[1]).toBe('PATCH /api/admin/accounts/bob {"disabled":true}');
      expect(text(card('bob'))).not.toContain('Disable bob?');
      expect(facts(card('bob')).Status).toBe('Disabled');
      expect(button('Enable bob')).toBeDefined();
      fetchMock.mockResolvedValueOnce(answer(422, { success: false, error: ACCOUNT_TEXTS.lastAdmin }));
      await choose(card('alice').querySelector('select')!, 'viewer');
      await click(button('Change role of alice'));
      expect(text(list().querySelector('[role="alert"]')!)).toBe(ACCOUNT_TEXTS.lastAdmin);
      expect(facts(card('alice')).Role).toBe('Admin');
      expect(list().querySelector('[role="status"]')!.textContent).toBe('');
    });

    it('switches an admin on duty with the pressed button, the card replaced by the answer; a refusal is shown in words', async () => {
      mount();
      fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...accountRows[1]!, onDuty: true } }));
      await click(button('On duty: bob'));
      expect(calls()).toEqual(['PUT /api/admin/accounts/bob/on-duty {"onDuty":true}']);
      expect(button('On duty: bob').getAttribute('aria-pressed')).toBe('true');
      expect(facts(card('bob'))['On duty']).toBe('Yes: gets new leads');
      expect(text(list().querySelector('[role="status"]')!)).toBe('bob is on duty: round robin gives them new leads.');
      fetchMock.mockResolvedValueOnce(answer(422, { success: false, error: 'bob is disabled and cannot own leads', code: 'account_refused' }));
      await click(button('On duty: alice'));
      expect(calls()[1]).toBe('PUT /api/admin/accounts/alice/on-duty {"onDuty":false}');
      expect(text(list().querySelector('[role="alert"]')!)).toBe('bob is disabled and cannot own leads');
      expect(button('On duty: alice').getAttribute('aria-pressed')).toBe('true');
    });

    it('resets an account after the inline question, then shows the new setup link', async () => {
      mount();
      await click(button('Reset victor'));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(text(card('victor'))).toContain('Reset victor? Their password and two-factor are cleared, every session ends, and you get a new setup link.');
      expect(document.activeElement).toBe([...card('victor').querySelectorAll('p')].find((p) => text(p).startsWith('Reset victor?')));
      await click(button('Cancel reset of victor'));
      expect(document.activeElement).toBe(button('Reset victor'));
      await click(button('Reset victor'));
      fetchMock.mockResolvedValueOnce(answer(200, { success: true, account: { ...accountRows[3]!, setupPending: true, lastSignInAt: accountRows[3]!.lastSignInAt }, setupLink: setupLink('victor') }));
      await click(button('Reset account victor'));
      expect(calls()).toEqual(['POST /api/admin/accounts/victor/reset {}']);
      expect(harness.container.querySelector<HTMLInputElement>('[data-testid="setup-link"]')!.value).toBe(setupLink('victor').url);
      expect(text(card('victor'))).not.toContain('Reset victor?');
      expect(document.activeElement).toBe(section(harness.container, 'Setup link for victor').querySelector('h2'));
    });
  });
});
