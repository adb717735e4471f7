/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EMAIL_INVALID_MESSAGE, INSURANCE_NOT_CONFIRMED_MESSAGE } from '../../core/error-messages.js';
import { contact, recruitmentForms } from '../../test/recruitment-form-harness.js';
import { CarrierApplicationForm } from './carrier-application-form.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { harness, fetchMock, control, group, description, submit } = recruitmentForms();

describe('CarrierApplicationForm', () => {
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
});
