/**
 * One setting for how long the suite waits: `TEST_TIME_SCALE=3 npm test` gives every test,
 * hook and wait for a condition three times as long, for a slow or busy machine. A test that
 * fails on what it sees still fails at once; only waits stretch. Default 1.
 */
export const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** A timeout in milliseconds, stretched by TEST_TIME_SCALE. */
export const scaled = (milliseconds: number): number => Math.round(milliseconds * timeScale);
