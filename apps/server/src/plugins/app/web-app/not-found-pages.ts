import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/** The address every unknown path is rendered at, so one rendering serves them all. */
export const NOT_FOUND_ADDRESS = '/not-found';

/**
 * Whether a path reaches no page but the catch-all not-found one, by the web app's own routes:
 * unknown paths then share one cached rendering instead of each rendering a 404.
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
    return !leaf || leaf.route.path === '*';
  };
}
