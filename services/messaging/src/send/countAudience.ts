import { AudienceRequest, MessagingMessages } from '@canopy/contracts/messaging/api';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageDeps } from '../message/messageDeps.ts';
import { PackageParams, packageAccess, type PackageScope } from '../message/packageAccess.ts';

export const CountAudienceInput = { params: PackageParams, body: AudienceRequest };

/** how many people a message to these groups would reach now (the wizard asks "Send to N people?") */
export const countAudience = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (input, { scope }) => {
      const { pkg } = scope;
      const ids = [...new Set(input.body.groups)];
      const groups = ids.length === 0 ? [] : await deps.roster.groupNames(pkg.workspace_id, ids);
      if (groups.length !== ids.length) throw httpError(400, MessagingMessages.groupNotInWorkspace);
      const found = await deps.delivery.audience({ package_id: pkg.id, workspace_id: pkg.workspace_id, groups });
      return { recipients: found.recipients.length };
    },
  }) satisfies UseCase<Input<z.output<typeof PackageParams>, undefined, z.output<typeof AudienceRequest>>, PackageScope, unknown>;
