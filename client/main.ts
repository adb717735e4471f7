import { startAnalytics } from './analytics.js';
import { findIslands, scheduleIslands } from './hydrate.js';

scheduleIslands(findIslands());
startAnalytics();
