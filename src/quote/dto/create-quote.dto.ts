import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { Trim, TrimOptional } from '../../common/transforms.js';
import { HOME_SERVICES, SLIDE_OUT_SERVICES, TIMEFRAMES } from '../quote-options.js';

/** 7 to 15 digits, optionally with +, spaces, dots, dashes and parentheses. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().-]{7,25}$/;
export const SOURCE_PATTERN = /^slide_out_[A-Za-z0-9_-]{1,64}$/;

/** The slide-out form sends a source ("slide_out_..."); the home form does not. */
export const isSlideOut = (o: object) => (o as { source?: unknown }).source !== undefined;

/** service belongs to the enumeration of the form that sent it (home or slide-out). */
function IsServiceOfItsForm() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isServiceOfItsForm',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          typeof value === 'string' && servicesFor(args.object).includes(value),
        defaultMessage: (args: ValidationArguments) => `service must be one of: ${servicesFor(args.object).join(', ')}`,
      },
    });
}

/** Required text on the home form; the slide-out form may send "" (a one-word full name). */
function NotEmptyOnHomeForm(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'notEmptyOnHomeForm',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => isSlideOut(args.object) || (typeof value === 'string' && value !== ''),
        defaultMessage: () => message,
      },
    });
}

const servicesFor = (o: object): readonly string[] => (isSlideOut(o) ? SLIDE_OUT_SERVICES : HOME_SERVICES);

export class UtmDto {
  @TrimOptional() @IsOptional() @MaxLength(150) @IsString() source?: string;
  @TrimOptional() @IsOptional() @MaxLength(150) @IsString() medium?: string;
  @TrimOptional() @IsOptional() @MaxLength(150) @IsString() campaign?: string;
  @TrimOptional() @IsOptional() @MaxLength(150) @IsString() term?: string;
  @TrimOptional() @IsOptional() @MaxLength(150) @IsString() content?: string;
}

/**
 * Both quote payloads of SPEC 7. Home form: firstName, lastName, email, phone?, service, message?.
 * Slide-out form: adds pickup, delivery, weight, dimensions, timeframe, company, source, timestamp; phone is
 * required, service optional, lastName may be empty (a one-word name). Both may carry first-touch attribution
 * and the honeypot field "website".
 */
export class CreateQuoteDto {
  @Trim()
  @MaxLength(80)
  @IsNotEmpty({ message: 'firstName is required' })
  @IsString()
  firstName!: string;

  @Trim()
  @ValidateIf((o: object) => !isSlideOut(o) || (o as { lastName?: unknown }).lastName !== undefined)
  @MaxLength(80)
  @NotEmptyOnHomeForm('lastName is required')
  @IsString({ message: 'lastName is required' })
  lastName!: string;

  @Trim()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  @IsNotEmpty({ message: 'email is required' })
  @IsString({ message: 'email is required' })
  email!: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => isSlideOut(o) || o.phone !== undefined)
  @Matches(PHONE_PATTERN, { message: 'phone must be a phone number with 7 to 15 digits' })
  @IsString({ message: 'phone is required' })
  phone?: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => !isSlideOut(o) || o.service !== undefined)
  @IsServiceOfItsForm()
  service?: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => isSlideOut(o) || o.pickup !== undefined)
  @MaxLength(200)
  @IsString({ message: 'pickup is required' })
  pickup?: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => isSlideOut(o) || o.delivery !== undefined)
  @MaxLength(200)
  @IsString({ message: 'delivery is required' })
  delivery?: string;

  @TrimOptional() @IsOptional() @MaxLength(60) @IsString() weight?: string;
  @TrimOptional() @IsOptional() @MaxLength(100) @IsString() dimensions?: string;

  @TrimOptional()
  @IsOptional()
  @IsIn([...TIMEFRAMES], { message: `timeframe must be one of: ${TIMEFRAMES.join(', ')}` })
  timeframe?: string;

  @TrimOptional() @IsOptional() @MaxLength(5000) @IsString() message?: string;
  @TrimOptional() @IsOptional() @MaxLength(120) @IsString() company?: string;

  @IsOptional()
  @Matches(SOURCE_PATTERN, { message: 'source must be "slide_out_" followed by the opening source' })
  @IsString()
  source?: string;

  @ValidateIf((o: object) => isSlideOut(o) || (o as { timestamp?: unknown }).timestamp !== undefined)
  @IsISO8601({ strict: true }, { message: 'timestamp must be an ISO 8601 date-time' })
  @IsString({ message: 'timestamp is required' })
  timestamp?: string;

  /** Honeypot: invisible to people; a filled value marks the request as spam. */
  @IsOptional() @MaxLength(500) @IsString() website?: string;

  @TrimOptional()
  @IsOptional()
  @Matches(/^\//, { message: 'landingPage must be a site path starting with /' })
  @MaxLength(500)
  @IsString()
  landingPage?: string;

  @TrimOptional()
  @IsOptional()
  @IsUrl({ require_protocol: true, require_tld: false, protocols: ['http', 'https'] }, { message: 'referrer must be a URL' })
  @MaxLength(1000)
  @IsString()
  referrer?: string;

  @IsOptional()
  @ValidateNested()
  @IsObject()
  @Type(() => UtmDto)
  utm?: UtmDto;
}

