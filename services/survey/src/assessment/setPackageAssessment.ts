import { PackageRelationRequest, SurveyMessages } from '@canopy/contracts/survey/api';
import type { Prelude } from '@canopy/platform/http/prelude';
import type { AccessRule } from '@canopy/platform/http/routeTable';
import { httpError } from '@canopy/platform/http/sharedPlugin';
import type { PackageRow } from '@canopy/projections/survey/packages/read';
import type { z } from 'zod';
import { IdParams, PathId } from '../http/shared.ts';
import type { AssessmentPorts } from './assessmentPorts.ts';

export const Params = IdParams.extend({ packageId: PathId() });
export const Body = PackageRelationRequest;
type In = { params: z.output<typeof Params>; body: z.output<typeof Body> };

/** the package in `:packageId`: another team's is 404 'Could not find package', one in a workspace the caller is not assigned to 403 */
export const access = (ports: Pick<AssessmentPorts, 'packageAccess'>): AccessRule<{ params: { packageId: string } }, PackageRow> => ({
  scope: (input, user) => ports.packageAccess.assigned(user, input.params.packageId),
  workspaceOf: (pkg) => pkg.workspace_id,
});

/** add (relation true) or remove (false) an assessment of the team or the default library in the package */
export const setPackageAssessment =
  (ports: Pick<AssessmentPorts, 'commands' | 'read' | 'packageAnswer'>) =>
  async ({ params, body }: In, { scope: pkg, user, context }: Prelude<PackageRow>) => {
    const assessment = await ports.read.visible(user.teamId, params.id);
    if (!assessment && body.relation) throw httpError(404, SurveyMessages.assessmentNotFound);
    await ports.commands.package(
      pkg.id,
      {
        type: 'SetPackageAssessment',
        data: {
          team_id: user.teamId,
          assessment_id: params.id,
          relation: body.relation,
          assessment_archived: assessment?.is_archived ?? false,
          now: context.now.toISOString(),
        },
      },
      context,
    );
    return ports.packageAnswer(pkg.id);
  };
