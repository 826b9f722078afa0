import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOOP_SECONDS, MOTIFS, VIDEO_DIR, renderImage, renderImageSvg, videoFile } from "../../../scripts/emulator/media/index.ts";
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
    // A thin banner, so the clamped picture (4000 × 250) is quick to draw: a square one took seconds on a loaded runner.
    const image = await renderImage(spec("tea", 1600, 100), { width: 100_000, format: "png" });
    const meta = await sharp(image.body).metadata();
    expect([meta.width, meta.height]).toEqual([4000, 250]);
  });
});

describe("the emulator's drawn images, more cases", () => {
  it("sizes the canvas to the spec for squares and portraits too", () => {
    expect(renderImageSvg(spec("portrait", 600, 600))).toMatch(/^<svg [^>]*width="600" height="600" viewBox="0 0 600 600"/);
    expect(renderImageSvg(spec("jam", 900, 1600))).toMatch(/viewBox="0 0 900 1600"/);
  });

  it("writes SVG that a real parser accepts, with no NaN, for every motif and shape", async () => {
    for (const motif of [...MOTIFS, "unknown-thing"]) {
      for (const [w, h] of [[1200, 1200], [1600, 900], [600, 600]] as const) {
        const svg = renderImageSvg(spec(motif, w, h));
        expect(svg, motif).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.endsWith("</svg>")).toBe(true);
        // librsvg (through sharp) refuses malformed XML.
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.width, meta.height], motif).toEqual([w, h]);
      }
    }
  });

  it("serves SVG as is, and a raster at the spec's own width by default", async () => {
    const svg = await renderImage(spec("honey"), {});
    expect(svg.contentType).toBe("image/svg+xml");
    expect(svg.body.toString("utf8")).toBe(renderImageSvg(spec("honey")));
    const jpg = await renderImage(spec("jam", 800, 450), { format: "jpg" });
    expect(jpg.contentType).toBe("image/jpeg");
    expect([(await sharp(jpg.body).metadata()).width, (await sharp(jpg.body).metadata()).height]).toEqual([800, 450]);
    const png = await renderImage(spec("barn", 1600, 900), { width: 0, format: "png" });
    expect((await sharp(png.body).metadata()).width).toBe(1);
  });

  it("keeps rendered results, so the same request is not drawn twice", async () => {
    const a = renderImage(spec("coast", 1600, 900), { width: 320, format: "webp" });
    const b = renderImage(spec("coast", 1600, 900), { width: 320, format: "webp" });
    expect(b).toBe(a);
    expect((await a).body).toBe((await b).body);
  });

  it("draws animation frames that loop, and stills that do not move", () => {
    const hives = spec("beehive", 480, 270);
    expect(renderImageSvg(hives, { time: 1 })).not.toBe(renderImageSvg(hives, { time: 2 }));
    expect(renderImageSvg(hives, { time: 0.5 })).toBe(renderImageSvg(hives, { time: 0.5 + LOOP_SECONDS }));
    expect(renderImageSvg(hives, {})).toBe(renderImageSvg(hives));
  });
});

describe("the committed clips", () => {
  it("finds a clip by key in both formats", () => {
    for (const ext of ["webm", "mp4"] as const) {
      const file = videoFile("clip-hives", ext);
      expect(file).toMatch(new RegExp(`clip-hives\\.${ext}$`));
      expect(statSync(file!).size).toBeGreaterThan(1000);
    }
  });

  it("answers null for unknown keys and for anything that is not a plain name", () => {
    expect(videoFile("no-such-clip", "webm")).toBeNull();
    expect(videoFile("../videos/clip-hives", "webm")).toBeNull();
    expect(videoFile("clip-hives", "avi" as "webm")).toBeNull();
  });

  it("stays small: every file under 150 kB, all together under 1.5 MB", () => {
    const files = readdirSync(VIDEO_DIR).filter((f) => /\.(webm|mp4)$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(12);
    const sizes = files.map((f) => statSync(join(VIDEO_DIR, f)).size);
    for (const [i, size] of sizes.entries()) expect(size, files[i]).toBeLessThan(150_000);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(1_500_000);
  });
});
