// What the health feature offers the others: its module.
export { HealthModule } from './health.module.js';
