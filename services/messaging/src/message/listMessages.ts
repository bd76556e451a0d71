import type { Input, UseCase } from '@canopy/platform/http/routeTable';
import type { z } from 'zod';
import type { MessageDeps } from './messageDeps.ts';
import { shown } from './messageViews.ts';
import { PackageParams, packageAccess, type PackageScope } from './packageAccess.ts';

export const ListMessagesInput = { params: PackageParams };

/** the package's messages in list order, each with its delivery progress */
export const listMessages = (deps: MessageDeps) =>
  ({
    access: packageAccess(deps),
    handle: async (_input, { scope }) => shown(deps, await deps.messages.ofPackage(scope.pkg.id)),
  }) satisfies UseCase<Input<z.output<typeof PackageParams>>, PackageScope, unknown>;
