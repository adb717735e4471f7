/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { type OwnAccountView } from '../../../core/admin-accounts.js';
import { renderedAdminPage } from '../../../test/admin-page.js';
import { text } from '../../../test/rendered-page.js';
import { accountRow, accountRows, adminBase, NOW, ownAccount } from '../shared/admin-fixtures.js';
import { buttonNames, facts, section } from '../shared/spec-reading.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const render = renderedAdminPage;
const headingOutline = (doc: Document) => [...doc.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName.toLowerCase()} ${text(h)}`);

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
