/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../test/jsdom-text-encoding.js';
import { isUuidV4 } from '../../core/uuid.js';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FIRST_TOUCH_KEY } from '../../client/attribution.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  invalidRequestMessage,
  TOO_MANY_REQUESTS_MESSAGE,
} from '../../core/error-messages.js';
import { INSURANCE_NOT_CONFIRMED_MESSAGE } from '../../core/error-messages.js';
import { IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import { islandRoot } from '../../test/island-root.js';
import { CarrierApplicationForm } from './carrier-application-form.js';
import { FreightAgentForm } from './freight-agent-form.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const contact = { phone: '(800) 555-0199', phoneHref: 'tel:+18005550199', email: 'dispatch@example.com' };

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(text), headers: new Headers(headers) };
}

const created = () => answer(201, { success: true, id: '2f9a4c1e-7d3b-4e8a-9c61-5b0d2e7f4a13' });
const badRequest = (fields: Record<string, string>) =>
  answer(400, { success: false, error: invalidRequestMessage(Object.keys(fields)), code: 'validation_failed', fields, requestId: 'r1' });

const harness = islandRoot();
const { fetchMock } = harness;

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The control a visible label names (text inputs, the insurance box) or, in a group, the checkbox or radio whose label starts with `text`. */
function control(text: string | RegExp, scope: ParentNode = harness.container): HTMLInputElement & HTMLTextAreaElement {
  const matches = (label: HTMLLabelElement) => {
    const own = (label.textContent ?? '').replace(/\s+/g, ' ').replace(/\*.*$/, '').trim();
    return typeof text === 'string' ? own === text : text.test(own);
  };
  const label = [...scope.querySelectorAll('label')].find(matches);
  if (!label?.control) throw new Error(`no control labelled ${String(text)}`);
  return label.control as HTMLInputElement & HTMLTextAreaElement;
}

function group(legend: string): HTMLFieldSetElement {
  const found = [...harness.container.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector('legend')?.textContent?.startsWith(legend));
  if (!found) throw new Error(`no group ${legend}`);
  return found;
}

/** What aria-describedby points at, as one text. */
function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function click(element: HTMLElement) {
  act(() => element.click());
}

