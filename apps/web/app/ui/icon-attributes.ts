/**
 * What every Lucide icon says as attributes, in place of lucide-react's own list
 * (`dist/esm/shared/src/build/defaultAttributes.mjs`, swapped for this module by vite.config.ts):
 * its size and stroke width stay attributes; `xmlns` (needless in HTML), `fill`, and the stroke's
 * caps and joins are the same on every icon, so app.css gives them to `.lucide` once instead of
 * each icon's HTML carrying them (about 90 bytes an icon). lucide-react still sets `stroke` from
 * its `color`, `currentColor` by default.
 */
const iconAttributes = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'stroke-width': 2,
};

export default iconAttributes;
