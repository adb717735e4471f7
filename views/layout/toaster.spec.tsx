/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { toast } from '../../client/toast.js';
import { SWIPE_THRESHOLD_PX, Toaster, TOAST_DURATION_MS } from './toaster.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function pointer(type: string, target: Element, clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  act(() => {
    target.dispatchEvent(event);
  });
}

describe('Toaster', () => {
  let container: HTMLDivElement;
  let root: Root;
  const region = () => container.querySelector('[role="region"]') as HTMLElement;
  const shown = () => Array.from(region().querySelectorAll('[role="status"], [role="alert"]'));

  beforeEach(() => {
    jest.useFakeTimers();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    act(() => root.render(<Toaster />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.useRealTimers();
  });

  it('renders a labelled notification region that F8 focuses', () => {
    expect(region().getAttribute('aria-label')).toBe('Notifications (F8)');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', bubbles: true }));
    });
    expect(document.activeElement).toBe(region());
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second', description: 'More', variant: 'destructive' }));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]!.getAttribute('role')).toBe('alert');
    expect(shown()[0]!.textContent).toContain('SecondMore');
  });

  it('removes a toast after 5 s, or at once with its close button', () => {
    act(() => toast({ title: 'Saved' }));
    expect(shown()[0]!.getAttribute('role')).toBe('status');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toHaveLength(0);

    act(() => toast({ title: 'Again' }));
    act(() => (region().querySelector('button[aria-label="Close notification"]') as HTMLButtonElement).click());
    expect(shown()).toHaveLength(0);
  });

  it('dismisses on a swipe right of at least 50 px, and springs back from a shorter one', () => {
    act(() => toast({ title: 'Swipe me' }));
    const item = shown()[0]!;
    pointer('pointerdown', item, 100);
    pointer('pointermove', item, 100 + SWIPE_THRESHOLD_PX - 1);
    pointer('pointerup', item, 100 + SWIPE_THRESHOLD_PX - 1);
    expect(shown()).toHaveLength(1);
    expect((item as HTMLElement).style.getPropertyValue('--toast-swipe')).toBe('0px');

    pointer('pointerdown', item, 100);
    pointer('pointermove', item, 100 + SWIPE_THRESHOLD_PX);
    pointer('pointerup', item, 100 + SWIPE_THRESHOLD_PX);
    expect(shown()).toHaveLength(0);
  });

  it('shows a toast raised before it was listening', () => {
    act(() => root.unmount());
    toast({ title: 'Early' });
    root = createRoot(container);
    act(() => root.render(<Toaster />));
    expect(shown()[0]!.textContent).toContain('Early');
  });
});
