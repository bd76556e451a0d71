import type { RecordedEvent } from '@canopy/contracts';
import { defineEvent } from '@canopy/contracts';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handlerProjection, on } from './handlers.ts';

const Opened = defineEvent('SpecOpened', z.object({ id: z.string() }));
const Closed = defineEvent('SpecClosed', z.object({ id: z.string(), at: z.string() }));
const schema = { name: 'spec_things', version: 1, migrations: [] };
const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as RecordedEvent;

describe('a projection as a handler map', () => {
  it('handles the types it has handlers for, each event by its own handler, in log order', async () => {
    const seen: string[] = [];
    const projection = handlerProjection(schema, [
      on(Opened, async (_client, data) => {
        seen.push(`opened ${data.id}`);
      }),
      on(Closed, async (_client, data) => {
        seen.push(`closed ${data.id} at ${data.at}`);
      }),
    ]);
    expect(projection.handles).toEqual(['SpecOpened', 'SpecClosed']);
    await projection.apply(
      {} as pg.PoolClient,
      [event('SpecOpened', { id: 'a' }), event('SpecClosed', { id: 'a', at: 'noon' }), event('SpecOpened', { id: 'b' })],
      {
        open: async (events) => events,
      },
    );
    expect(seen).toEqual(['opened a', 'closed a at noon', 'opened b']);
  });

  it('refuses two handlers of one event type', () => {
    expect(() => handlerProjection(schema, [on(Opened, async () => {}), on(Opened, async () => {})])).toThrow('two handlers');
  });
});
