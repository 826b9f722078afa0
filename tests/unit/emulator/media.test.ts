import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MOTIFS, renderImage, renderImageSvg } from "../../../scripts/emulator/media.ts";
import type { ImageSpec } from "../../../scripts/emulator/catalogue/types.ts";

const spec = (motif: string, width = 1200, height = 1200): ImageSpec => ({
  key: `test-${motif}-${width}x${height}`,
  alt: `A ${motif} & friends`,
  motif,
  hue: 40,
  width,
  height,
});

describe("the emulator's drawn images", () => {
  it("draws every motif at the spec's aspect ratio, with its alt text", () => {
    for (const motif of MOTIFS) {
      const svg = renderImageSvg(spec(motif, 1600, 900));
      expect(svg, motif).toMatch(/^<svg [^>]*viewBox="0 0 1600 900"/);
      expect(svg).toContain('aria-label="A ' + motif + ' &amp; friends"');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it("draws the same picture for the same spec, and another for another key", () => {
    expect(renderImageSvg(spec("honey"))).toBe(renderImageSvg(spec("honey")));
    expect(renderImageSvg({ ...spec("honey"), key: "other-jar" })).not.toBe(renderImageSvg(spec("honey")));
  });

  it("falls back to a generic picture for a motif it does not know", () => {
    expect(renderImageSvg(spec("unicorn"))).toMatch(/^<svg /);
  });

  it("rasterises at the requested width, keeping the aspect ratio", async () => {
    const image = await renderImage(spec("coffee", 1600, 900), { width: 480, format: "webp" });
    expect(image.contentType).toBe("image/webp");
    const meta = await sharp(image.body).metadata();
    expect([meta.width, meta.height]).toEqual([480, 270]);
  });

  it("clamps absurd widths instead of failing", async () => {
    const image = await renderImage(spec("tea", 600, 600), { width: 100_000, format: "png" });
    expect((await sharp(image.body).metadata()).width).toBe(4000);
  });
});
