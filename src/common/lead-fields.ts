import { Type } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { EMAIL_INVALID_MESSAGE, PHONE_INVALID_MESSAGE } from '../../core/error-messages.js';
import { FIELD_LIMITS } from '../../core/field-limits.js';
import { IsPlainText, type PlainTextOptions } from './plain-text.js';
import { Trim, TrimOptional } from './transforms.js';

// The fields every lead form shares (quotes, freight agent inquiries, carrier applications), each rule
// written once: a DTO declares a field with one of these decorators. See
// docs/product.md#51-quote-submission and #16-recruitment-leads.

/** 7 to 15 digits, optionally with +, spaces, dots, dashes and parentheses. */
export const PHONE_PATTERN = new RegExp(`^(?=(?:\\D*\\d){7,15}\\D*$)\\+?[\\d\\s().-]{7,${FIELD_LIMITS.phone}}$`);

/** A property decorator as class-validator and class-transformer write them. */
type FieldDecorator = (target: object, propertyName: string) => void;

/**
 * Several property decorators as one, listed as they would be stacked above a property. TypeScript
 * applies stacked decorators bottom-up, so class-validator checks the last one first (the type, then
 * plain text, then the format); this applies them in that same order, and with stopAtFirstError the
 * first failing check is the one reported.
 */
export function stacked(...decorators: FieldDecorator[]): FieldDecorator {
  return (target, propertyName) => {
    for (let i = decorators.length - 1; i >= 0; i--) decorators[i]!(target, propertyName);
  };
}

/** "<field> is required", naming whichever property it guards. */
export const requiredMessage = ({ property }: ValidationArguments) => `${property} is required`;

/** For a required field's type check: "<field> is required" when it is missing, else `otherwise`. */
export const requiredOr =
  (otherwise: (property: string) => string) =>
  ({ property, value }: ValidationArguments) =>
    value === undefined || value === null ? `${property} is required` : otherwise(property);

/** Required one-line text: trimmed, so blank is missing; at most `max` characters; no control characters. */
export const RequiredText = (max: number) =>
  stacked(
    Trim(),
    MaxLength(max),
    IsNotEmpty({ message: requiredMessage }),
    IsPlainText(),
    IsString({ message: requiredOr((property) => `${property} must be a string`) }),
  );

/** Optional text: empty or blank counts as absent; at most `max` characters; no control characters. */
export const OptionalText = (max: number, options: PlainTextOptions = {}) =>
  stacked(TrimOptional(), IsOptional(), MaxLength(max), IsPlainText(options), IsString());

/** The contact e-mail: required, a valid address of at most 254 characters (services store it lower-cased). */
export const LeadEmail = () =>
  stacked(
    Trim(),
    IsEmail({}, { message: EMAIL_INVALID_MESSAGE }),
    MaxLength(FIELD_LIMITS.email),
    IsNotEmpty({ message: 'email is required' }),
    // Plain text before the e-mail check: validator's isEmail throws on unpaired surrogates.
    IsPlainText(),
    IsString({ message: requiredOr(() => EMAIL_INVALID_MESSAGE) }),
  );

/**
 * A phone number (PHONE_PATTERN). Empty or blank counts as absent, and absent answers "phone is
 * required": a form where the phone is optional adds ValidateIf (only when given).
 */
export const PhoneNumber = () =>
  stacked(TrimOptional(), Matches(PHONE_PATTERN, { message: PHONE_INVALID_MESSAGE }), IsPlainText(), IsString({ message: requiredOr(() => PHONE_INVALID_MESSAGE) }));

/** The visitor's free-text message: optional, at most 5000 characters, multi-line (tab and line breaks allowed). */
export const LeadMessage = () => OptionalText(FIELD_LIMITS.message, { multiline: true });

/** The honeypot "website": invisible to people; services store a filled one flagged as spam. */
export const Honeypot = () => stacked(IsOptional(), MaxLength(FIELD_LIMITS.honeypot), IsString());

/** First-touch landing page: a path on this site (starting with /), at most 500 characters. */
export const LandingPage = () =>
  stacked(TrimOptional(), IsOptional(), Matches(/^\//, { message: 'landingPage must be a site path starting with /' }), MaxLength(FIELD_LIMITS.landingPage), IsPlainText(), IsString());

/** First-touch referrer: an http(s) URL of at most 1000 characters. */
export const Referrer = () =>
  stacked(
    TrimOptional(),
    IsOptional(),
    IsUrl({ require_protocol: true, require_tld: false, protocols: ['http', 'https'] }, { message: 'referrer must be a URL' }),
    MaxLength(FIELD_LIMITS.referrer),
    IsPlainText(),
    IsString(),
  );

/** First-touch UTM parameters; only these five keys, each at most 150 characters. */
export class UtmDto {
  @TrimOptional() @IsOptional() @MaxLength(FIELD_LIMITS.utm) @IsPlainText({ label: 'utm.source' }) @IsString() source?: string;
  @TrimOptional() @IsOptional() @MaxLength(FIELD_LIMITS.utm) @IsPlainText({ label: 'utm.medium' }) @IsString() medium?: string;
  @TrimOptional() @IsOptional() @MaxLength(FIELD_LIMITS.utm) @IsPlainText({ label: 'utm.campaign' }) @IsString() campaign?: string;
  @TrimOptional() @IsOptional() @MaxLength(FIELD_LIMITS.utm) @IsPlainText({ label: 'utm.term' }) @IsString() term?: string;
  @TrimOptional() @IsOptional() @MaxLength(FIELD_LIMITS.utm) @IsPlainText({ label: 'utm.content' }) @IsString() content?: string;
}

/** The optional `utm` object, validated as UtmDto (unknown keys refused, errors named utm.<key>). */
export const Utm = () => stacked(IsOptional(), ValidateNested(), IsObject(), Type(() => UtmDto));

/** What every lead DTO carries besides its own fields: the honeypot and the first-touch attribution. */
export interface FirstTouchFields {
  website?: string;
  landingPage?: string;
  referrer?: string;
  utm?: UtmDto;
}
