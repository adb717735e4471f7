import { Injectable } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import type { PipeTransform } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { sendError } from '../common/api-gate.js';
import { Clock } from '../common/clock.js';
import { setRouteLabel } from '../metrics/route-label.js';
import { TEST_CLOCK_PATH, type TestClockView } from '../../core/test-clock.js';
import { JobQueue } from './job-queue.js';

/** The longest single move: a little over a year (a post may be scheduled 366 days ahead). */
const MAX_ADVANCE_MS = 400 * 24 * 3600_000;
const advanceMessage = `advanceMs must be a whole number of milliseconds from 1 to ${MAX_ADVANCE_MS}`;

/** POST /api/test/clock's body: how far to move the time forward. */
export class AdvanceClockDto {
  @IsInt({ message: advanceMessage })
  @Min(1, { message: advanceMessage })
  @Max(MAX_ADVANCE_MS, { message: advanceMessage })
  advanceMs!: number;
}

/**
 * Moves an instance's time for a test: its Clock, and the job queue's deferred jobs with it (they are
 * due by the database's clock), so "an hour later" makes what was due within the hour due now; the
 * workers take those jobs on their next poll. Other instances on the same database move their Clock
 * only (Clock.advance).
 */
@Injectable()
export class TestClock {
  constructor(
    private readonly clock: Clock,
    private readonly queue: JobQueue,
  ) {}

  /** Moves the time forward by `ms`; answers the new time. */
  async advance(ms: number): Promise<Date> {
    this.clock.advance(ms);
    await this.queue.bringForward(ms);
    return this.clock.date();
  }
}

/**
 * GET /api/test/clock: 200 `{ success: true, now }`, the server's time (ISO 8601). POST with
 * `{ "advanceMs": n }` moves it forward first (TestClock.advance); 400 for a bad body. Mounted by
 * http-setup only when TEST_CLOCK=on (never in production); otherwise the path is unknown like any other.
 */
export function testClockRoute(testClock: TestClock, clock: Clock, validation: PipeTransform): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'POST') || req.path !== TEST_CLOCK_PATH) return next();
    setRouteLabel(res, TEST_CLOCK_PATH);
    const moved =
      req.method === 'GET'
        ? Promise.resolve(clock.date())
        : Promise.resolve()
            .then(() => validation.transform(req.body ?? {}, { type: 'body', metatype: AdvanceClockDto }) as Promise<AdvanceClockDto>)
            .then((body) => testClock.advance(body.advanceMs));
    moved.then(
      (now) => res.json({ success: true, now: now.toISOString() } satisfies TestClockView),
      (error: unknown) => sendError(req, res, error),
    );
  };
}
