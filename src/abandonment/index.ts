// What the abandonment feature offers the others: its module and the service it exports.
export { AbandonmentModule } from './abandonment.module.js';
export { AbandonmentService } from './abandonment.service.js';
