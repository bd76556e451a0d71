import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageDeps } from '../message/messageDeps.ts';
import { ownMessage } from '../message/messageViews.ts';
import { MessageParams, packageAccess, type PackageScope } from '../message/packageAccess.ts';

export const ListDeliveriesInput = { params: MessageParams };

/** a message's recipients: how each mail went and who has finished the package since */
export const listDeliveries = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, { user, scope }) => {
      const { pkg } = scope;
      const row = await ownMessage(deps, user.teamId, pkg.id, input.params.messageId);
      const entries = await deps.ledger.entries(row.id);
      const cycles = [...new Set(entries.map((entry) => entry.cycle_id))];
      const [people, finished] = await Promise.all([
        deps.roster.participants(entries.map((entry) => entry.participant_id)),
        Promise.all(cycles.map(async (cycle) => [cycle, await deps.links.finishedIn(pkg.id, cycle)] as const)),
      ]);
      const byId = new Map(people.map((person) => [person.id, person]));
      const finishedIn = new Map(finished);
      const recipients = entries.map((entry) => {
        const person = byId.get(entry.participant_id);
        return {
          participant_id: entry.participant_id,
          first_name: person?.first_name ?? '',
          last_name: person?.last_name ?? '',
          email: person?.email ?? '',
          status: entry.status === 'sent' || entry.status === 'failed' ? entry.status : ('pending' as const),
          reason: entry.error,
          answered: finishedIn.get(entry.cycle_id)?.has(entry.participant_id) ?? false,
        };
      });
      const progress = (await deps.ledger.progress([row.id])).get(row.id) ?? { total: 0, sent: 0, failed: 0, pending: 0 };
      return {
        progress,
        not_answered: recipients.filter((recipient) => recipient.status === 'sent' && !recipient.answered).length,
        recipients,
      };
    },
  }) satisfies UseCase<Input<z.output<typeof MessageParams>>, PackageScope, unknown>;
