import { Text } from '@canopy/contracts';
import { z } from 'zod';

/** an id in a path: refused with a 400 when it holds what PostgreSQL cannot compare (a NUL byte, a lone surrogate) */
export const PathId = () => Text().max(64);
export const IdParams = z.object({ id: PathId() });
