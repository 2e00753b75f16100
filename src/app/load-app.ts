// The app's modules, evaluated in stages with a turn for the browser between
// them. Importing src/app/start.tsx at once evaluates its whole graph (react-dom,
// React Query, the router and the layout) in one task, long enough on a phone to
// hold up a tap; each stage below is a task of its own. Later stages find the
// earlier modules evaluated and skip them.

import { nextTask } from '@/lib/next-task';

// The app's own modules, not the libraries' namespaces: `import('react-router-dom')`
// would keep every export of the library, where these keep only what the app uses.
const stages = [() => import('react-dom/client'), () => import('./provider'), () => import('./routes')] as const;

export async function loadApp(): Promise<typeof import('./start')> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return import('./start');
}
