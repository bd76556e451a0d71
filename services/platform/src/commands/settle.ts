/**
 * How long a command waits, at most, for the read models it settles on (COMMAND_SETTLE_MS). Many answers are read
 * from those read models (a created workspace, a saved package): a bound shorter than a loaded machine's projection
 * lag answered a workspace just created with 404. It only runs out when a projection is far behind.
 */
export const SETTLE_MS = 10_000;
