import { startAnalytics } from '../../client/analytics.js';
import { captureFirstTouch } from '../../client/attribution.js';
import { findIslands, scheduleIslands } from './hydrate.js';
import { scrollToHash, trackMarkedClicks } from '../../client/page-behaviour.js';

// First thing on every page, so the visit's first touch is its landing page even if no form is used there.
captureFirstTouch();
scheduleIslands(findIslands());
startAnalytics();
trackMarkedClicks();
scrollToHash();
