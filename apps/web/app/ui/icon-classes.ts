/**
 * How lucide-react joins an icon's classes, in place of its own (`dist/esm/shared/src/utils/
 * mergeClasses.mjs`, swapped for this module where it builds an icon by vite.config.ts): as its
 * own does, less the `lucide-<name>` class it gives each icon for its name and every alias,
 * which no style uses (about 20 bytes an icon). `lucide` and the classes the app gives stay.
 */
export const mergeClasses = (...classes: unknown[]): string => {
  const tokens = new Set<string>();
  for (const list of classes) {
    if (typeof list !== 'string') continue;
    for (const token of list.split(/\s+/)) {
      if (token && !token.startsWith('lucide-')) tokens.add(token);
    }
  }
  return [...tokens].join(' ');
};
