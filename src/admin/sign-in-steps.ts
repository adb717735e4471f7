import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../common/clock.js';
import { ACCOUNT_TEXTS, MFA_STEP_LIFETIME_MS, MFA_STEP_MAX_FAILURES, ONE_TIME_TOKEN_PATTERN } from '../../core/admin-accounts.js';
import { DomainError } from '../common/domain-error.js';
import { cleanUserAgent, type ClientFacts } from './client-facts.js';
import { AdminSignInStep } from './admin-sign-in-step.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { newOneTimeToken, tokenHash } from './one-time-token.js';

/** What the password step answers an account with two-factor: the step's token, for the code's call only. */
export interface PendingStep {
  mfaToken: string;
  expiresAt: Date;
  /** The account must set up two-factor first (ADMIN_MFA=required). */
  enrolRequired: boolean;
}

/** A step as an attempt took it: `failures` counts the attempts so far, this one included. */
export interface TakenStep {
  id: string;
  userId: string;
  purpose: 'verify' | 'enrol';
  failures: number;
}

const stepEnded = () => new DomainError('sign_in_failed', ACCOUNT_TEXTS.stepEnded);

/**
 * The pending steps between a right password and a session (docs/product.md#14-admin-area): 5 minutes,
 * 5 codes tried, used once. The token is 32 random bytes the browser holds; the row keeps its hash. A step
 * is not a session: AdminAuth.authenticate never reads this table.
 */
@Injectable()
export class SignInSteps {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async open(user: AdminUser, purpose: 'verify' | 'enrol', client: ClientFacts): Promise<PendingStep> {
    const em = this.em.fork();
    const { token, hash } = newOneTimeToken();
    const expiresAt = new Date(this.clock.now() + MFA_STEP_LIFETIME_MS);
    em.create(AdminSignInStep, {
      userId: user.id,
      tokenHash: hash,
      purpose,
      expiresAt,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: cleanUserAgent(client.userAgent),
    });
    await em.flush();
    return { mfaToken: token, expiresAt, enrolRequired: purpose === 'enrol' };
  }

  /**
   * Takes one code attempt on the live step a token names, in one statement, before the code is checked:
   * of N attempts at once, at most MFA_STEP_MAX_FAILURES go on. Answers the step (its `failures` counting
   * this attempt) and its account; else the one 401 that says to start again (unknown, ended, expired, out
   * of attempts, or the account disabled or reset since).
   */
  async takeAttempt(token: string, at: number = this.clock.now()): Promise<{ step: TakenStep; user: AdminUser }> {
    if (!ONE_TIME_TOKEN_PATTERN.test(token)) throw stepEnded();
    const em = this.em.fork();
    const rows: TakenStep[] = await em.getConnection().execute(
      `update admin_sign_in_step set failures = failures + 1
        where token_hash = ? and ended_at is null and expires_at > ? and failures < ?
        returning id, user_id as "userId", purpose, failures`,
      [tokenHash(token), new Date(at), MFA_STEP_MAX_FAILURES],
    );
    const step = rows[0];
    if (!step) throw stepEnded();
    const user = await em.findOne(AdminUser, { id: step.userId }, { populate: ['passwordHash'] });
    if (!user || user.disabled || !user.passwordHash) throw stepEnded();
    return { step, user };
  }

  /** The live step a token names and its account, read without taking an attempt (the enrolment's key); else the 401. */
  async live(token: string, at: number = this.clock.now()): Promise<{ step: AdminSignInStep; user: AdminUser }> {
    if (!ONE_TIME_TOKEN_PATTERN.test(token)) throw stepEnded();
    const em = this.em.fork();
    const step = await em.findOne(AdminSignInStep, { tokenHash: tokenHash(token) });
    if (!step || step.endedAt || step.expiresAt.getTime() <= at || step.failures >= MFA_STEP_MAX_FAILURES) throw stepEnded();
    const user = await em.findOne(AdminUser, { id: step.userId }, { populate: ['passwordHash'] });
    if (!user || user.disabled || !user.passwordHash) throw stepEnded();
    return { step, user };
  }

  /** Ends the step a right code used, in the sign-in's transaction; false when another request ended it first. */
  async endUsed(tx: EntityManager, stepId: string, at: number = this.clock.now()): Promise<boolean> {
    const ended = await tx.nativeUpdate(AdminSignInStep, { id: stepId, endedAt: null }, { endedAt: new Date(at) });
    return ended === 1;
  }

  /** After a wrong code: the step ends when that was its last attempt. Answers whether it has ended. */
  async afterWrongCode(step: TakenStep, at: number = this.clock.now()): Promise<boolean> {
    if (step.failures < MFA_STEP_MAX_FAILURES) return false;
    await this.em.fork().nativeUpdate(AdminSignInStep, { id: step.id, endedAt: null }, { endedAt: new Date(at) });
    return true;
  }

  /** Ends every live step of an account (disabled, reset, two-factor turned off). */
  async endAll(tx: EntityManager, userId: string): Promise<void> {
    await tx.nativeUpdate(AdminSignInStep, { userId, endedAt: null }, { endedAt: this.clock.date() });
  }
}
