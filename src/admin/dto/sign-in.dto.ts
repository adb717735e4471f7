import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { requiredMessage, requiredOr } from '../../common/lead-fields.js';

/**
 * The sign-in body. Deliberately loose beyond "present and a string": whatever a username or password
 * holds (quotes, markup, control characters) is simply not an account, and answers 401 like any other.
 */
export class SignInDto {
  @MaxLength(200) @IsNotEmpty({ message: requiredMessage }) @IsString({ message: requiredOr((p) => `${p} must be a string`) })
  username!: string;

  @MaxLength(1024) @IsNotEmpty({ message: requiredMessage }) @IsString({ message: requiredOr((p) => `${p} must be a string`) })
  password!: string;
}
