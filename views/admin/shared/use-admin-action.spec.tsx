/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-text-encoding.js';
import { act } from 'react';
import { ApiError } from '../../../client/api.js';
import { ADMIN_NETWORK_ERROR } from '../../../core/admin.js';
import { islandRoot } from '../../../test/island-root.js';
import { text } from '../../../test/rendered-page.js';
import { useAdminAction, type AdminRun } from './use-admin-action.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A control as the islands draw one: its button, its alert and its status line. */
function Control({ call, options }: { call: () => Promise<string | void>; options?: AdminRun<true> }) {
  const { busy, error, said, run } = useAdminAction('The note could not be saved');
  return (
    <>
      <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void run(call, options)}>
        {busy ? 'Saving…' : 'Save'}
      </button>
      {error ? <p role="alert">{error}</p> : null}
      <p role="status">{said}</p>
    </>
  );
}

/** A call that settles when the test says. */
function deferred() {
  let resolve!: (said: string | void) => void;
  let reject!: (failure: unknown) => void;
  const promise = new Promise<string | void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const refusal = (status: number, error?: string) => new ApiError(status, '', error === undefined ? '' : JSON.stringify({ success: false, error }));

describe('useAdminAction', () => {
  const harness = islandRoot();
  const button = () => harness.container.querySelector('button')!;
  const alert = () => harness.container.querySelector('[role="alert"]');
  const status = () => text(harness.container.querySelector('[role="status"]')!);
  const mount = (call: () => Promise<string | void>, options?: AdminRun<true>) => act(() => harness.root.render(<Control call={call} options={options} />));
  const click = () => act(async () => button().click());

  it('is pending while the call runs, then says what the call answered', async () => {
    const answer = deferred();
    mount(() => answer.promise);
    await click();
    expect([text(button()), button().disabled, button().getAttribute('aria-busy')]).toEqual(['Saving…', true, 'true']);
    await act(async () => answer.resolve('Note saved.'));
    expect([text(button()), button().disabled, status(), alert()]).toEqual(['Save', false, 'Note saved.', null]);
  });

  it("shows a refused call's reason in the server's words, else the control's own, and clears it on the next call", async () => {
    const call = jest.fn<Promise<string | void>, []>().mockRejectedValueOnce(refusal(403, 'Only admins can do this')).mockRejectedValueOnce(refusal(502)).mockResolvedValueOnce('Note saved.');
    mount(call);
    await click();
    expect(text(alert()!)).toBe('Only admins can do this');
    await click();
    expect(text(alert()!)).toBe('The note could not be saved');
    await click();
    expect([alert(), status()]).toEqual([null, 'Note saved.']);
  });

  it('says the network text when no answer came at all', async () => {
    mount(() => Promise.reject(new TypeError('Failed to fetch')));
    await click();
    expect([text(alert()!), button().disabled]).toEqual([ADMIN_NETWORK_ERROR, false]);
  });

  it('lets a control say a refusal in a place of its own: its text, or no alert at all', async () => {
    const seen: string[] = [];
    mount(() => Promise.reject(refusal(409, 'Dana has this lead')), { refused: (_failure, message) => `Not taken: ${message}` });
    await click();
    expect(text(alert()!)).toBe('Not taken: Dana has this lead');
    mount(() => Promise.reject(refusal(400, 'Check the fields')), { refused: (_failure, message) => (seen.push(message), null) });
    await click();
    expect([alert(), seen]).toEqual([null, ['Check the fields']]);
  });

  it('ignores a second click while the first call runs', async () => {
    const answer = deferred();
    const call = jest.fn(() => answer.promise);
    mount(call);
    // Both clicks land before the render that disables the button.
    await act(async () => {
      button().click();
      button().click();
    });
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve());
    await click();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
