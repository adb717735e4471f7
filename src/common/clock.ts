import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The site's time. Every boundary the product decides by the time reads it instead of Date.now(): when a
 * scheduled post is due and how far ahead it may be, when an unanswered lead escalates, when a setup link
 * and a sign-in step expire, the sign-in limits' windows, and the two-factor code's 30-second step.
 *
 * It is the wall clock, unless a test has moved it forward (TEST_CLOCK, refused in production: README,
 * "Tests"). Each application instance has its own; rows' own timestamps (createdAt and the like) stay on
 * the wall clock.
 */
@Injectable()
export class Clock {
  private movedMs = 0;

  /** Now, in milliseconds since the epoch. */
  now(): number {
    return Date.now() + this.movedMs;
  }

  /** Now, as a Date. */
  date(): Date {
    return new Date(this.now());
  }

  /**
   * The wall-clock instant of a time on this clock: what the database's now() is compared with (a
   * deferred job's start, which pg-boss decides in the database).
   */
  wall(at: Date): Date {
    return new Date(at.getTime() - this.movedMs);
  }

  /** Moves the time forward by `ms` (a whole number above 0). Tests only: TestClock moves the job queue with it. */
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`the clock moves forward by a whole number of milliseconds above 0 (got ${ms})`);
    this.movedMs += ms;
  }
}

/** The one Clock of an application, for every module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
