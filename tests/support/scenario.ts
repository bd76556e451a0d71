import { it } from 'vitest';

/**
 * Steps that each start from what the step before them left (connect, then preview, then apply, ...), run as ONE
 * test named `name`: a try (and vitest's retry of it, `retry: 1`) runs `setUp` and then every step, on state of its
 * own, where a retry of a single step would start from what its failed try left behind. A failing step's title leads
 * its error message. Register the steps with the function answered, in their order.
 */
export const scenario = (name: string, setUp: () => Promise<void>) => {
  const steps: Array<[string, () => Promise<void>]> = [];
  it(name, async () => {
    await setUp();
    for (const [title, body] of steps) {
      try {
        await body();
      } catch (error) {
        if (error instanceof Error) error.message = `step '${title}': ${error.message}`;
        throw error;
      }
    }
  });
  return (title: string, body: () => Promise<void>) => {
    steps.push([title, body]);
  };
};
