import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../config/app-config.js';
import { AccountProof } from './account-proof.js';
import { AdminAccounts } from './admin-accounts.js';
import { AdminAudit } from './admin-audit.js';
import { AdminAuditEvent } from './admin-audit-event.entity.js';
import { AdminRecoveryCode } from './admin-recovery-code.entity.js';
import { AdminSetupLink } from './admin-setup-link.entity.js';
import { AdminSignInStep } from './admin-sign-in-step.entity.js';
import { AdminSignInCounter } from './admin-sign-in-counter.entity.js';
import { AccountsController } from './accounts.controller.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { MfaKeyBox } from './mfa-key-box.js';
import { OwnAccount } from './own-account.js';
import { OwnAccountController } from './own-account.controller.js';
import { SetupLinks } from './setup-links.js';
import { SignInSteps } from './sign-in-steps.js';
import { TwoFactor } from './two-factor.js';
import { AdminAuthGuard } from './admin-auth.guard.js';
import { AdminAuth } from './admin-auth.js';
import { adminJwtSecret } from './admin-secret.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { FirstAdmin } from './first-admin.js';
import { PasswordHasher } from './password-hasher.js';
import { SignInLimits } from './sign-in-limits.js';
import { SignInSubjects } from './sign-in-subject.js';

/** Admin accounts, sessions, the audit trail and the guard other features put their admin routes behind. */
@Module({
  imports: [
    MikroOrmModule.forFeature([AdminUser, AdminSession, AdminAuditEvent, AdminRecoveryCode, AdminSetupLink, AdminSignInStep, AdminSignInCounter]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: adminJwtSecret(config), signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [AdminAuthController, OwnAccountController, AccountsController],
  providers: [AdminAuth, AdminAccounts, AdminAudit, AdminAuthGuard, PasswordHasher, SignInLimits, SignInSubjects, FirstAdmin, MfaKeyBox, TwoFactor, SignInSteps, SetupLinks, OwnAccount, AccountProof],
  exports: [AdminAuth, AdminAccounts, AdminAudit, AdminAuthGuard, OwnAccount, SetupLinks],
})
export class AdminModule {}
