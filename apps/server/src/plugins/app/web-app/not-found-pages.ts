import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { parseAddress } from '@vaarta/core/addresses';

export { NOT_FOUND_ADDRESS } from '@vaarta/web-contract/server-contract';

/** The web app's routes of public addresses have ids that start so (apps/web/app/routes.ts). */
const ADDRESS_ROUTE = 'address/';

/**
 * Whether a path reaches no page but the catch-all not-found one, by the web app's own routes:
 * unknown paths then share one cached rendering instead of each rendering a 404. A path that an
 * address's route matches but that is no address (`/about-us`) reaches no page either.
 */
export function notFoundPaths(build: ServerBuild): (pathname: string) => boolean {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    const leaf = matchRoutes(tree, pathname)?.at(-1);
    if (!leaf || leaf.route.path === '*') return true;
    return Boolean(leaf.route.id?.startsWith(ADDRESS_ROUTE)) && parseAddress(pathname) === null;
  };
}
