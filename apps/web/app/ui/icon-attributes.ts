/**
 * What every Lucide icon says as attributes, in place of lucide-react's own list
 * (`dist/esm/shared/src/build/defaultAttributes.mjs`, swapped for this module by vite.config.ts):
 * only its view box. Its size, stroke width and colour are left to app.css's `.lucide` (with
 * ui/icon-context.ts), as are `fill` and the stroke's caps and joins, the same on every icon;
 * `xmlns` is needless in HTML. Together about 150 bytes an icon.
 */
const iconAttributes = {
  viewBox: '0 0 24 24',
};

export default iconAttributes;
