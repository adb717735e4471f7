import { FIELD_LIMITS } from '../../../core/field-limits.js';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, ValidateIf, isISO8601, registerDecorator, type ValidationArguments } from 'class-validator';
import {
  Honeypot,
  LandingPage,
  LeadEmail,
  LeadMessage,
  OptionalText,
  PhoneNumber,
  Referrer,
  RequiredText,
  Utm,
  type UtmDto,
} from '../../common/lead-fields.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim, TrimOptional } from '../../common/transforms.js';
import { HOME_SERVICES, SLIDE_OUT_SERVICES, TIMEFRAMES } from '../../../core/quote-options.js';
import { normaliseSource, SLIDE_OUT_SOURCE_MESSAGE, SLIDE_OUT_SOURCE_PATTERN } from '../../../core/lead-source.js';

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

/** A full ISO 8601 date-time with a time zone, such as Date#toISOString() makes (a date alone is refused). */
export const DATE_TIME_PATTERN = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

export function isIsoDateTime(value: unknown): boolean {
  return typeof value === 'string' && DATE_TIME_PATTERN.test(value) && isISO8601(value, { strict: true }) && !Number.isNaN(Date.parse(value));
}

function IsIsoDateTime(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIsoDateTime',
      target: target.constructor,
      propertyName,
      validator: { validate: isIsoDateTime, defaultMessage: () => message },
    });
}

/**
 * Both quote payloads (docs/product.md#51-quote-submission). Home form: firstName, lastName, email, phone?, service, message?.
 * Slide-out form: adds pickup, delivery, weight, dimensions, timeframe, company, source, timestamp; phone is
 * required, service optional, lastName may be empty (a one-word name). Both may carry first-touch attribution
 * and the honeypot field "website".
 */
export class CreateQuoteDto {
  @RequiredText(FIELD_LIMITS.personName)
  firstName!: string;

  @Trim()
  @ValidateIf((o: object) => !isSlideOut(o) || (o as { lastName?: unknown }).lastName !== undefined)
  @MaxLength(FIELD_LIMITS.personName)
  @NotEmptyOnHomeForm('lastName is required')
  @IsPlainText()
  @IsString({ message: 'lastName is required' })
  lastName!: string;

  @LeadEmail()
  email!: string;

  @PhoneNumber()
  @ValidateIf((o: CreateQuoteDto) => isSlideOut(o) || o.phone !== undefined)
  phone?: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => !isSlideOut(o) || o.service !== undefined)
  @IsServiceOfItsForm()
  service?: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => isSlideOut(o) || o.pickup !== undefined)
  @MaxLength(FIELD_LIMITS.location)
  @IsPlainText()
  @IsString({ message: 'pickup is required' })
  pickup?: string;

  @TrimOptional()
  @ValidateIf((o: CreateQuoteDto) => isSlideOut(o) || o.delivery !== undefined)
  @MaxLength(FIELD_LIMITS.location)
  @IsPlainText()
  @IsString({ message: 'delivery is required' })
  delivery?: string;

  @OptionalText(FIELD_LIMITS.weight) weight?: string;
  @OptionalText(FIELD_LIMITS.dimensions) dimensions?: string;

  @TrimOptional()
  @IsOptional()
  @IsIn([...TIMEFRAMES], { message: `timeframe must be one of: ${TIMEFRAMES.join(', ')}` })
  timeframe?: string;

  @LeadMessage() message?: string;
  @OptionalText(FIELD_LIMITS.company) company?: string;

  /** Stored lower-cased (core/lead-source.ts): /?quote=NewsLetter and /?quote=newsletter are one source. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseSource(value) : value))
  @IsOptional()
  @Matches(SLIDE_OUT_SOURCE_PATTERN, { message: SLIDE_OUT_SOURCE_MESSAGE })
  @IsString()
  source?: string;

  @ValidateIf((o: object) => isSlideOut(o) || (o as { timestamp?: unknown }).timestamp !== undefined)
  @IsIsoDateTime('timestamp must be an ISO 8601 date-time such as 2026-11-22T14:05:00.000Z')
  @IsString({ message: 'timestamp is required' })
  timestamp?: string;

  /** Honeypot: invisible to people; a filled value marks the request as spam. */
  @Honeypot() website?: string;

  @LandingPage() landingPage?: string;
  @Referrer() referrer?: string;
  @Utm() utm?: UtmDto;
}
