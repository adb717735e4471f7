// What visit counting offers the others: its module, the buffer of events waiting to be written (flushed on
// shutdown and by tests) and the hourly rollup job.
export { VisitsModule } from './visits.module.js';
export { VisitBuffer } from './visit-buffer.js';
export { VisitRollups, VISITS_QUEUE } from './visit-rollups.js';
