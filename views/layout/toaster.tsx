import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { takePendingToast, TOAST_EVENT, type ToastOptions } from '../../client/toast.js';
import { CloseIcon } from './icons.js';
import * as s from './toaster.css.js';

/** docs/product.md#13-business-constants: one toast at a time, shown 5 s, swipe right 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_REGION_LABEL = 'Notifications (F8)';

/** Island props: none. */
export type ToasterProps = Record<string, never>;

interface ShownToast extends ToastOptions {
  id: number;
}

/** The one toast system: rendered once by SiteLayout; islands raise toasts with client/toast.ts. */
export function Toaster(_props: ToasterProps) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    let next = 0;
    const show = (options: ToastOptions) => setCurrent({ ...options, id: ++next });
    const onToast = (event: Event) => {
      event.preventDefault();
      show((event as CustomEvent<ToastOptions>).detail);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener(TOAST_EVENT, onToast);
    document.addEventListener('keydown', onKeyDown);
    const waiting = takePendingToast();
    if (waiting) show(waiting);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div ref={regionRef} role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1} className={s.region}>
      {current ? <Toast key={current.id} toast={current} onDismiss={dismiss} /> : null}
    </div>
  );
}
Toaster.displayName = 'Toaster' as const; // its island name (views/app/islands.ts)

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const swipe = useRef<{ pointerId: number; startX: number; dx: number } | null>(null);
  const destructive = toast.variant === 'destructive';

  // Hovering or focusing the toast holds it, so nobody loses a message while reading it.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss]);

  const setOffset = (px: number) => ref.current?.style.setProperty('--toast-swipe', `${px}px`);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.dataset.swiping = '';
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    state.dx = Math.max(0, event.clientX - state.startX);
    setOffset(state.dx);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = swipe.current;
    if (!state || state.pointerId !== event.pointerId) return;
    swipe.current = null;
    delete event.currentTarget.dataset.swiping;
    if (event.type === 'pointerup' && state.dx >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };

  return (
    <div
      ref={ref}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={s.toast}
      data-variant={toast.variant ?? 'default'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <p className={s.title}>{toast.title}</p>
      {toast.description ? <p className={s.description}>{toast.description}</p> : null}
      <button type="button" className={s.close} aria-label="Close notification" onClick={onDismiss}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
