import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, handles, GC, nodejs_eventloop_lag_seconds, ...) in a registry
 * of their own, made once per process. They describe the process, not an application, and prom-client
 * offers no way to stop the event-loop monitor and GC observer it starts, so an application (several run
 * in one test process) reads this shared registry instead of starting another set of monitors.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
