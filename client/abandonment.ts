import type { AbandonmentReason, FormType as AbandonmentFormType } from '../core/abandonment-options.js';
import { apiRequest } from './api.js';
import { track } from './analytics.js';

/**
 * Form-abandonment tracking (docs/product.md#6-abandoned-forms). The core below is pure (timers and a clock, no DOM) so its
 * rules can be tested with fake timers; `bindAbandonment` wires it to the page. Form types and reasons are the API's lists.
 */
export type { AbandonmentFormType, AbandonmentReason };

export interface AbandonmentReport {
  formType: AbandonmentFormType;
  formData: Record<string, string>;
  abandonmentReason: AbandonmentReason;
  timeOnForm: number;
  fieldsCompleted: number;
}

export const ABANDONMENT_MIN_FIELDS = 2;
export const INACTIVITY_MS = 30_000;
export const EXIT_INTENT_MS = 3_000;
/** API limits of formData. */
export const MAX_FORM_KEYS = 20;
export const MAX_VALUE_LENGTH = 2000;
/** The spam trap field: never reported. */
export const HONEYPOT_FIELD = 'website';

/** The filled fields of a form, within the API's limits, without the honeypot. */
export function filledFields(values: Record<string, string>): Record<string, string> {
  const entries = Object.entries(values)
    .filter(([key, value]) => key !== HONEYPOT_FIELD && value.trim() !== '')
    .slice(0, MAX_FORM_KEYS)
    .map(([key, value]) => [key, value.slice(0, MAX_VALUE_LENGTH)]);
  return Object.fromEntries(entries);
}

export interface AbandonmentTrackerOptions {
  formType: AbandonmentFormType;
  onAbandon: (report: AbandonmentReport) => void;
  /** Called once, when the first field gets content. */
  onStart?: () => void;
  now?: () => number;
}

/**
 * One form session: starts at the first field with content; reports at most once, and only with at
 * least ABANDONMENT_MIN_FIELDS filled; a started submission ends it for good.
 */
export class AbandonmentTracker {
  private values: Record<string, string> = {};
  private startedAt: number | undefined;
  private lastActivity = 0;
  private done = false;
  private inactivityTimer: ReturnType<typeof setTimeout> | undefined;
  private exitTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: AbandonmentTrackerOptions) {
    this.now = options.now ?? Date.now;
  }

  get started(): boolean {
    return this.startedAt !== undefined;
  }

  get finished(): boolean {
    return this.done;
  }

  /** The form's current values (all fields, filled or not). Counts as user activity. */
  update(values: Record<string, string>): void {
    if (this.done) return;
    this.values = { ...values };
    if (!this.started && Object.keys(filledFields(values)).length > 0) {
      this.startedAt = this.now();
      this.options.onStart?.();
    }
    this.activity();
  }

  /** Any user input on the page (key, pointer, scroll): restarts the inactivity countdown. */
  activity(): void {
    if (this.done || !this.started) return;
    this.lastActivity = this.now();
    // One timer at a time: when it fires it re-arms for whatever inactivity is still missing.
    this.inactivityTimer ??= setTimeout(() => this.checkInactivity(), INACTIVITY_MS);
  }

  /** The pointer left through the top of the page. */
  pointerLeftTop(): void {
    if (this.done || !this.started || this.exitTimer) return;
    this.exitTimer = setTimeout(() => {
      this.exitTimer = undefined;
      this.report('exit_intent');
    }, EXIT_INTENT_MS);
  }

  /** The pointer came back into the page before the exit-intent delay ran out. */
  pointerReturned(): void {
    clearTimeout(this.exitTimer);
    this.exitTimer = undefined;
  }

  /** The page is being unloaded. */
  pageExit(): void {
    this.report('page_exit');
  }

  /** A submission started: this session can no longer be abandoned. */
  submitting(): void {
    this.finish();
  }

  /** Stops all timers without reporting (unmount). */
  dispose(): void {
    this.clearTimers();
  }

  private checkInactivity(): void {
    this.inactivityTimer = undefined;
    if (this.done) return;
    const idle = this.now() - this.lastActivity;
    if (idle >= INACTIVITY_MS) {
      // Too few fields now: wait for the next activity to start a fresh countdown.
      this.report('inactivity');
    } else {
      this.inactivityTimer = setTimeout(() => this.checkInactivity(), INACTIVITY_MS - idle);
    }
  }

  private report(reason: AbandonmentReason): void {
    if (this.done || this.startedAt === undefined) return;
    const formData = filledFields(this.values);
    const fieldsCompleted = Object.keys(formData).length;
    if (fieldsCompleted < ABANDONMENT_MIN_FIELDS) return;
    const report: AbandonmentReport = {
      formType: this.options.formType,
      formData,
      abandonmentReason: reason,
      timeOnForm: Math.max(0, Math.round(this.now() - this.startedAt)),
      fieldsCompleted,
    };
    this.finish();
    this.options.onAbandon(report);
  }

  private finish(): void {
    this.done = true;
    this.clearTimers();
  }

  private clearTimers(): void {
    clearTimeout(this.inactivityTimer);
    clearTimeout(this.exitTimer);
    this.inactivityTimer = undefined;
    this.exitTimer = undefined;
  }
}

export const CAPTURE_URL = '/api/abandoned-forms/capture-abandonment';

/** Sends a report: a beacon while the page unloads (text/plain JSON), otherwise the fetch helper. */
export function sendAbandonment(report: AbandonmentReport): void {
  track('form_abandon', { form_type: report.formType, reason: report.abandonmentReason, fields_completed: report.fieldsCompleted });
  const json = JSON.stringify(report);
  if (report.abandonmentReason === 'page_exit' && navigator.sendBeacon?.(CAPTURE_URL, new Blob([json], { type: 'text/plain' }))) return;
  apiRequest('POST', CAPTURE_URL, report).catch((error: unknown) => console.warn('[abandonment] capture failed', error));
}

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'scroll', 'touchstart', 'input'] as const;

/** Feeds page events to a tracker; returns the function that removes the listeners. */
export function bindAbandonment(tracker: AbandonmentTracker, win: Window = window): () => void {
  const doc = win.document;
  const onActivity = () => tracker.activity();
  const onMouseOut = (event: MouseEvent) => {
    if (event.relatedTarget === null && event.clientY <= 0) tracker.pointerLeftTop();
  };
  const onMouseOver = () => tracker.pointerReturned();
  const onPageHide = () => tracker.pageExit();
  for (const type of ACTIVITY_EVENTS) doc.addEventListener(type, onActivity, { passive: true, capture: true });
  doc.addEventListener('mouseout', onMouseOut);
  doc.addEventListener('mouseover', onMouseOver);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    for (const type of ACTIVITY_EVENTS) doc.removeEventListener(type, onActivity, { capture: true });
    doc.removeEventListener('mouseout', onMouseOut);
    doc.removeEventListener('mouseover', onMouseOver);
    win.removeEventListener('pagehide', onPageHide);
  };
}