const submitButton = () => harness.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Clicks the submit button and lets the request and its answer run their course. */
async function submit() {
  await act(async () => {
    submitButton().click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

function sent(call = 0): { url: string; body: Record<string, unknown>; key: string } {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, body: JSON.parse(init.body as string) as Record<string, unknown>, key: (init.headers as Record<string, string>)['Idempotency-Key']! };
}

function renderCarrier() {
  act(() => harness.root.render(<CarrierApplicationForm {...contact} />));
}

function renderAgent() {
  act(() => harness.root.render(<FreightAgentForm {...contact} />));
}

function fillCarrier() {
  type(control('Company'), 'Piedmont\tHot Shot LLC ');
  type(control('Contact name'), 'Jordan Mills');
  type(control('E-mail'), 'jordan@piedmont.test');
  type(control('Phone'), '(704) 555-0188');
  type(control('MC number'), ' 1098 765 ');
  type(control('USDOT number'), '3124567');
  click(control('Hot shot', group('Equipment types')));
  click(control('Sprinter van', group('Equipment types')));
  click(control(/^VA\b/, group('States served')));
  click(control(/^NC\b/, group('States served')));
  click(control(/^I confirm we hold/));
  type(control('Message'), 'Two 40 ft goosenecks.\n\tTeam drivers on request.');
}

describe('CarrierApplicationForm', () => {
  it('server HTML: a form that posts to its page without script, with its hidden source and landing page, the submit button enabled', () => {
    const html = renderToString(<CarrierApplicationForm {...contact} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/carrier-partner-application');
    expect(doc.querySelector('button[type="submit"]')!.hasAttribute('disabled')).toBe(false);
    expect(doc.querySelector<HTMLInputElement>('input[type="hidden"][name="source"]')!.value).toBe('carrier_form');
    expect(doc.querySelector<HTMLInputElement>('input[type="hidden"][name="landingPage"]')!.value).toBe('/carrier-partner-application');
    expect(html).not.toContain('<noscript>');
    expect(doc.querySelector('[data-error-summary]')).toBeNull();
  });

  it('hydrates the server HTML without a mismatch, the submit button enabled throughout', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => harness.root.unmount());
    harness.container.innerHTML = renderToString(<CarrierApplicationForm {...contact} />);
    expect(submitButton().disabled).toBe(false);
    let hydrated: Root | undefined;
    act(() => {
      hydrated = hydrateRoot(harness.container, <CarrierApplicationForm {...contact} />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
    act(() => hydrated!.unmount());
    harness.root = createRoot(document.createElement('div'));
  });

  describe('answering a post without script (the server rendered it with the posted state)', () => {
    const posted = {
      form: 'carrier_application' as const,
      values: { company: 'Piedmont Hot Shot', contactName: '', email: 'jordan@', equipmentTypes: ['hot-shot', 'flatbed'], statesServed: 'NC', landingPage: 'elsewhere' },
      errors: {
        contactName: 'contactName is required',
        email: EMAIL_INVALID_MESSAGE,
        insuranceConfirmed: INSURANCE_NOT_CONFIRMED_MESSAGE,
        landingPage: 'landingPage must be a site path starting with /',
      },
    };

    it('keeps every value, ticks the chosen boxes, and puts each message under its field in the words the browser uses', () => {
      act(() => harness.root.render(<CarrierApplicationForm {...contact} posted={posted} />));
      expect(control('Company').value).toBe('Piedmont Hot Shot');
      expect(control('E-mail').value).toBe('jordan@');
      expect(control('Hot shot', group('Equipment types')).checked).toBe(true);
      expect(control('Flatbed', group('Equipment types')).checked).toBe(true);
      expect(control('Sprinter van', group('Equipment types')).checked).toBe(false);
      expect(control(/^NC\b/, group('States served')).checked).toBe(true);
      expect(control(/^I confirm we hold/).checked).toBe(false);
      expect(control('Contact name').getAttribute('aria-invalid')).toBe('true');
      expect(description(control('Contact name'))).toBe('Contact name is required.');
      expect(description(control('E-mail'))).toBe('E-mail must be a valid e-mail address.');
      expect(control('Company').hasAttribute('aria-invalid')).toBe(false);
    });

    it('opens with the error summary: "There is a problem", a link to each refused control, the hidden field\'s message as text', () => {
      const html = renderToString(<CarrierApplicationForm {...contact} posted={posted} />);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const summary = doc.querySelector('[data-error-summary]')!;
      expect(summary.hasAttribute('autofocus')).toBe(true);
      expect(summary.getAttribute('tabindex')).toBe('-1');
      expect(summary.querySelector('h4')!.textContent).toBe('There is a problem');
      const links = [...summary.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links.map(([text]) => text)).toEqual(['Contact name is required.', 'E-mail must be a valid e-mail address.', 'Please confirm your insurance to apply.']);
      for (const [, href] of links) expect(doc.getElementById(href!.slice(1))).not.toBeNull();
      expect([...summary.querySelectorAll('li')].at(-1)!.textContent).toBe('landingPage must be a site path starting with /.');
      // The summary is before the first field, the old alert is not shown beside it.
      expect(summary.compareDocumentPosition(doc.querySelector('input[name="company"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(doc.querySelectorAll('[role="alert"]')).toHaveLength(1);
    });

    it.each([
      [{ kind: 'throttled' as const, retryAfterSeconds: 240 }, 'Too many requests from your connection. Please try again in 4 minutes, or call us at (800) 555-0199.'],
      [{ kind: 'unavailable' as const }, 'We could not save your request just now. Everything you entered is still here: please try again in a minute, or call us at (800) 555-0199.'],
      [{ kind: 'unreadable' as const }, 'Your browser sent the form in a way we could not read. Please try again, or call us at (800) 555-0199.'],
    ])('says what went wrong besides the fields (%j), the phone as a link', (problem, text) => {
      act(() => harness.root.render(<CarrierApplicationForm {...contact} posted={{ form: 'carrier_application', values: { company: 'Piedmont' }, errors: {}, problem }} />));
      const summary = harness.container.querySelector('[data-error-summary]')!;
      expect(summary.querySelector('p')!.textContent).toBe(text);
      expect(summary.querySelector('a')!.getAttribute('href')).toBe('tel:+18005550199');
      expect(control('Company').value).toBe('Piedmont');
    });

    it('hydrates the answered form without a mismatch, and a send by script replaces the summary', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => harness.root.unmount());
      const element = <CarrierApplicationForm {...contact} posted={posted} />;
      harness.container.innerHTML = renderToString(element);
      let hydrated: Root | undefined;
      act(() => {
        hydrated = hydrateRoot(harness.container, element, { onRecoverableError: (error) => console.error(error) });
      });
      expect(errors).not.toHaveBeenCalled();
      expect(harness.container.querySelector('[data-error-summary]')).not.toBeNull();
      await submit();
      expect(harness.container.querySelector('[data-error-summary]')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      act(() => hydrated!.unmount());
      harness.root = createRoot(document.createElement('div'));
    });
  });

  it('labels every control, digits-only number fields, groups in fieldsets with legends, 51 states', () => {
    renderCarrier();
    expect(submitButton().disabled).toBe(false);
    for (const label of ['Company', 'Contact name', 'E-mail', 'Phone', 'MC number', 'USDOT number', 'Message']) expect(control(label)).toBeTruthy();
    for (const label of ['MC number', 'USDOT number']) {
      expect(control(label).getAttribute('inputmode')).toBe('numeric');
      expect(control(label).getAttribute('pattern')).toBe('\\d{1,8}');
    }
    expect(control('USDOT number').required).toBe(true);
    expect(control('MC number').required).toBe(false);
    expect([...group('Equipment types').querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Sprinter van',
      'Cargo van',
      'Box truck',
      'Straight truck',
      'Hot shot',
      'Flatbed',
      'Dry van',
      'Reefer (refrigerated)',
      'Tractor-trailer',
    ]);
    const states = group('States served').querySelectorAll('input[type="checkbox"]');
    expect(states).toHaveLength(51);
    expect(control(/^NC\b/, group('States served')).closest('label')!.textContent).toBe('NC (North Carolina)');
    expect(harness.container.querySelector('input[name="website"]')!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends digits as text, lists in the API order, the insurance boolean, one-line text and the first touch, under a UUID key', async () => {
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ landingPage: '/carrier-partner-application?utm_source=dat', utm: { source: 'dat' } }));
    fetchMock.mockResolvedValue(created());
    renderCarrier();
    fillCarrier();
    await submit();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, body, key } = sent();
    expect(url).toBe('/api/carrier-applications');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].method).toBe('POST');
    expect(isUuidV4(key)).toBe(true);
    expect(body).toEqual({
      company: 'Piedmont Hot Shot LLC',
      contactName: 'Jordan Mills',
      email: 'jordan@piedmont.test',
      phone: '(704) 555-0188',
      mcNumber: '1098765',
      usdotNumber: '3124567',
      equipmentTypes: ['sprinter-van', 'hot-shot'],
      statesServed: ['NC', 'VA'],
      insuranceConfirmed: true,
      message: 'Two 40 ft goosenecks.\n\tTeam drivers on request.',
      landingPage: '/carrier-partner-application?utm_source=dat',
      utm: { source: 'dat' },
    });
  });

  it('on success replaces the form with a status panel whose heading takes focus', async () => {
    fetchMock.mockResolvedValue(created());
    renderCarrier();
    fillCarrier();
    await submit();
    expect(harness.container.querySelector('form')).toBeNull();
    const panel = harness.container.querySelector('[role="status"]')!;
    const heading = panel.querySelector('h3')!;
    expect(heading.textContent).toBe('Application received');
    expect(document.activeElement).toBe(heading);
    expect(panel.textContent).toContain('Our recruiting team will review your application and contact you by e-mail or phone.');
    expect(panel.querySelector('a[href="tel:+18005550199"]')).not.toBeNull();
  });

  it('checks required fields, groups and the insurance box before sending, and focuses the first', async () => {
    renderCarrier();
    type(control('MC number'), 'MC-12');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(control('Company'));
    expect(control('Company').getAttribute('aria-invalid')).toBe('true');
    expect(description(control('Company'))).toBe('Company is required.');
    expect(description(control('MC number'))).toBe('Digits only, if you have one. MC number must be 1 to 8 digits, numbers only.');
    expect(description(control('USDOT number'))).toBe('Digits only. USDOT number is required.');
    expect(description(group('Equipment types'))).toBe('Choose at least one equipment type.');
    expect(control('Flatbed', group('Equipment types')).getAttribute('aria-invalid')).toBe('true');
    expect(description(group('States served'))).toBe('Tick every state you run freight in. Choose at least one state.');
    expect(description(control(/^I confirm we hold/))).toBe('Please confirm your insurance to apply.');
    expect(harness.container.querySelector('[role="alert"]')!.textContent).toBe('Please correct the highlighted fields. You can also call us at (800) 555-0199.');

    // Fixing a field clears its message.
    type(control('Company'), 'Piedmont');
    expect(control('Company').hasAttribute('aria-invalid')).toBe(false);
  });

  it("a 400 puts the server's own message under each field it names and focuses the first of them", async () => {
    fetchMock.mockResolvedValue(
      badRequest({ email: EMAIL_INVALID_MESSAGE, statesServed: 'statesServed must name at least one state', insuranceConfirmed: INSURANCE_NOT_CONFIRMED_MESSAGE }),
    );
    renderCarrier();
    fillCarrier();
    await submit();
    expect(description(control('E-mail'))).toBe(EMAIL_INVALID_MESSAGE);
    expect(control('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('E-mail'));
    expect(description(group('States served'))).toBe('Tick every state you run freight in. statesServed must name at least one state');
    expect(description(control(/^I confirm we hold/))).toBe(INSURANCE_NOT_CONFIRMED_MESSAGE);
    expect(control('Company').hasAttribute('aria-invalid')).toBe(false);
    expect(harness.container.querySelector('[role="alert"]')!.textContent).toContain('Please correct the highlighted fields.');
    // Every value stays.
    expect(control('USDOT number').value).toBe('3124567');
    expect(submitButton().textContent).toBe('Submit Application');
  });

  it('a 429 asks to wait the Retry-After seconds, keeping the values', async () => {
    fetchMock.mockResolvedValue(answer(429, { success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: 'r2' }, { 'Retry-After': '42' }));
    renderCarrier();
    fillCarrier();
    await submit();
    const alert = harness.container.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toBe('Too many requests from your connection. Please wait 42 seconds and try again. You can also call us at (800) 555-0199.');
    expect(document.activeElement).toBe(alert);
    expect(control('Company').value).toBe('Piedmont\tHot Shot LLC ');
  });

  it("a 429 without Retry-After shows the server's message", async () => {
    fetchMock.mockResolvedValue(answer(429, { success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: 'r2' }));
    renderCarrier();
    fillCarrier();
    await submit();
    expect(harness.container.querySelector('[role="alert"]')!.textContent).toContain(TOO_MANY_REQUESTS_MESSAGE);
  });

  it("a 503 (database away) shows the server's message with the phone, keeps the values, and a retry reuses key and payload", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(503, { success: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable', requestId: 'r4' }, { 'Retry-After': '30' }),
    );
    fetchMock.mockResolvedValueOnce(created());
    renderCarrier();
    fillCarrier();
    await submit();
    const alert = harness.container.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toBe(
      'We could not save your request just now. Please try again in a minute, or call us. You can also call us at (800) 555-0199.',
    );
    expect(alert.querySelector('a[href="tel:+18005550199"]')!.textContent).toBe('(800) 555-0199');
    expect(document.activeElement).toBe(alert);
    expect(control('Contact name').value).toBe('Jordan Mills');
    expect(control('Company').value).toBe('Piedmont\tHot Shot LLC ');
    expect(control('Hot shot', group('Equipment types')).checked).toBe(true);

    await submit();
    expect(harness.container.querySelector('[role="status"] h3')!.textContent).toBe('Application received');
    expect(sent(1).key).toBe(sent(0).key);
    expect(sent(1).body).toEqual(sent(0).body);
  });

  it('a 5xx or a network failure offers phone and e-mail, keeps the values, and a retry reuses key and payload', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { success: false, error: INTERNAL_ERROR_MESSAGE, requestId: 'r3' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(created());
    renderCarrier();
    fillCarrier();
    await submit();
    const alert = () => harness.container.querySelector('[role="alert"]')!;
    expect(alert().textContent).toBe(
      "We couldn't send your application. Everything you entered is still here: please try again, or call us at (800) 555-0199 or e-mail dispatch@example.com.",
    );
    expect(alert().querySelector('a[href="tel:+18005550199"]')).not.toBeNull();
    expect(alert().querySelector('a[href="mailto:dispatch@example.com"]')).not.toBeNull();
    expect(control('Contact name').value).toBe('Jordan Mills');
    expect(control('Hot shot', group('Equipment types')).checked).toBe(true);

    await submit();
    expect(alert().textContent).toContain("We couldn't send your application.");
    await submit();
    expect(harness.container.querySelector('[role="status"] h3')!.textContent).toBe('Application received');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set([sent(0).key, sent(1).key, sent(2).key]).size).toBe(1);
    expect(sent(2).body).toEqual(sent(0).body);
  });

  it('a 422 (key held for other data) is sent once more under a new key', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { success: false, error: IDEMPOTENCY_KEY_REUSED_MESSAGE, code: IDEMPOTENCY_KEY_REUSED_CODE, requestId: 'r4' }));
    fetchMock.mockResolvedValueOnce(created());
    renderCarrier();
    fillCarrier();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent(1).key).not.toBe(sent(0).key);
    expect(sent(1).body).toEqual(sent(0).body);
    expect(harness.container.querySelector('[role="status"] h3')!.textContent).toBe('Application received');
  });

  it('sends once however often the button is pressed, reading "Submitting..." meanwhile', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderCarrier();
    fillCarrier();
    const form = harness.container.querySelector('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton().disabled).toBe(true);
    act(() => form.requestSubmit());
    await act(async () => {
      resolve(created());
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(harness.container.querySelector('[role="status"] h3')!.textContent).toBe('Application received');
  });
});

