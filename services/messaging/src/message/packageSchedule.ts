import { scheduleOf } from '@canopy/projections/messaging/messages/read';
import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageDeps } from './messageDeps.ts';
import { shown } from './messageViews.ts';
import { PackageParams, workspaceAccess } from './packageAccess.ts';

export const PackageScheduleInput = { params: PackageParams };

/** the workspace's packages that have messages, each with its schedule at `now` and its messages in list order */
export const packageSchedule = (deps: MessageDeps) =>
  ({
    access: workspaceAccess(deps),
    handle: async (_input, { scope, now }) => {
      const { workspace } = scope;
      const [rows, live] = await Promise.all([deps.messages.ofWorkspace(workspace.id), deps.packages.ofWorkspace(workspace.id)]);
      const all = await shown(deps, rows);
      return live.flatMap((pkg) => {
        const own = rows.filter((row) => row.package_id === pkg.id);
        if (own.length === 0) return [];
        return [
          {
            package_id: pkg.id,
            workspace_id: workspace.id,
            name: pkg.name,
            ...scheduleOf(own, now),
            delayed_message: all.filter((message) => message.package_id === pkg.id),
          },
        ];
      });
    },
  }) satisfies UseCase<Input<z.output<typeof PackageParams>>, { workspace: { id: string } }, unknown>;
