// What the health feature offers the others: its module, and the readiness the shutdown turns off.
export { HealthModule } from './health.module.js';
export { Readiness } from './readiness.js';
