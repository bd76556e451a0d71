import type { Mailer } from '@canopy/platform/mail/mailer';
import type { ServiceDeps } from '@canopy/platform/runtime/serviceModule';
import type { Clock } from '@canopy/platform/time/clock';
import { createMessagesReader, type MessagesReader } from '@canopy/projections/messaging/messages/read';
import { createPackageAccess, createPackageLinksReader, createPackagesReader } from '@canopy/survey';
import { createParticipantsReader, createWorkspaceAccess, createWorkspacesReader } from '@canopy/workspace';
import type { MessagingCommands } from '../commands.ts';
import type { DeliveryLedger } from '../send/deliveries.ts';
import type { Delivery } from '../send/delivery.ts';
import type { LinkSource } from '../send/links.ts';
import type { SendNow } from '../send/sendNow.ts';

/** what the messaging use cases read and call, made once per process (the route table hands it to each handler) */
export type MessageDeps = {
  clock: Clock;
  commands: MessagingCommands;
  ledger: DeliveryLedger;
  delivery: Delivery;
  links: LinkSource;
  sendNow: SendNow;
  mailer: () => Mailer;
  messages: MessagesReader;
  packageAccess: ReturnType<typeof createPackageAccess>;
  workspaceAccess: ReturnType<typeof createWorkspaceAccess>;
  packages: ReturnType<typeof createPackagesReader>;
  packageLinks: ReturnType<typeof createPackageLinksReader>;
  workspaces: ReturnType<typeof createWorkspacesReader>;
  roster: ReturnType<typeof createParticipantsReader>;
};

/** the readers over the process's pool, with the send path's parts */
export const messageDepsOf = (
  deps: ServiceDeps,
  parts: Pick<MessageDeps, 'commands' | 'ledger' | 'delivery' | 'links' | 'sendNow' | 'mailer'>,
): MessageDeps => {
  const { pool } = deps.platform;
  return {
    clock: deps.clock,
    ...parts,
    messages: createMessagesReader(pool),
    packageAccess: createPackageAccess(pool),
    workspaceAccess: createWorkspaceAccess(pool),
    packages: createPackagesReader(pool),
    packageLinks: createPackageLinksReader(pool),
    workspaces: createWorkspacesReader(pool),
    roster: createParticipantsReader(pool),
  };
};
