import { page as illinois } from './illinois.js';
import { page as michigan } from './michigan.js';
import { page as ohio } from './ohio.js';
import type { StatePageContent } from './state-page-copy.js';
import { page as texas } from './texas.js';

/** The four state pages, in the order the spec names them: the one list the routes and the footer read. */
export const statePageContents: readonly StatePageContent[] = [texas, ohio, michigan, illinois];
