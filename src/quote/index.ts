// What the quote feature offers the others: its module.
export { QuoteModule } from './quote.module.js';
