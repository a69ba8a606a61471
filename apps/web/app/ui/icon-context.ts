/**
 * What a Lucide icon takes from lucide-react's context when its props say nothing, in place of
 * lucide-react's own context (`dist/esm/context.mjs`, swapped for this module in its `Icon` by
 * vite.config.ts): no size, colour or stroke width, so an icon's HTML carries none of them
 * (about 60 bytes an icon). app.css gives `.lucide` lucide's defaults instead (24 px, the text's
 * colour, a stroke of 2), below the utilities, so an icon's `size-*` or colour class still wins.
 * No icon of the app sets these as props; one that did would still get them as attributes.
 */
const nothing = { size: null, color: null, strokeWidth: null };

export const useLucideContext = () => nothing;
