import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CODE_FORMAT_MESSAGE, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from '../../../core/admin-accounts.js';
import { ADMIN_ROLES, PASSWORD_MAX_LENGTH, ROLE_MESSAGE, USERNAME_MESSAGE, USERNAME_PATTERN, type AdminRole } from '../../../core/admin.js';
import { requiredMessage, requiredOr } from '../../common/lead-fields.js';
import { ToUsername } from '../../common/transforms.js';

// The accounts API's bodies (docs/product.md#14-admin-area). A one-time token of the wrong shape is
// refused by the service like any unknown one (the same 401 or 410), so the DTOs only ask for a string.

const isString = IsString({ message: requiredOr((property) => `${property} must be a string`) });
const required = IsNotEmpty({ message: requiredMessage });
/** A code as people type it: spaces (and the space apps show mid-code) taken out. */
const withoutSpaces = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value));
const CODE_PATTERN = new RegExp(`(${TOTP_CODE_PATTERN.source})|(${RECOVERY_CODE_PATTERN.source})`);

/** The pending step's token (`mfaToken` from the password step). */
export class MfaTokenDto {
  @MaxLength(200) @required @isString
  mfaToken!: string;
}

/** The second step: the step's token and a 6-digit code or a recovery code. */
export class MfaCodeDto extends MfaTokenDto {
  @withoutSpaces @Matches(CODE_PATTERN, { message: CODE_FORMAT_MESSAGE }) @required @isString
  code!: string;
}

/** Confirming an enrolment from your account page: the first code of the new key. */
export class EnrolmentCodeDto {
  @withoutSpaces @Matches(TOTP_CODE_PATTERN, { message: 'code must be the 6-digit code from your authenticator app' }) @required @isString
  code!: string;
}

/**
 * What a change to a second factor in use proves: the password and a current code or a recovery code.
 * Both may be left out while two-factor is off (the service says which are needed).
 */
export class FactorProofDto {
  @IsOptional() @MaxLength(1024) @isString
  password?: string;

  @IsOptional() @withoutSpaces @Matches(CODE_PATTERN, { message: CODE_FORMAT_MESSAGE }) @isString
  code?: string;
}

/** A setup link's token and the password its person chose (the policy is checked by the service). */
export class SetupDto {
  @MaxLength(200) @required @isString
  token!: string;

  @MaxLength(1024) @required @isString
  password!: string;
}

export class ChangePasswordDto {
  @MaxLength(1024) @required @isString
  currentPassword!: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: `newPassword must be at most ${PASSWORD_MAX_LENGTH} characters` }) @required @isString
  newPassword!: string;
}


/** A new account: its username and role; its person chooses the password through the setup link. */
export class NewAccountDto {
  @ToUsername()
  @Matches(USERNAME_PATTERN, { message: USERNAME_MESSAGE })
  @required
  @isString
  username!: string;

  @IsIn(ADMIN_ROLES, { message: ROLE_MESSAGE }) @required @isString
  role!: AdminRole;
}

/** One change to an account: its role, or whether it is disabled (exactly one of the two). */
export class AccountChangeDto {
  @IsOptional() @IsIn(ADMIN_ROLES, { message: ROLE_MESSAGE }) @IsString({ message: 'role must be a string' })
  role?: AdminRole;

  @IsOptional() @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}

/** On duty or not (docs/product.md#21-leads-desk): round robin gives new leads to accounts on duty. */
export class OnDutyDto {
  @IsBoolean({ message: 'onDuty must be true or false' })
  onDuty!: boolean;
}