describe('FreightAgentForm', () => {
  function fillRequired() {
    type(control('Company'), 'Mills Logistics');
    type(control('Contact name'), 'Ana\tMills');
    type(control('E-mail'), 'ana@mills.test');
    type(control('Phone'), '704.555.0101');
  }

  it('sends only what was answered: the four contact fields, a pasted tab made a space, nothing blank', async () => {
    fetchMock.mockResolvedValue(created());
    renderAgent();
    fillRequired();
    type(control('Message'), '   ');
    await submit();
    const { url, body } = sent();
    expect(url).toBe('/api/freight-agent-inquiries');
    expect(body).toEqual({ company: 'Mills Logistics', contactName: 'Ana Mills', email: 'ana@mills.test', phone: '704.555.0101' });
  });

  it('adds the honeypot when a bot fills it, and the first-touch referrer', async () => {
    sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify({ landingPage: '/freight-agent-recruitment', referrer: 'https://www.google.com/' }));
    fetchMock.mockResolvedValue(created());
    renderAgent();
    fillRequired();
    type(harness.container.querySelector<HTMLInputElement>('input[name="website"]')!, 'http://spam.test');
    await submit();
    expect(sent().body).toMatchObject({ website: 'http://spam.test', landingPage: '/freight-agent-recruitment', referrer: 'https://www.google.com/' });
  });

  it('sends years as a number, the book-of-business answer as a boolean and states in the API order', async () => {
    fetchMock.mockResolvedValue(created());
    renderAgent();
    fillRequired();
    type(control('Years of experience'), ' 12 ');
    click(control('No', group('Do you bring a book of business')));
    click(control('Yes', group('Do you bring a book of business')));
    const states = group('States where you have shippers');
    click(control(/^TX\b/, states));
    click(control(/^AL\b/, states));
    type(control('Message'), 'Ten shippers in the Southeast.');
    await submit();
    expect(sent().body).toEqual({
      company: 'Mills Logistics',
      contactName: 'Ana Mills',
      email: 'ana@mills.test',
      phone: '704.555.0101',
      yearsExperience: 12,
      hasBookOfBusiness: true,
      statesServed: ['AL', 'TX'],
      message: 'Ten shippers in the Southeast.',
    });
  });

  it('"select all" ticks the 51 states and "clear" unticks them', () => {
    renderAgent();
    const states = group('States where you have shippers');
    const buttons = [...states.querySelectorAll('button')];
    click(buttons.find((button) => button.textContent === 'Select all states')!);
    expect(states.querySelectorAll('input:checked')).toHaveLength(51);
    click(buttons.find((button) => button.textContent === 'Clear states')!);
    expect(states.querySelectorAll('input:checked')).toHaveLength(0);
  });

  it("refuses years that are not a whole number itself, and shows the server's range message under the field", async () => {
    fetchMock.mockResolvedValue(badRequest({ yearsExperience: 'yearsExperience must be a whole number of years from 0 to 60' }));
    renderAgent();
    fillRequired();
    type(control('Years of experience'), 'ten');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(description(control('Years of experience'))).toBe('Whole years in freight sales or brokerage. Years of experience must be a whole number.');

    type(control('Years of experience'), '75');
    await submit();
    expect(sent().body.yearsExperience).toBe(75);
    expect(description(control('Years of experience'))).toBe(
      'Whole years in freight sales or brokerage. yearsExperience must be a whole number of years from 0 to 60',
    );
    expect(document.activeElement).toBe(control('Years of experience'));
  });

  it('shows "Inquiry received" on success, focused', async () => {
    fetchMock.mockResolvedValue(created());
    renderAgent();
    fillRequired();
    await submit();
    const heading = harness.container.querySelector('[role="status"] h3')!;
    expect(heading.textContent).toBe('Inquiry received');
    expect(document.activeElement).toBe(heading);
    expect(harness.container.querySelector('[role="status"]')!.textContent).toContain('Our recruiting team will review your inquiry and contact you by e-mail or phone.');
  });

  it('a 429 asks to wait, in minutes when long', async () => {
    fetchMock.mockResolvedValue(answer(429, { success: false, error: TOO_MANY_REQUESTS_MESSAGE, requestId: 'r2' }, { 'Retry-After': '150' }));
    renderAgent();
    fillRequired();
    await submit();
    expect(harness.container.querySelector('[role="alert"]')!.textContent).toContain('Please wait 3 minutes and try again.');
    expect(control('Company').value).toBe('Mills Logistics');
  });
});
