import type { EventContract, RecordedEvent } from '@canopy/contracts';
import type { z } from 'zod';

/** The data of a recorded event, typed by its contract (the runner hands projections only the types they handle). */
export const dataOf = <C extends EventContract>(_contract: C, event: RecordedEvent): z.infer<C['schema']> =>
  event.data as z.infer<C['schema']>;
