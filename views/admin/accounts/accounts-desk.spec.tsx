/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { ACCOUNT_TEXTS, type AccountRowView } from '../../../core/admin-accounts.js';
import { islandRoot, jsonAnswer } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { accountRow, accountRows, NOW, setupLink } from '../shared/admin-fixtures.js';
import { islandDriver } from '../shared/island-driver.js';
import { facts, section } from '../shared/spec-reading.js';
import { AccountsDesk } from './accounts-desk.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answer = jsonAnswer;

const harness = islandRoot();
const { fetchMock } = harness;
const { calls, button, click, type, choose, field, submit } = islandDriver(harness);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
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
