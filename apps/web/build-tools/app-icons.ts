import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The install icons, drawn from the SVGs at build time (the PNGs are never committed): the
 * favicon at 192 and 512 px, and the maskable one, whose mark sits in the middle 80 % a launcher
 * may crop to a circle.
 */
export async function writeAppIcons(publicDir: string, clientDir: string): Promise<void> {
  const draw = (svg: string, size: number, name: string) =>
    sharp(join(publicDir, svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(clientDir, name));
  await Promise.all([
    draw('favicon.svg', 192, 'icon-192.png'),
    draw('favicon.svg', 512, 'icon-512.png'),
    draw('icon-maskable.svg', 512, 'icon-maskable-512.png'),
  ]);
}
