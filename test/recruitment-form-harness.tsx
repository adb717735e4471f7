import { act } from 'react';
import { invalidRequestMessage } from '../core/error-messages.js';
import { CarrierApplicationForm } from '../views/recruitment/carrier-application-form.js';
import { FreightAgentForm } from '../views/recruitment/freight-agent-form.js';
import { islandRoot } from './island-root.js';

// The harness of the recruitment forms' specs (views/recruitment/*.spec.tsx): the island root, the answers the
// API gives, and the hands of a visitor who finds controls by their labels, types, ticks and sends.

export const contact = { phone: '(800) 555-0199', phoneHref: 'tel:+18005550199', email: 'dispatch@example.com' };

export function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: () => Promise.resolve(text), headers: new Headers(headers) };
}

export const created = () => answer(201, { success: true, id: '2f9a4c1e-7d3b-4e8a-9c61-5b0d2e7f4a13' });
export const badRequest = (fields: Record<string, string>) =>
  answer(400, { success: false, error: invalidRequestMessage(Object.keys(fields)), code: 'validation_failed', fields, requestId: 'r1' });

/**
 * Call once at the top of a spec file: it registers the island root's hooks and the forms' own (a clean
 * sessionStorage, console.warn quiet), and gives the helpers that work on that root.
 */
export function recruitmentForms() {
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

  return { harness, fetchMock, control, group, description, type, click, submitButton, submit, sent, renderCarrier, renderAgent, fillCarrier };
}
