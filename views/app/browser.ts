import { startAnalytics } from './analytics.js';
import { captureFirstTouch } from './attribution.js';
import { findIslands, scheduleIslands } from './hydrate.js';
import { scrollToHash, trackMarkedClicks } from './page-behaviour.js';

// First thing on every page, so the visit's first touch is its landing page even if no form is used there.
captureFirstTouch();
scheduleIslands(findIslands());
startAnalytics();
trackMarkedClicks();
scrollToHash();
