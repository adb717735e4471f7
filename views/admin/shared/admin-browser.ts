import { findIslands, InteractionGate, replayEarlyClicks, scheduleIslands } from '../../app/hydrate.js';
import { adminIslandLoaders } from './admin-islands.js';

// The back office's browser entry: its islands only. No public page loads it; it starts no analytics and
// records no first touch (docs/product.md#14-admin-area).
const gate = new InteractionGate();
replayEarlyClicks(gate, adminIslandLoaders);
scheduleIslands(findIslands(adminIslandLoaders), gate);
