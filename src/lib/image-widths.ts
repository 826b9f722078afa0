// Width lists for pictures the default list (lib/images.ts defaultWidths) fits badly. A module of its own: lib/images.ts
// sits in the script chunk every island shares, where a list only the type-ahead uses would cost each page its bytes.

/**
 * For a picture drawn at one size whatever the screen (a 48-point thumbnail, a 120-point portrait): that size at 1x,
 * 1.5x, 2x and 3x (a browser takes the size below when the screen's density is nearer to it, so a 1.25x screen would
 * get the 1x size from 1x and 2x alone). The default list starts at 240 pixels, five times what a 48-point thumbnail
 * needs on a 1x screen.
 */
export const fixedSizeWidths = (points: number): number[] => [points, 1.5 * points, 2 * points, 3 * points];

/**
 * For a picture as wide as the screen (a farm's banner): phones draw 100vw at 720-830 pixels (375 and 414 points at
 * 2x, 412 at 1.75x), where the default list jumps from 720 to 960. A 960-pixel banner is about 16 kB in WebP, past
 * what a fresh connection delivers in its first round trip (10 packets, about 14 kB); 750 and 828 stay within it.
 * Desktops draw it 1280 to 2560 pixels wide: 1600 and 2000 (srcSet drops what the picture itself cannot give).
 */
export const fullWidthWidths = [360, 480, 640, 750, 828, 960, 1200, 1600, 2000] as const;
