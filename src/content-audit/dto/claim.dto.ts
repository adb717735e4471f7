import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Length, registerDecorator } from 'class-validator';
import { CLAIM_LIMITS, CLAIM_MESSAGES } from '../../../core/approved-claims.js';
import { isPlainText } from '../../../core/plain-text.js';
import { stacked } from '../../common/lead-fields.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';
import { isFigurePhrase } from '../figures.js';

// The approved claims API's bodies (docs/product.md#231-approved-marketing-claims).

const { claim, figures, figure, reason } = CLAIM_LIMITS;

/** Each phrase trimmed with runs of spaces made one, as the audit writes a figure it reads (a line break is refused, not mended). */
const PhrasesCollapsed = () =>
  Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.replace(/ +/g, ' ').trim() : item)) : value));

/**
 * Every phrase is 1-40 characters of one line with a digit, and reads as exactly one figure: a phrase the
 * audit would read otherwise ("fifteen years", "2025", "300+ cities and 50+ states") could never match copy.
 */
function FigurePhrases() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'figurePhrases',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => !Array.isArray(value) || value.every((phrase) => readable(phrase) === true),
        defaultMessage: (args) => {
          const refusal = (args?.value as unknown[]).map(readable).find((answer) => answer !== true);
          return typeof refusal === 'string' ? refusal : CLAIM_MESSAGES.figure;
        },
      },
    });
}

/** true, or why the phrase is refused. */
function readable(phrase: unknown): true | string {
  if (typeof phrase !== 'string' || phrase.length < figure.min || phrase.length > figure.max || !/\d/.test(phrase) || !isPlainText(phrase)) return CLAIM_MESSAGES.figure;
  return isFigurePhrase(phrase) ? true : CLAIM_MESSAGES.unreadable(phrase);
}

/** Why the list is changed: the audit trail keeps it. */
const Reason = () => stacked(Trim(), IsString({ message: CLAIM_MESSAGES.reason }), Length(reason.min, reason.max, { message: CLAIM_MESSAGES.reason }), IsPlainText());

/** A claim to approve: what it says, the phrases it allows, and why it may be said. */
export class ApproveClaimDto {
  @Trim()
  @IsString({ message: CLAIM_MESSAGES.claim })
  @Length(claim.min, claim.max, { message: CLAIM_MESSAGES.claim })
  @IsPlainText()
  claim!: string;

  @PhrasesCollapsed()
  @IsArray({ message: CLAIM_MESSAGES.figures })
  @ArrayMinSize(figures.min, { message: CLAIM_MESSAGES.figures })
  @ArrayMaxSize(figures.max, { message: CLAIM_MESSAGES.figures })
  @FigurePhrases()
  figures!: string[];

  @Reason()
  reason!: string;
}

/** Why a claim is removed. */
export class RemoveClaimDto {
  @Reason()
  reason!: string;
}
