import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the render after that (and
 * from the first render of a page the browser renders itself). For controls that only work once their code has
 * loaded: the server renders them disabled, as the browser does until then (decision 140).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
