// Makes the committed video clips from the same drawings as the pictures: frames of renderImageSvg(spec, { time })
// rasterised with sharp and encoded by ffmpeg (VP9 WebM and H.264 MP4). Run once by hand when a clip changes:
//   node scripts/emulator/media/videos/make-clips.ts [clip-key ...]
// ffmpeg must be on PATH (Debian: apt-get install ffmpeg). Nothing at build or test time needs this script.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { LOOP_SECONDS, MOTIF_DEFAULT_HUE, renderImageSvg } from "../../media/index.ts";

const here = dirname(fileURLToPath(import.meta.url));
const WIDTH = 480;
const HEIGHT = 270;
const FPS = 24;

type VideoSource = { key: string; alt: string; preview: { alt: string; motif: string; hue?: number } };
const clips = JSON.parse(readFileSync(join(here, "../../catalogue/data/videos.json"), "utf8")) as VideoSource[];
const only = process.argv.slice(2);

for (const clip of clips.filter((c) => only.length === 0 || only.includes(c.key))) {
  const frames = mkdtempSync(join(tmpdir(), `${clip.key}-`));
  // The key of the preview picture, so the clip shows exactly the scene of its still.
  const spec = {
    key: `${clip.key}-preview`,
    alt: clip.alt,
    motif: clip.preview.motif,
    hue: clip.preview.hue ?? MOTIF_DEFAULT_HUE[clip.preview.motif] ?? 30,
    width: WIDTH,
    height: HEIGHT,
  };
  const count = LOOP_SECONDS * FPS;
  for (let f = 0; f < count; f++) {
    const svg = renderImageSvg(spec, { time: f / FPS });
    await sharp(Buffer.from(svg)).png().toFile(join(frames, `${String(f).padStart(4, "0")}.png`));
  }
  mkdirSync(here, { recursive: true });
  const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", join(frames, "%04d.png")];
  const webm = join(here, `${clip.key}.webm`);
  const mp4 = join(here, `${clip.key}.mp4`);
  execFileSync("ffmpeg", [...input, "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "1", "-pix_fmt", "yuv420p", "-an", webm]);
  execFileSync("ffmpeg", [...input, "-c:v", "libx264", "-crf", "23", "-preset", "veryslow", "-tune", "animation", "-profile:v", "main", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", mp4]);
  rmSync(frames, { recursive: true, force: true });
  console.log(`${clip.key}: webm ${statSync(webm).size} B, mp4 ${statSync(mp4).size} B`);
}
