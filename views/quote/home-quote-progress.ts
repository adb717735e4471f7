import type { HomeQuoteValues } from '../../client/quote-payload.js';

/** The four required fields of the home quote form (docs/product.md#43-home-quote-form). */
export const HOME_REQUIRED_FIELDS = ['firstName', 'lastName', 'email', 'service'] as const satisfies readonly (keyof HomeQuoteValues)[];

export type ProgressTone = 'red' | 'yellow' | 'green';

export interface Progress {
  percent: number;
  tone: ProgressTone;
  message: string;
}

/** How far the visitor is through the required fields: colour and message by threshold (docs/product.md#43-home-quote-form). */
export function progressOf(values: Pick<HomeQuoteValues, (typeof HOME_REQUIRED_FIELDS)[number]>): Progress {
  const filled = HOME_REQUIRED_FIELDS.filter((name) => values[name].trim() !== '').length;
  return progressFromPercent(Math.round((filled / HOME_REQUIRED_FIELDS.length) * 100));
}

export function progressFromPercent(percent: number): Progress {
  const tone: ProgressTone = percent < 30 ? 'red' : percent < 70 ? 'yellow' : 'green';
  let message = 'Just getting started';
  if (percent >= 100) message = 'Complete! Ready to submit';
  else if (percent >= 70) message = 'Almost done - just a few more fields';
  else if (percent >= 30) message = 'Great progress - keep going!';
  return { percent, tone, message };
}
