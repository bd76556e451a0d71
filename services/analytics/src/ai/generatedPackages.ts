import type { Prelude } from '@canopy/platform/http/prelude';
import type { AiPorts, AiWorkspace } from './aiPorts.ts';

export { access, WorkspaceParams as Params } from './aiPorts.ts';

/** the packages with a finished analysis */
export const generatedPackages =
  (ports: Pick<AiPorts, 'packages' | 'doneRuns'>) =>
  async (_input: unknown, { scope: workspace }: Prelude<AiWorkspace>) => {
    const [held, done] = await Promise.all([ports.packages.ofWorkspace(workspace.id), ports.doneRuns(workspace.id)]);
    const analysed = new Set(done.map((run) => run.package_id));
    return held.filter((pkg) => analysed.has(pkg.id)).map((pkg) => ({ id: pkg.id, name: pkg.name }));
  };
