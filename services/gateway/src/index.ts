// The gateway's door: the process that mounts every context (scripts, specs and benches start it from here).
export * from './app.ts';
export * from './errors.ts';
export type { ReadyReport } from './health.ts';
export { allContracts, serviceModules } from './modules.ts';
export { appVersion, startRuntime, type Runtime } from './runtime.ts';
export { explainStartupProblem } from './startupProblem.ts';
