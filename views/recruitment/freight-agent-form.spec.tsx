/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../test/jsdom-text-encoding.js';
import { FIRST_TOUCH_KEY } from '../../client/attribution.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../core/error-messages.js';
import { answer, badRequest, created, recruitmentForms } from '../../test/recruitment-form-harness.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { harness, fetchMock, control, group, description, type, click, submit, sent, renderAgent } = recruitmentForms();

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
