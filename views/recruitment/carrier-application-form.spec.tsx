/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FIRST_TOUCH_KEY } from '../../client/attribution.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  INSURANCE_NOT_CONFIRMED_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  TOO_MANY_REQUESTS_MESSAGE,
} from '../../core/error-messages.js';
import { IDEMPOTENCY_KEY_REUSED_CODE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../core/idempotency-key.js';
import { isUuidV4 } from '../../core/uuid.js';
import { answer, badRequest, contact, created, recruitmentForms } from '../../test/recruitment-form-harness.js';
import { CarrierApplicationForm } from './carrier-application-form.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { harness, fetchMock, control, group, description, type, submitButton, submit, sent, renderCarrier, fillCarrier } = recruitmentForms();

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
