import { lazy, type ComponentType } from 'react';

/**
 * A page whose code is fetched the first time its route shows, so the login page does not carry the whole app.
 * `load` is an `import()` of the page's module; `name` picks its export (the pages use named exports).
 */
export const lazyPage = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<Props<Module[Name]>> }));

type Props<Component> = Component extends ComponentType<infer P> ? P : never;
