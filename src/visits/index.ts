// What visit counting offers the others: its module, the beacon's route (answered before Nest's router), the buffer of events waiting to be written (flushed on
// shutdown and by tests), the hourly rollup job and the dimension of the rollups' day and month totals.
export { VisitsModule } from './visits.module.js';
export { VisitBuffer } from './visit-buffer.js';
export { VisitRecorder } from './visit-recorder.js';
export { visitBeaconRoute } from './visit-beacon-route.js';
export { VisitRollups, VISITS_QUEUE } from './visit-rollups.js';
export { DAY_TOTAL } from './visit-sql.js';
