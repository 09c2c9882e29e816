import { onePerDb } from './one-per-db';

/**
 * Aborted when the process using the database begins to stop: writes held through an outage
 * (GroupCommit's holdThroughOutages) give up then instead of keeping the stop waiting.
 */
export const stoppingOf = onePerDb(() => new AbortController());
