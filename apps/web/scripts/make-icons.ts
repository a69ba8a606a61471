/**
 * Draws the PNG app icons from the SVG marks in public/ (run once after changing a mark):
 * node apps/web/scripts/make-icons.ts
 */
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '../public');
const draw = (svg: string, size: number, out: string) =>
  sharp(path.join(publicDir, svg), { density: 600 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', out));

await draw('favicon.svg', 192, 'icon-192.png');
await draw('favicon.svg', 512, 'icon-512.png');
await draw('favicon.svg', 180, 'apple-touch-icon.png');
await draw('icons/maskable.svg', 512, 'maskable-512.png');
console.log('icons written');
