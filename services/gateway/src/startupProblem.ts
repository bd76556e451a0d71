import { StartupProblem } from '@canopy/platform/db/embeddedPostgres';

/**
 * A start that failed for a reason the person starting Canopy can fix ends with that one line on stderr
 * and exit code 1, not a stack trace; any other failure is rethrown as it is.
 */
export const explainStartupProblem = (error: unknown): never => {
  if (error instanceof StartupProblem) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
};
