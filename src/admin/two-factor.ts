import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, type MfaEnrolmentView, type MfaStatusView } from '../../core/admin-accounts.js';
import { AppConfig } from '../config/app-config.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { MfaKeyBox } from './mfa-key-box.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { matchTotp, newTotpSecret, otpauthUri, qrCodeSvg } from './totp.js';

/** How a code was accepted. */
export type CodeKind = 'totp' | 'recovery';

/**
 * An account's two-factor (docs/product.md#14-admin-area): enrolment (a key held aside until a code from
 * the app is accepted), code checks (one step either side of `at`, the Clock's now; a step already used is refused, so is
 * a used recovery code), the ten recovery codes, and turning it off (a reset or a lost phone).
 */
@Injectable()
export class TwoFactor {
  private readonly issuer: string;

  constructor(
    private readonly em: EntityManager,
    private readonly box: MfaKeyBox,
    config: AppConfig,
  ) {
    this.issuer = new URL(config.SITE_ORIGIN).host;
  }

  async status(userId: string, em: EntityManager = this.em.fork()): Promise<MfaStatusView> {
    const user = await em.findOneOrFail(AdminUser, { id: userId }, { fields: ['mfaEnabledAt'] });
    const left = user.mfaEnabledAt ? await em.count(AdminRecoveryCode, { userId, usedAt: null }) : 0;
    return { enabled: Boolean(user.mfaEnabledAt), recoveryCodesLeft: left };
  }

  /**
   * A new key held aside for the account (replacing any earlier one not yet confirmed), and how to scan it.
   * The enrolment belongs to `sessionId`, the session that began it (null: the sign-in's enrolment step):
   * only that one can finish it.
   */
  async beginEnrolment(userId: string, sessionId: string | null): Promise<MfaEnrolmentView> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(AdminUser, { id: userId });
    const secret = newTotpSecret();
    user.mfaPendingSecret = this.box.seal(secret, user.id);
    user.mfaPendingSessionId = sessionId;
    await em.flush();
    const uri = otpauthUri(secret, user.username, this.issuer);
    return { secret, otpauthUri: uri, qrSvg: await qrCodeSvg(uri) };
  }

  /**
   * Ends the enrolment when `code` is the held key's current code and `sessionId` began it: the key becomes
   * the account's (replacing any key in use), and new recovery codes are made. Null (nothing changed) when
   * there is no held key of that session or the code is wrong. Run it in the caller's transaction, with the
   * account row locked.
   */
  async confirmEnrolment(tx: EntityManager, user: AdminUser, code: string, sessionId: string | null, at: number): Promise<string[] | null> {
    await tx.populate(user, ['mfaPendingSecret']);
    if (user.mfaPendingSessionId !== sessionId) return null;
    const opened = user.mfaPendingSecret ? this.box.open(user.mfaPendingSecret, user.id) : null;
    const step = opened ? matchTotp(opened.plain, code, at) : null;
    if (!opened || step === null) return null;
    user.mfaSecret = this.box.seal(opened.plain, user.id);
    user.mfaPendingSecret = null;
    user.mfaPendingSessionId = null;
    user.mfaEnabledAt = new Date(at);
    user.mfaLastStep = step;
    return this.replaceRecoveryCodes(tx, user.id);
  }

  /**
   * Checks a second-step code for an account with two-factor: a 6-digit code of a step not used before,
   * or an unused recovery code (then recorded as used). Atomic: of two requests with the same code, one
   * wins. Null when the code is not accepted.
   */
  async verify(tx: EntityManager, user: AdminUser, code: string, at: number): Promise<CodeKind | null> {
    const connection = tx.getConnection();
    const context = tx.getTransactionContext();
    if (TOTP_CODE_PATTERN.test(code)) {
      await tx.populate(user, ['mfaSecret']);
      const opened = user.mfaSecret ? this.box.open(user.mfaSecret, user.id) : null;
      const step = opened ? matchTotp(opened.plain, code, at) : null;
      if (!opened || step === null) return null;
      const moved = await connection.execute(
        'update admin_user set mfa_last_step = ? where id = ? and (mfa_last_step is null or mfa_last_step < ?) returning id',
        [step, user.id, step],
        'all',
        context,
      );
      if (moved.length !== 1) return null;
      user.mfaLastStep = step;
      // Sealed under the previous key (a rotation under way): sealed again under the current one.
      if (opened.stale) await connection.execute('update admin_user set mfa_secret = ? where id = ?', [this.box.seal(opened.plain, user.id), user.id], 'run', context);
      return 'totp';
    }
    if (RECOVERY_CODE_PATTERN.test(code)) {
      const used = await connection.execute(
        'update admin_recovery_code set used_at = ? where user_id = ? and code_hash = ? and used_at is null returning id',
        [new Date(at), user.id, recoveryCodeHash(code)],
        'all',
        context,
      );
      return used.length === 1 ? 'recovery' : null;
    }
    return null;
  }

  /** New recovery codes for an account with two-factor; the old ones are deleted, so they stop working. */
  async replaceRecoveryCodes(tx: EntityManager, userId: string): Promise<string[]> {
    await tx.nativeDelete(AdminRecoveryCode, { userId });
    const codes = newRecoveryCodes();
    for (const code of codes) tx.create(AdminRecoveryCode, { userId, codeHash: recoveryCodeHash(code) });
    await tx.flush();
    return codes;
  }

  /** Two-factor off: the key, any key held aside and the recovery codes go. */
  async turnOff(tx: EntityManager, user: AdminUser): Promise<void> {
    user.mfaSecret = null;
    user.mfaPendingSecret = null;
    user.mfaPendingSessionId = null;
    user.mfaEnabledAt = null;
    user.mfaLastStep = null;
    await tx.nativeDelete(AdminRecoveryCode, { userId: user.id });
  }
}
