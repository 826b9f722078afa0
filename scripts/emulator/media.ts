// The emulator's media: flat illustrations drawn as SVG from an ImageSpec (rasterised with sharp on request) and
// the short committed video clips. Nothing here fetches anything; every picture is computed from its spec, so the
// repository carries a few kilobytes of code instead of megabytes of photos.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ImageSpec } from "./catalogue/types.ts";
import { hashString, mulberry32 } from "./seeded.ts";

/** Every motif the renderer draws, with the hue that suits it when the data names none. */
export const MOTIF_DEFAULT_HUE: Readonly<Record<string, number>> = {
  // things on a table
  coffee: 28,
  cup: 24,
  tea: 95,
  chocolate: 18,
  cacao: 30,
  "dried-fruit": 28,
  honey: 38,
  jam: 345,
  maple: 30,
  oil: 62,
  vinegar: 340,
  seafood: 200,
  snack: 22,
  nuts: 30,
  spice: 12,
  chile: 4,
  herbs: 110,
  gift: 350,
  // scenes
  "farm-field": 95,
  orchard: 28,
  barn: 5,
  kitchen: 30,
  coast: 200,
  beehive: 42,
  portrait: 150,
};

export const MOTIFS: readonly string[] = Object.keys(MOTIF_DEFAULT_HUE);

// ---------------------------------------------------------------------------------------------------------------
// Small drawing kit. Everything is drawn in "units": a 100×100 square centred in the canvas, scaled to fit; the
// context says how far the canvas reaches beyond the square (x0..x1, y0..y1) so backgrounds can bleed to the edge.

type Ctx = {
  hue: number;
  rnd: () => number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  defs: string[];
  uid: (name: string) => string;
  /** Seconds into the clip loop for an animated frame (see LOOP_SECONDS); null for a still picture. */
  t: number | null;
};

/** Animated frames repeat every this many seconds, so a clip made of them loops without a jump. */
export const LOOP_SECONDS = 4;

/** The loop position as an angle (times `cycles`); 0 for a still picture, so stills are drawn at rest. */
const phase = (c: Ctx, cycles = 1) => (c.t === null ? 0 : (c.t / LOOP_SECONDS) * Math.PI * 2 * cycles);
/** The loop position as a fraction in [0, 1), `cycles` times per loop. */
const loopFraction = (c: Ctx, cycles = 1, offset = 0) => {
  const v = (c.t === null ? 0 : (c.t / LOOP_SECONDS) * cycles) + offset;
  return v - Math.floor(v);
};
/** A gentle back-and-forth for animated frames; nothing for stills. */
const sway = (c: Ctx, amount: number, cycles = 1, offset = 0) => (c.t === null ? 0 : amount * Math.sin(phase(c, cycles) + offset));

/** Steam rising from a hot drink or pot: fixed curls on a still, wisps that rise and fade in a loop when animated. */
function steam(c: Ctx, xs: number[], y: number, height: number, width: number, still: string): string {
  if (c.t === null) return still;
  let out = "";
  xs.forEach((x, i) => {
    for (let k = 0; k < 2; k++) {
      const u = loopFraction(c, 1, k / 2 + i * 0.23);
      const yy = y - u * height * 0.55;
      const h = height * 0.45;
      const xx = x + sway(c, 1.2, 2, i + k);
      out += path(
        `M${r2(xx)} ${r2(yy)} q${r2(-width)} ${r2(-h / 4)} 0 ${r2(-h / 2)} q${r2(width)} ${r2(-h / 4)} 0 ${r2(-h / 2)}`,
        "none",
        `${stroke("#ffffff", 1.4)} opacity="${r2(0.9 * Math.sin(Math.PI * u))}"`,
      );
    }
  });
  return out;
}

const r2 = (v: number): string => String(Math.round(v * 100) / 100);

function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number) => {
    const k = (n + hh / 30) % 12;
    const v = ll - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const attrs = (extra: string) => (extra ? ` ${extra}` : "");
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${fill}"${attrs(extra)}/>`;
const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${stroke}" stroke-width="${r2(width)}" stroke-linecap="round"${attrs(extra)}/>`;
const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
const stroke = (color: string, width: number) =>
  `stroke="${color}" stroke-width="${r2(width)}" stroke-linecap="round" stroke-linejoin="round"`;

function polygon(points: [number, number][], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${r2(x)},${r2(y)}`).join(" ")}" fill="${fill}"${attrs(extra)}/>`;
}

function hexagon(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(pts, fill, extra);
}

function linear(c: Ctx, stops: [number, string][], vertical = true): string {
  const id = c.uid("lg");
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  c.defs.push(
    `<linearGradient id="${id}" ${dir}>${stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join("")}</linearGradient>`,
  );
  return `url(#${id})`;
}

const between = (c: Ctx, a: number, b: number) => a + (b - a) * c.rnd();

/** A rolling horizon from x0 to x1 around height y, closed down to the bottom of the canvas. */
function hills(c: Ctx, y: number, amp: number, bumps: number, fill: string): string {
  const w = c.x1 - c.x0;
  let d = `M${r2(c.x0)} ${r2(c.y1)} L${r2(c.x0)} ${r2(y)}`;
  const phase = c.rnd() * Math.PI * 2;
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const x = c.x0 + (w * i) / steps;
    const yy = y - amp * Math.sin(phase + (i / steps) * Math.PI * bumps) * (0.6 + 0.4 * Math.sin(i * 1.3 + phase));
    d += ` L${r2(x)} ${r2(yy)}`;
  }
  d += ` L${r2(c.x1)} ${r2(c.y1)} Z`;
  return path(d, fill);
}

function cloud(x: number, y: number, s: number): string {
  const white = "#ffffff";
  return g(
    `translate(${r2(x)} ${r2(y)}) scale(${r2(s)})`,
    ellipse(0, 0, 9, 3.2, white, 'opacity="0.92"') +
      circle(-3, -2, 3.6, white, 'opacity="0.92"') +
      circle(2.5, -3, 4.4, white, 'opacity="0.92"'),
  );
}

function sky(c: Ctx, top: string, bottom: string): string {
  return rect(c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0, linear(c, [[0, top], [1, bottom]]));
}

/** Light backdrop, a soft disc behind the object and a table top at y = 80 for still lifes. */
function stillLife(c: Ctx, body: string, shadowWidth = 26): string {
  const bg = hsl(c.hue + 25, 38, 94);
  const disc = hsl(c.hue + 25, 42, 88);
  const table = hsl(c.hue + 15, 22, 78);
  let deco = "";
  for (let i = 0; i < 14; i++) {
    const x = between(c, c.x0 + 2, c.x1 - 2);
    const y = between(c, c.y0 + 2, 74);
    if (Math.hypot(x - 50, y - 46) < 40) continue;
    deco += circle(x, y, between(c, 0.6, 1.6), hsl(c.hue + 25, 40, 80));
  }
  return (
    rect(c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0, bg) +
    circle(50, 46, 37, disc) +
    deco +
    rect(c.x0, 80, c.x1 - c.x0, c.y1 - 80, table) +
    rect(c.x0, 80, c.x1 - c.x0, 1.1, hsl(c.hue + 15, 20, 70)) +
    ellipse(50, 80.6, shadowWidth, 2.4, "#000000", 'opacity="0.12"') +
    body
  );
}

function leaf(cx: number, cy: number, len: number, angle: number, fill: string): string {
  const w = len * 0.42;
  return g(
    `translate(${r2(cx)} ${r2(cy)}) rotate(${r2(angle)})`,
    path(`M0 0 Q${r2(len / 2)} ${r2(-w)} ${r2(len)} 0 Q${r2(len / 2)} ${r2(w)} 0 0 Z`, fill) +
      line(0, 0, len * 0.85, 0, "#ffffff", 0.35, 'opacity="0.45"'),
  );
}

function label(x: number, y: number, w: number, h: number, paper: string, ink: string, emblem: string): string {
  return (
    rect(x, y, w, h, paper, 'rx="1.6"') +
    rect(x + 2, y + h - 4.2, w - 4, 1, ink, 'opacity="0.55"') +
    rect(x + 5, y + h - 2.4, w - 10, 0.7, ink, 'opacity="0.35"') +
    emblem
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Motifs. Each returns SVG in unit space.

function drawHoney(c: Ctx): string {
  const amber = hsl(c.hue, 85, 52);
  const amberDark = hsl(c.hue - 6, 80, 36);
  const lid = hsl(c.hue - 10, 32, 32);
  const wood = hsl(32, 45, 62);
  let comb = "";
  for (const [x, y] of [
    [14, 18],
    [22.66, 18],
    [18.33, 25.5],
    [27, 25.5],
    [9.7, 25.5],
    [82, 20],
    [86.33, 27.5],
  ] as [number, number][]) {
    comb += hexagon(x, y, 4.6, "none", `${stroke(hsl(c.hue, 60, 70), 0.8)}`);
  }
  const jar =
    rect(36, 30, 28, 6, hsl(c.hue, 80, 60)) +
    rect(31, 34, 38, 46, amber, 'rx="6"') +
    rect(34.5, 38, 4, 36, "#ffffff", 'rx="2" opacity="0.28"') +
    rect(33, 22, 34, 10, lid, 'rx="2"') +
    [36, 40, 44, 48, 52, 56, 60, 64].map((x) => rect(x, 23.5, 0.8, 7, "#000000", 'opacity="0.18"')).join("") +
    path("M42 32 L42 37 Q42 40 44 40 Q46 40 46 37 L46 32 Z", amber) +
    label(38, 48, 24, 19, hsl(45, 60, 94), amberDark, hexagon(50, 55.5, 4.2, "none", stroke(amberDark, 0.9)) + circle(50, 55.5, 1.4, amber));
  const dipper = g(
    "rotate(-28 76 62)",
    rect(74.6, 22, 2.8, 40, wood, 'rx="1.4"') +
      ellipse(76, 66, 5, 8, hsl(32, 45, 50)) +
      [60, 63.5, 67, 70.5].map((y) => rect(71, y, 10, 1.2, hsl(32, 40, 38), 'rx="0.6"')).join("") +
      path("M72 71 Q76 79 80 71 Z", amber),
  );
  return stillLife(c, comb + jar + dipper + ellipse(76, 80.2, 5, 1.1, amber, 'opacity="0.85"'), 24);
}

function drawJam(c: Ctx): string {
  const berry = hsl(c.hue, 62, 40);
  const berryLight = hsl(c.hue, 65, 55);
  const cloth = hsl(c.hue + 8, 55, 62);
  const pat = c.uid("ging");
  c.defs.push(
    `<pattern id="${pat}" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="#ffffff"/><rect width="2" height="4" fill="${cloth}" opacity="0.55"/><rect width="4" height="2" fill="${cloth}" opacity="0.55"/></pattern>`,
  );
  const jar =
    rect(30, 42, 40, 38, berry, 'rx="5"') +
    rect(33.5, 45, 3.6, 30, "#ffffff", 'rx="1.8" opacity="0.25"') +
    rect(32, 37, 36, 7, hsl(c.hue, 55, 34), 'rx="1.5"') +
    path("M27 41 Q26 30 50 29 Q74 30 73 41 Q68 45 64 41 Q59 46 54 41 Q49 46 44 41 Q39 46 34 41 Q30 45 27 41 Z", `url(#${pat})`, stroke(hsl(c.hue, 40, 55), 0.5)) +
    path("M29 38 Q50 41 71 38", "none", stroke(hsl(35, 40, 45), 1.1)) +
    label(37, 52, 26, 17, hsl(40, 55, 95), berry, circle(50, 59, 3.4, berryLight) + leaf(51, 56, 5, -60, hsl(110, 40, 40)));
  let berries = "";
  const spots: [number, number, number][] = [
    [18, 76, 4.2],
    [24, 77.5, 3.4],
    [80, 77, 4],
    [86.5, 76.5, 3.2],
    [75, 78, 3],
  ];
  for (const [x, y, r] of spots) {
    berries += circle(x, y, r, berryLight);
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + c.rnd();
      berries += circle(x + Math.cos(a) * r * 0.55, y + Math.sin(a) * r * 0.55, r * 0.22, hsl(c.hue, 65, 68));
    }
  }
  berries += leaf(14, 79, 8, -20, hsl(110, 40, 42)) + leaf(88, 79, 7, -160, hsl(110, 40, 42));
  return stillLife(c, jar + berries, 30);
}

function drawCoffee(c: Ctx): string {
  const kraft = hsl(c.hue + 5, 38, 62);
  const kraftDark = hsl(c.hue + 5, 34, 50);
  const ink = hsl(c.hue, 45, 22);
  const bean = (x: number, y: number, a: number, s = 1) =>
    g(
      `translate(${r2(x)} ${r2(y)}) rotate(${r2(a)}) scale(${r2(s)})`,
      ellipse(0, 0, 3.2, 2.2, hsl(c.hue - 4, 55, 24)) + path("M-2.6 0.4 Q0 -1.4 2.6 -0.4", "none", stroke(hsl(c.hue, 40, 12), 0.5)),
    );
  const bag =
    path("M30 30 L70 30 L72 80 L28 80 Z", kraft) +
    path("M30 30 L70 30 L68 22 L32 22 Z", kraftDark) +
    rect(32, 20, 36, 3, hsl(c.hue + 5, 30, 44), 'rx="1"') +
    path("M30 30 L33 80 L28 80 Z", "#000000", 'opacity="0.08"') +
    circle(50, 53, 12, hsl(40, 40, 95)) +
    circle(50, 53, 10, "none", stroke(ink, 0.6)) +
    g("translate(50 53) rotate(-25) scale(2)", ellipse(0, 0, 3.2, 2.2, ink) + path("M-2.6 0.4 Q0 -1.4 2.6 -0.4", "none", stroke("#ffffff", 0.35))) +
    rect(38, 70, 24, 1.2, ink, 'opacity="0.4"');
  let beans = "";
  for (let i = 0; i < 11; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = 50 + side * between(c, 27, 40);
    const y = between(c, 76, 90);
    beans += bean(x, y, between(c, 0, 180), between(c, 0.8, 1.1));
  }
  return stillLife(c, bag + beans, 26);
}

function drawCup(c: Ctx): string {
  const cupColor = hsl(c.hue + 180, 30, 92);
  const drink = hsl(c.hue, 60, 26);
  const accent = hsl(c.hue + 160, 35, 55);
  const wisps = steam(
    c,
    [40, 50, 60],
    38,
    24,
    4,
    [40, 50, 60].map((x, i) => path(`M${x} 38 Q${x - 4} 32 ${x} 27 Q${x + 4} 22 ${x} ${16 + i}`, "none", `${stroke("#ffffff", 1.6)} opacity="0.85"`)).join(""),
  );
  const cup =
    ellipse(50, 79, 30, 4, hsl(c.hue + 180, 20, 86)) +
    ellipse(50, 78, 22, 2.5, hsl(c.hue + 180, 20, 80)) +
    path("M68 50 Q80 50 79 60 Q78 69 66 68", "none", stroke(cupColor, 3.2)) +
    path("M30 44 L70 44 Q70 70 58 76 L42 76 Q30 70 30 44 Z", cupColor) +
    rect(30, 52, 40, 3.4, accent, 'opacity="0.9"') +
    ellipse(50, 44, 20, 3.6, hsl(c.hue + 180, 15, 80)) +
    ellipse(50, 44.4, 17.5, 2.6, drink) +
    path("M35 48 Q36 64 43 72", "none", `${stroke("#ffffff", 1.4)} opacity="0.6"`);
  return stillLife(c, wisps + cup, 32);
}

function drawTea(c: Ctx): string {
  const tin = hsl(c.hue, 42, 40);
  const tinTop = hsl(c.hue, 35, 55);
  const gold = hsl(44, 60, 60);
  const leafColor = hsl(c.hue, 45, 38);
  const tinBody =
    rect(24, 34, 26, 46, tin) +
    ellipse(37, 80, 13, 2.4, tin) +
    rect(23, 28, 28, 8, tinTop, 'rx="1.5"') +
    ellipse(37, 28, 14, 2.6, hsl(c.hue, 30, 62)) +
    rect(24, 46, 26, 18, hsl(45, 50, 92)) +
    leaf(30, 56, 12, -25, leafColor) +
    rect(24, 44.6, 26, 1.2, gold) +
    rect(24, 64, 26, 1.2, gold) +
    rect(27, 36, 3, 40, "#ffffff", 'opacity="0.2"');
  const cup =
    ellipse(68, 80, 17, 2.8, hsl(c.hue + 180, 15, 84)) +
    path("M55 60 L81 60 Q81 76 72 79 L64 79 Q55 76 55 60 Z", "#fbfaf5") +
    path("M80 64 Q88 64 87 70 Q86 75 78 75", "none", stroke("#fbfaf5", 2.4)) +
    ellipse(68, 60, 13, 2.4, hsl(c.hue + 20, 20, 80)) +
    ellipse(68, 60.3, 11, 1.8, hsl(c.hue + 50, 55, 52)) +
    steam(
      c,
      [64, 71],
      55,
      18,
      3,
      path("M64 55 Q61 50 64 46 Q67 42 64 38", "none", `${stroke("#ffffff", 1.3)} opacity="0.85"`) +
        path("M71 55 Q68 50 71 46 Q74 42 71 39", "none", `${stroke("#ffffff", 1.3)} opacity="0.85"`),
    );
  let leaves = "";
  for (let i = 0; i < 7; i++) {
    leaves += leaf(between(c, 8, 22) + (i > 3 ? 72 : 0), between(c, 78, 92), between(c, 3.5, 5.5), between(c, 0, 360), hsl(c.hue, 40, between(c, 30, 45)));
  }
  return stillLife(c, tinBody + cup + leaves, 34);
}

function drawChocolate(c: Ctx): string {
  const choc = hsl(c.hue, 45, 24);
  const chocLight = hsl(c.hue, 40, 32);
  const wrap = hsl(c.hue + 170, 45, 42);
  let squares = "";
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const x = 31 + col * 13;
      const y = 18 + row * 11;
      squares += rect(x, y, 12, 10, chocLight, 'rx="1"') + rect(x + 1, y + 1, 10, 1.2, "#ffffff", 'opacity="0.12"');
    }
  }
  const bar = g(
    "rotate(-8 50 50)",
    rect(29, 16, 42, 62, choc, 'rx="2"') +
      squares +
      path("M27 48 L73 48 L73 80 L27 80 Z", "#d9d9d9") +
      path("M27 48 L31 46 L35 48 L39 46 L43 48 L47 46 L51 48 L55 46 L59 48 L63 46 L67 48 L71 46 L73 48 L73 52 L27 52 Z", "#c4c4c4") +
      rect(25, 52, 50, 28, wrap, 'rx="1.5"') +
      rect(25, 62, 50, 8, hsl(c.hue + 170, 40, 88)) +
      circle(50, 66, 3, hsl(c.hue + 170, 45, 42)),
  );
  let pieces = "";
  pieces += g("translate(14 74) rotate(20)", rect(-5, -4, 10, 8, chocLight, 'rx="1"'));
  pieces += g("translate(84 76) rotate(-35)", polygon([[-5, -4], [5, -4], [3, 4], [-5, 3]], chocLight));
  for (let i = 0; i < 8; i++) {
    const bx = i < 4 ? between(c, 6, 24) : between(c, 76, 94);
    const by = between(c, 83, 92);
    pieces += polygon(
      [
        [bx, by],
        [bx + 1.6, by + 0.4],
        [bx + 0.8, by + 1.6],
      ],
      choc,
    );
  }
  return stillLife(c, bar + pieces, 30);
}

function drawCacao(c: Ctx): string {
  const pod = hsl(c.hue, 70, 45);
  const podDark = hsl(c.hue - 8, 65, 34);
  const whole = g(
    "rotate(-18 42 52)",
    ellipse(42, 52, 15, 28, pod) +
      [-9, -4.5, 0, 4.5, 9].map((dx) => path(`M${42 + dx * 0.4} 25 Q${42 + dx * 1.6} 52 ${42 + dx * 0.4} 79`, "none", stroke(podDark, 0.8))).join("") +
      rect(40.5, 20, 3, 6, hsl(30, 40, 30), 'rx="1"'),
  );
  let beans = "";
  for (let i = 0; i < 9; i++) {
    const row = Math.floor(i / 3);
    const col = i % 3;
    beans += ellipse(66 + col * 5, 60 + row * 6, 2.3, 2.9, hsl(40, 30, 90), stroke(hsl(40, 20, 78), 0.4));
  }
  const half = ellipse(71, 66, 12, 16, podDark) + ellipse(71, 66, 10, 14, hsl(45, 40, 96)) + beans;
  return stillLife(c, leaf(18, 74, 16, -30, hsl(120, 35, 32)) + whole + half + leaf(84, 78, 10, -160, hsl(120, 35, 38)), 32);
}

function drawDriedFruit(c: Ctx): string {
  const bowl = hsl(c.hue + 180, 25, 85);
  const fruit = (x: number, y: number, kind: number, s: number) => {
    if (kind === 0) {
      return circle(x, y, 4.2 * s, hsl(c.hue, 85, 55)) + ellipse(x, y, 1.8 * s, 1.4 * s, hsl(c.hue - 5, 80, 42));
    }
    if (kind === 1) {
      return circle(x, y, 4.3 * s, hsl(40, 60, 86)) + circle(x, y, 4.3 * s, "none", stroke(hsl(355, 55, 50), 0.8 * s)) + circle(x, y, 1.3 * s, hsl(40, 40, 94));
    }
    return ellipse(x, y, 3.6 * s, 4.2 * s, hsl(300, 25, 32)) + ellipse(x - 0.8 * s, y - 1 * s, 1.2 * s, 1.6 * s, hsl(300, 20, 45));
  };
  let pile = "";
  for (let i = 0; i < 16; i++) {
    const a = c.rnd() * Math.PI;
    const rr = Math.sqrt(c.rnd());
    pile += fruit(50 + Math.cos(a) * rr * 20, 55 - Math.sin(a) * rr * 9, i % 5 === 4 ? 2 : i % 3 === 2 ? 1 : 0, between(c, 0.9, 1.2));
  }
  const bowlShape = ellipse(50, 56, 28, 3, hsl(c.hue + 180, 20, 75));
  const bowlFront = path("M22 56 Q50 60 78 56 Q76 78 50 79 Q24 78 22 56 Z", bowl) + path("M26 60 Q30 73 46 76", "none", `${stroke("#ffffff", 1.2)} opacity="0.6"`);
  let loose = "";
  for (let i = 0; i < 5; i++) {
    loose += fruit(i < 3 ? between(c, 8, 20) : between(c, 82, 94), between(c, 82, 90), i % 3, 1);
  }
  return stillLife(c, bowlShape + pile + bowlFront + loose, 30);
}

function drawMaple(c: Ctx): string {
  const syrup = hsl(c.hue, 80, 42);
  const glass = hsl(c.hue, 70, 55);
  const leafPath =
    "M0 -10 L2 -5 L6 -7 L5 -2 L9 -1 L5 2 L6 5 L1 4 L1 9 L-1 9 L-1 4 L-6 5 L-5 2 L-9 -1 L-5 -2 L-6 -7 L-2 -5 Z";
  const jug =
    path("M40 22 L48 22 L48 30 Q66 32 66 52 L66 74 Q66 80 60 80 L34 80 Q28 80 28 74 L28 52 Q28 32 40 30 Z", syrup) +
    path("M48 34 Q62 34 62 48", "none", stroke("#ffffff", 1.4) + ' opacity="0.35"') +
    rect(39, 16, 10, 7, hsl(0, 0, 96), 'rx="1"') +
    path("M46 34 Q58 26 60 40", "none", stroke(glass, 3)) +
    label(32, 52, 30, 18, hsl(40, 55, 95), syrup, g("translate(47 59) scale(0.55)", path(leafPath, hsl(5, 70, 48))));
  const leaves =
    g("translate(78 74) rotate(20) scale(0.9)", path(leafPath, hsl(18, 80, 52))) +
    g("translate(16 80) rotate(-25) scale(0.7)", path(leafPath, hsl(38, 85, 55))) +
    ellipse(78, 80.3, 6, 1, syrup, 'opacity="0.6"');
  return stillLife(c, jug + leaves, 24);
}

function drawOil(c: Ctx): string {
  const oil = hsl(c.hue, 70, 45);
  const glass = hsl(c.hue, 55, 62);
  const bottle =
    path("M44 12 L52 12 L52 28 Q60 34 60 44 L60 76 Q60 80 56 80 L40 80 Q36 80 36 76 L36 44 Q36 34 44 28 Z", glass, 'opacity="0.55"') +
    path("M37 46 L59 46 L59 76 Q59 79 56 79 L40 79 Q37 79 37 76 Z", oil) +
    rect(43, 6, 10, 8, hsl(25, 40, 35), 'rx="1.2"') +
    rect(40, 36, 3, 38, "#ffffff", 'rx="1.5" opacity="0.35"') +
    label(38, 52, 20, 17, hsl(45, 45, 94), hsl(c.hue, 50, 28), ellipse(48, 58, 2.2, 3, hsl(c.hue, 55, 35)));
  let branch = path("M64 74 Q74 60 88 52", "none", stroke(hsl(30, 30, 35), 1));
  const leafCol = hsl(c.hue + 30, 20, 48);
  for (let i = 0; i < 5; i++) {
    const t = 0.15 + i * 0.18;
    const x = 64 + (88 - 64) * t;
    const y = 74 - (74 - 52) * t - 2 * Math.sin(t * Math.PI);
    branch += leaf(x, y, 8, i % 2 ? -70 : 10, leafCol);
  }
  branch += ellipse(70, 70, 2.6, 3.4, hsl(c.hue + 20, 45, 30)) + ellipse(78, 64, 2.4, 3.2, hsl(c.hue + 10, 45, 40));
  const loose = ellipse(25, 78, 2.6, 3.3, hsl(c.hue + 20, 45, 30)) + ellipse(19, 79, 2.4, 3, hsl(280, 25, 25));
  let shine = "";
  if (c.t !== null) {
    // A band of light sweeping across the glass, clipped to the bottle; it enters and leaves out of sight.
    const clip = c.uid("bottle");
    c.defs.push(`<clipPath id="${clip}"><path d="M44 12 L52 12 L52 28 Q60 34 60 44 L60 76 Q60 80 56 80 L40 80 Q36 80 36 76 L36 44 Q36 34 44 28 Z"/></clipPath>`);
    const x = 22 + loopFraction(c) * 50;
    shine = `<g clip-path="url(#${clip})">${g(`rotate(18 ${r2(x)} 45)`, rect(x, 0, 5, 90, "#ffffff", 'opacity="0.35"'))}</g>`;
  }
  const swaying = c.t === null ? branch : g(`rotate(${r2(sway(c, 3, 1))} 64 74)`, branch);
  return stillLife(c, bottle + shine + swaying + loose, 22);
}

function drawVinegar(c: Ctx): string {
  const liquid = hsl(c.hue, 60, 32);
  const bottle =
    rect(45, 14, 10, 22, hsl(c.hue, 30, 75), 'opacity="0.7"') +
    circle(50, 58, 22, hsl(c.hue, 30, 80), 'opacity="0.55"') +
    path("M29 60 A21 21 0 0 0 71 60 Z", liquid) +
    path("M29.5 56 Q50 60 70.5 56 L71 60 L29 60 Z", liquid) +
    rect(44, 8, 12, 8, hsl(25, 40, 35), 'rx="1.5"') +
    path("M36 48 Q38 41 44 38", "none", stroke("#ffffff", 1.6) + ' opacity="0.6"') +
    rect(40, 62, 20, 10, hsl(45, 45, 94), 'rx="1.2"') +
    rect(43, 66, 14, 1, liquid, 'opacity="0.6"');
  let grapes = "";
  const gc = hsl(c.hue - 60, 35, 32);
  const spots: [number, number][] = [
    [78, 66], [83, 66], [88, 66], [80.5, 71], [85.5, 71], [83, 76], [75.5, 71],
  ];
  for (const [x, y] of spots) grapes += circle(x, y, 2.8, gc) + circle(x - 0.8, y - 0.9, 0.7, "#ffffff", 'opacity="0.35"');
  grapes += path("M83 63 Q84 58 87 56", "none", stroke(hsl(30, 30, 35), 0.8)) + leaf(86, 57, 8, -40, hsl(100, 35, 40));
  grapes += leaf(12, 79, 9, -15, hsl(100, 35, 40)) + circle(22, 78, 2.6, gc) + circle(26.5, 78.5, 2.6, gc);
  return stillLife(c, bottle + grapes, 28);
}

function drawSeafood(c: Ctx): string {
  const fish = hsl(c.hue, 45, 55);
  const fishDark = hsl(c.hue, 45, 38);
  const belly = hsl(c.hue, 30, 82);
  const fishShape = g(
    "translate(48 38) rotate(-6)",
    path("M-28 0 Q-10 -13 14 -8 Q24 -5 28 0 Q24 5 14 8 Q-10 13 -28 0 Z", fish) +
      path("M-26 1 Q-10 10 14 7 Q24 4 27 1 Z", belly) +
      path("M26 0 L38 -9 L35 0 L38 9 Z", fishDark) +
      path("M-4 -10 Q2 -16 8 -9", fishDark) +
      circle(-19, -2, 1.6, "#ffffff") +
      circle(-19, -2, 0.8, "#1b1b1b") +
      path("M-14 -6 Q-11 0 -14 6", "none", stroke(fishDark, 0.8)) +
      [-6, 0, 6, 12].map((x) => circle(x, -3, 0.8, fishDark, 'opacity="0.6"')).join(""),
  );
  const tin = g(
    "translate(50 70)",
    ellipse(0, 8, 24, 3, hsl(0, 0, 62)) +
      rect(-24, -4, 48, 12, hsl(c.hue + 180, 45, 50)) +
      ellipse(0, -4, 24, 5, hsl(0, 0, 82)) +
      ellipse(0, -4, 21, 4, hsl(0, 0, 72)) +
      rect(-24, 0, 48, 4, hsl(45, 50, 92)) +
      path("M-10 1 Q-4 -1 2 1 Q8 3 12 1", "none", stroke(fishDark, 0.6)),
  );
  const waves = [52, 56].map((y) => path(`M${r2(c.x0)} ${y} ${Array.from({ length: 20 }, (_, i) => `Q${r2(c.x0 + (i + 0.5) * ((c.x1 - c.x0) / 20))} ${y - 2} ${r2(c.x0 + (i + 1) * ((c.x1 - c.x0) / 20))} ${y}`).join(" ")}`, "none", `${stroke(hsl(c.hue, 40, 75), 0.8)}`)).join("");
  return stillLife(c, waves + fishShape + tin, 28);
}

function drawSnack(c: Ctx): string {
  const bag = hsl(c.hue + 190, 35, 40);
  const meat = hsl(c.hue, 50, 30);
  const strip = (x: number, y: number, a: number) =>
    g(`translate(${r2(x)} ${r2(y)}) rotate(${r2(a)})`, path("M-7 -1.6 Q-3 -2.6 0 -1.8 Q4 -1 7 -1.8 L7 1.6 Q3 2.4 0 1.6 Q-4 1 -7 1.8 Z", meat) + line(-5, 0, 5, -0.2, hsl(c.hue, 40, 42), 0.5));
  let window = "";
  for (let i = 0; i < 5; i++) window += strip(50 + between(c, -6, 6), 52 + i * 3.2, between(c, -20, 20));
  const pouch =
    path("M30 22 L70 22 L72 78 Q72 80 70 80 L30 80 Q28 80 28 78 Z", bag) +
    rect(30, 22, 40, 4, hsl(c.hue + 190, 30, 30)) +
    rect(30, 29, 40, 1, "#ffffff", 'opacity="0.35"') +
    rect(36, 34, 28, 9, hsl(45, 50, 92), 'rx="1.5"') +
    rect(40, 37.5, 20, 1.3, bag, 'opacity="0.7"') +
    rect(38, 47, 24, 22, hsl(45, 30, 88), 'rx="3"') +
    window +
    rect(33, 28, 2.5, 46, "#ffffff", 'opacity="0.15"');
  let loose = "";
  for (let i = 0; i < 6; i++) loose += strip(i < 3 ? between(c, 10, 22) : between(c, 78, 90), between(c, 80, 90), between(c, -40, 40));
  return stillLife(c, pouch + loose, 26);
}

function drawNuts(c: Ctx): string {
  const bowl = hsl(c.hue + 180, 25, 42);
  const almond = (x: number, y: number, a: number) =>
    g(`translate(${r2(x)} ${r2(y)}) rotate(${r2(a)})`, path("M0 -4.5 Q3.4 -1 2.4 2.6 Q1.2 4.6 0 4.6 Q-1.2 4.6 -2.4 2.6 Q-3.4 -1 0 -4.5 Z", hsl(c.hue, 55, 42)) + path("M0 -3 Q0.8 0 0 3", "none", stroke(hsl(c.hue, 45, 32), 0.4)));
  const walnut = (x: number, y: number) => circle(x, y, 3.6, hsl(c.hue + 8, 45, 62)) + path(`M${r2(x)} ${r2(y - 3.4)} Q${r2(x + 1.4)} ${r2(y)} ${r2(x)} ${r2(y + 3.4)}`, "none", stroke(hsl(c.hue, 40, 44), 0.6));
  let pile = "";
  for (let i = 0; i < 20; i++) {
    const a = c.rnd() * Math.PI;
    const rr = Math.sqrt(c.rnd());
    const x = 50 + Math.cos(a) * rr * 19;
    const y = 57 - Math.sin(a) * rr * 10;
    pile += i % 4 === 3 ? walnut(x, y) : almond(x, y, between(c, 0, 360));
  }
  const bowlShape = ellipse(50, 58, 28, 3, hsl(c.hue + 180, 25, 32));
  const bowlFront = path("M22 58 Q50 62 78 58 Q76 79 50 79 Q24 79 22 58 Z", bowl) + path("M27 62 Q31 74 45 77", "none", `${stroke("#ffffff", 1.1)} opacity="0.35"`);
  let loose = "";
  for (let i = 0; i < 6; i++) loose += almond(i < 3 ? between(c, 8, 20) : between(c, 80, 92), between(c, 82, 90), between(c, 0, 360));
  return stillLife(c, bowlShape + pile + bowlFront + loose, 30);
}

function drawSpice(c: Ctx): string {
  const jar = (x: number, h: number, hue: number) => {
    const top = 80 - h;
    return (
      rect(x - 8, top, 16, h, hsl(0, 0, 97), 'rx="2" opacity="0.6"') +
      rect(x - 7, top + h * 0.3, 14, h * 0.7 - 1, hsl(hue, 70, 48), 'rx="1.5"') +
      rect(x - 8.5, top - 5, 17, 6, hsl(25, 35, 35), 'rx="1.2"') +
      rect(x - 6, top + h * 0.45, 12, 6, hsl(45, 50, 95), 'rx="1"') +
      rect(x - 5.5, top + 3, 2, h - 6, "#ffffff", 'opacity="0.35"')
    );
  };
  const spoon = g(
    "translate(72 77) rotate(-12)",
    rect(0, -1, 22, 2, hsl(30, 40, 55), 'rx="1"') + ellipse(-4, 0, 7, 3.2, hsl(30, 40, 50)) + path("M-10 -1 Q-4 -6 2 -1 Z", hsl(c.hue + 20, 75, 50)),
  );
  const star = (x: number, y: number, s: number) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 16; i++) {
      const rr = i % 2 === 0 ? 4 * s : 1.5 * s;
      const a = (i / 16) * Math.PI * 2;
      pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
    }
    return polygon(pts, hsl(20, 45, 32));
  };
  let pepper = "";
  for (let i = 0; i < 14; i++) pepper += circle(between(c, 10, 30), between(c, 83, 91), 0.8, hsl(20, 25, 18));
  return stillLife(c, jar(28, 36, c.hue) + jar(48, 46, c.hue + 25) + jar(66, 30, c.hue + 45) + spoon + star(16, 84, 1.1) + pepper, 30);
}

function drawChile(c: Ctx): string {
  const chile = (angle: number, len: number, hue: number) =>
    g(
      `translate(50 18) rotate(${r2(angle)})`,
      path(`M-2.6 4 Q-4.2 ${r2(len * 0.55)} 0 ${r2(len)} Q4.2 ${r2(len * 0.55)} 2.6 4 Z`, hsl(hue, 78, 44)) +
        path(`M-1 6 Q-2 ${r2(len * 0.5)} -0.4 ${r2(len * 0.85)}`, "none", `${stroke("#ffffff", 0.7)} opacity="0.4"`) +
        path("M-2.8 4.5 Q0 1.5 2.8 4.5 L2 6 L-2 6 Z", hsl(110, 45, 32)),
    );
  let bunch = path("M50 6 L50 20", "none", stroke(hsl(40, 40, 55), 1.2));
  const angles = [-38, -26, -14, -3, 8, 19, 30, 40];
  angles.forEach((a, i) => {
    bunch += chile(a, 46 + (i % 3) * 6, c.hue + (i % 3) * 4);
  });
  bunch += path("M44 18 Q50 22 56 18", "none", stroke(hsl(40, 40, 55), 1.6));
  const loose = g("translate(18 82) rotate(-75)", path("M-2.2 0 Q-3.6 10 0 20 Q3.6 10 2.2 0 Z", hsl(c.hue, 78, 44)) + rect(-2, -2.6, 4, 3, hsl(110, 45, 32)));
  const green = g("translate(86 80) rotate(95)", path("M-2.2 0 Q-3.6 10 0 18 Q3.6 10 2.2 0 Z", hsl(100, 55, 38)) + rect(-2, -2.6, 4, 3, hsl(110, 45, 28)));
  return stillLife(c, bunch + loose + green, 20);
}

function drawHerbs(c: Ctx): string {
  const stemCol = hsl(c.hue, 35, 32);
  let bundle = "";
  for (let i = 0; i < 7; i++) {
    const a = -24 + i * 8;
    const len = 50 + (i % 3) * 5;
    const rad = (a * Math.PI) / 180;
    const tx = 50 + Math.sin(rad) * len;
    const ty = 76 - Math.cos(rad) * len;
    bundle += line(50, 76, tx, ty, stemCol, 0.9);
    for (let k = 1; k <= 5; k++) {
      const t = 0.3 + k * 0.13;
      const x = 50 + (tx - 50) * t;
      const y = 76 + (ty - 76) * t;
      bundle += leaf(x, y, 6, a - 90 + (k % 2 ? 45 : -45) + 90 - 90, hsl(c.hue + (i % 3) * 10, 40, 35 + (k % 3) * 6));
    }
  }
  bundle += path("M45 68 Q50 71 55 68 L55 72 Q50 75 45 72 Z", hsl(35, 45, 55));
  const mortar =
    path("M66 66 L90 66 Q89 80 78 80 Q67 80 66 66 Z", hsl(c.hue + 180, 8, 70)) +
    ellipse(78, 66, 12, 2.2, hsl(c.hue + 180, 8, 58)) +
    g("rotate(-30 78 60)", rect(76, 48, 4, 18, hsl(c.hue + 180, 8, 78), 'rx="2"'));
  return stillLife(c, bundle + mortar, 30);
}

function drawGift(c: Ctx): string {
  const box = hsl(c.hue, 55, 50);
  const boxDark = hsl(c.hue, 50, 40);
  const ribbon = hsl(c.hue + 160, 40, 92);
  let dots = "";
  for (let y = 48; y < 78; y += 7) for (let x = 28; x < 72; x += 8) dots += circle(x + ((y / 7) % 2) * 4, y, 1, "#ffffff", 'opacity="0.25"');
  const gift =
    rect(26, 44, 48, 36, box) +
    dots +
    rect(24, 36, 52, 10, boxDark, 'rx="1"') +
    rect(46, 36, 8, 44, ribbon) +
    rect(24, 39, 52, 4, ribbon, 'opacity="0.9"') +
    path("M50 36 Q36 22 32 30 Q30 37 50 36 Z", ribbon) +
    path("M50 36 Q64 22 68 30 Q70 37 50 36 Z", ribbon) +
    path("M49 37 Q44 44 40 48", "none", stroke(ribbon, 2.2)) +
    path("M51 37 Q56 44 60 48", "none", stroke(ribbon, 2.2)) +
    circle(50, 36, 3, hsl(c.hue + 160, 35, 80));
  const tag = g("translate(78 62) rotate(14)", rect(0, 0, 10, 14, hsl(40, 50, 92), 'rx="1"') + circle(5, 3, 1, box) + rect(2, 7, 6, 0.8, boxDark, 'opacity="0.6"') + rect(2, 9.5, 4, 0.8, boxDark, 'opacity="0.6"'));
  const small = rect(8, 66, 14, 14, hsl(c.hue + 40, 45, 55)) + rect(14, 66, 2, 14, ribbon) + rect(7, 63, 16, 4, hsl(c.hue + 40, 40, 45));
  return stillLife(c, small + gift + tag, 32);
}

// Scenes ---------------------------------------------------------------------------------------------------------

function tree(x: number, y: number, s: number, green: number, fruitHue: number | null, c: Ctx): string {
  let out = rect(x - 1.2 * s, y - 8 * s, 2.4 * s, 8 * s, hsl(25, 35, 30));
  out += circle(x - 3.5 * s, y - 11 * s, 5 * s, hsl(green, 40, 32));
  out += circle(x + 3.5 * s, y - 11 * s, 5 * s, hsl(green, 40, 34));
  out += circle(x, y - 15 * s, 6 * s, hsl(green, 42, 38));
  out += circle(x - 1.5 * s, y - 17 * s, 2.6 * s, hsl(green, 40, 46), 'opacity="0.7"');
  if (fruitHue !== null) {
    for (let i = 0; i < 6; i++) {
      out += circle(x + between(c, -7, 7) * s, y - between(c, 9, 19) * s, 0.9 * s, hsl(fruitHue, 80, 55));
    }
  }
  return c.t === null ? out : g(`rotate(${r2(sway(c, 1.6, 2, x * 0.15))} ${r2(x)} ${r2(y)})`, out);
}

/** Two birds crossing the sky in animated frames (they leave on one side as they enter on the other). */
function birds(c: Ctx): string {
  if (c.t === null) return "";
  let out = "";
  for (let k = 0; k < 2; k++) {
    const x = c.x0 - 5 + (c.x1 - c.x0 + 10) * loopFraction(c, 1, k / 2);
    const y = 16 + k * 6 + sway(c, 1.2, 3, k);
    const lift = 1.6 * Math.cos(phase(c, 8) + k * 2);
    out += path(`M${r2(x - 2.5)} ${r2(y)} Q${r2(x - 1.2)} ${r2(y - lift)} ${r2(x)} ${r2(y)} Q${r2(x + 1.2)} ${r2(y - lift)} ${r2(x + 2.5)} ${r2(y)}`, "none", stroke("#3a3a3a", 0.6));
  }
  return out;
}

function drawFarmField(c: Ctx): string {
  const field = hsl(c.hue, 48, 46);
  const fieldDark = hsl(c.hue, 50, 36);
  const horizon = 60;
  let rows = "";
  const vx = 50 + between(c, -10, 10);
  const span = c.x1 - c.x0;
  const n = 22;
  for (let i = 0; i < n; i += 2) {
    const b0 = c.x0 - span * 0.6 + (i / n) * span * 2.2;
    const b1 = c.x0 - span * 0.6 + ((i + 1) / n) * span * 2.2;
    rows += polygon([[vx, horizon], [b0, c.y1], [b1, c.y1]], fieldDark, 'opacity="0.55"');
  }
  const sunX = c.x1 - (c.x1 - c.x0) * 0.22;
  return (
    sky(c, hsl(200, 60, 78), hsl(42, 75, 90)) +
    circle(sunX, 24, 13 + sway(c, 1.5, 2), hsl(45, 95, 75), 'opacity="0.35"') +
    circle(sunX, 24, 8, hsl(45, 95, 65)) +
    cloud(c.x0 + (c.x1 - c.x0) * 0.25 + sway(c, 3, 1), 18, 1) +
    cloud(c.x0 + (c.x1 - c.x0) * 0.55 + sway(c, 2, 1, 1.5), 28, 0.7) +
    birds(c) +
    hills(c, 50, 5, 3, hsl(c.hue + 30, 25, 68)) +
    hills(c, 56, 3, 5, hsl(c.hue + 15, 32, 56)) +
    rect(c.x0, horizon, c.x1 - c.x0, c.y1 - horizon, field) +
    rows +
    tree(c.x0 + (c.x1 - c.x0) * 0.12, 62, 1.1, c.hue + 10, null, c) +
    g(`translate(${r2(c.x0 + (c.x1 - c.x0) * 0.78)} 57)`, rect(-5, -5, 10, 5, hsl(40, 40, 92)) + polygon([[-6, -5], [0, -9], [6, -5]], hsl(5, 50, 42)) + rect(-1, -3, 2, 3, hsl(25, 35, 35)))
  );
}

function drawOrchard(c: Ctx): string {
  let back = "";
  for (let x = c.x0 + 4; x < c.x1; x += 11) back += tree(x + between(c, -2, 2), 62, 0.55, 110, null, c);
  let front = "";
  for (let x = c.x0 + 10; x < c.x1 + 5; x += 24) front += tree(x + between(c, -3, 3), 90, 1.5, 105, c.hue, c);
  return (
    sky(c, hsl(205, 55, 80), hsl(50, 70, 92)) +
    circle(c.x0 + (c.x1 - c.x0) * 0.8, 20, 7, hsl(45, 95, 68)) +
    cloud(c.x0 + (c.x1 - c.x0) * 0.3 + sway(c, 3, 1), 16, 0.9) +
    hills(c, 52, 4, 3, hsl(120, 20, 66)) +
    rect(c.x0, 60, c.x1 - c.x0, c.y1 - 60, hsl(95, 40, 55)) +
    back +
    rect(c.x0, 74, c.x1 - c.x0, c.y1 - 74, hsl(90, 38, 50), 'opacity="0.5"') +
    front
  );
}

function drawBarn(c: Ctx): string {
  const red = hsl(c.hue, 60, 42);
  const trim = "#f6f1e7";
  const bx = 34;
  const barn =
    rect(bx, 48, 36, 28, red) +
    polygon([[bx - 3, 49], [bx + 4, 36], [bx + 18, 30], [bx + 32, 36], [bx + 39, 49]], hsl(c.hue, 30, 28)) +
    rect(bx + 11, 58, 14, 18, hsl(c.hue, 55, 36)) +
    path(`M${bx + 11} 58 L${bx + 25} 76 M${bx + 25} 58 L${bx + 11} 76`, "none", stroke(trim, 1)) +
    rect(bx + 11, 58, 14, 18, "none", stroke(trim, 1)) +
    rect(bx + 15, 42, 6, 6, trim) +
    rect(bx + 16, 43, 4, 4, hsl(c.hue, 40, 30));
  const silo = rect(73, 38, 10, 38, hsl(c.hue + 190, 10, 75)) + path("M73 38 Q78 30 83 38 Z", hsl(c.hue + 190, 10, 60)) + [46, 54, 62, 70].map((y) => rect(73, y, 10, 0.7, hsl(0, 0, 55))).join("");
  let fence = "";
  for (let x = c.x0; x < c.x1; x += 6) fence += rect(x, 80, 1.2, 8, hsl(30, 30, 70));
  fence += rect(c.x0, 82, c.x1 - c.x0, 1, hsl(30, 30, 70)) + rect(c.x0, 85.5, c.x1 - c.x0, 1, hsl(30, 30, 70));
  return (
    sky(c, hsl(205, 60, 80), hsl(40, 70, 92)) +
    cloud(c.x0 + (c.x1 - c.x0) * 0.2 + sway(c, 3, 1), 20, 1) +
    cloud(c.x0 + (c.x1 - c.x0) * 0.75 + sway(c, 2, 1, 2), 14, 0.8) +
    hills(c, 60, 5, 2, hsl(100, 28, 60)) +
    rect(c.x0, 74, c.x1 - c.x0, c.y1 - 74, hsl(95, 40, 48)) +
    barn +
    silo +
    tree(c.x0 + (c.x1 - c.x0) * 0.12, 76, 1.2, 110, null, c) +
    fence
  );
}

function drawKitchen(c: Ctx): string {
  const wall = hsl(c.hue + 20, 35, 90);
  let tiles = "";
  for (let y = 52; y < 70; y += 4) tiles += rect(c.x0, y, c.x1 - c.x0, 0.3, hsl(c.hue + 20, 20, 78));
  for (let x = c.x0; x < c.x1; x += 6) tiles += rect(x, 52, 0.3, 18, hsl(c.hue + 20, 20, 78));
  const win =
    rect(10, 12, 26, 30, hsl(30, 25, 40)) +
    rect(12, 14, 22, 26, hsl(200, 60, 82)) +
    path("M12 34 Q20 28 34 32 L34 40 L12 40 Z", hsl(100, 35, 55)) +
    rect(22.5, 14, 1, 26, hsl(30, 25, 40)) +
    rect(12, 26.5, 22, 1, hsl(30, 25, 40));
  let shelf = rect(44, 30, 46, 1.6, hsl(30, 40, 45));
  const jarHues = [c.hue, c.hue + 40, c.hue - 30, c.hue + 90, c.hue + 150];
  jarHues.forEach((h, i) => {
    const x = 47 + i * 8.6;
    const hh = 10 + (i % 2) * 3;
    shelf += rect(x, 30 - hh, 6.5, hh, hsl(h, 55, 50), 'rx="1"') + rect(x - 0.3, 30 - hh - 1.8, 7.1, 2, hsl(30, 30, 35), 'rx="0.5"');
  });
  const counter = rect(c.x0, 70, c.x1 - c.x0, 4, hsl(30, 40, 52)) + rect(c.x0, 74, c.x1 - c.x0, c.y1 - 74, hsl(c.hue + 180, 20, 40));
  let doors = "";
  for (let x = c.x0 + 3; x < c.x1 - 10; x += 20) doors += rect(x, 77, 17, 20, "none", stroke(hsl(c.hue + 180, 18, 33), 0.8)) + rect(x + 7, 79, 3, 0.8, hsl(40, 30, 80));
  const pot =
    rect(58, 56, 22, 14, hsl(c.hue + 190, 15, 30), 'rx="2"') +
    rect(56, 54, 26, 3, hsl(c.hue + 190, 15, 24), 'rx="1"') +
    rect(54, 58, 4, 1.6, hsl(c.hue + 190, 15, 24)) +
    rect(80, 58, 4, 1.6, hsl(c.hue + 190, 15, 24)) +
    steam(c, [63, 69, 75], 52, 20, 3, [63, 69, 75].map((x) => path(`M${x} 52 Q${x - 3} 47 ${x} 43 Q${x + 3} 39 ${x} 35`, "none", `${stroke("#ffffff", 1.2)} opacity="0.9"`)).join(""));
  const board = g("rotate(-4 30 68)", rect(18, 65, 26, 5, hsl(32, 45, 62), 'rx="1.5"') + circle(41, 67.5, 1, hsl(32, 35, 45)));
  const fruit = circle(26, 63, 3, hsl(c.hue, 70, 52)) + circle(32, 63.6, 2.6, hsl(c.hue + 30, 70, 55)) + leaf(26, 60, 3, -60, hsl(110, 40, 38));
  return rect(c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0, wall) + tiles + win + shelf + counter + doors + pot + board + fruit;
}

function drawCoast(c: Ctx): string {
  const sea = hsl(c.hue, 55, 45);
  const seaLight = hsl(c.hue, 55, 62);
  const sunX = c.x0 + (c.x1 - c.x0) * 0.62;
  let waves = "";
  for (let i = 0; i < 9; i++) {
    const y = 60 + i * 4.4 + between(c, -1, 1);
    const x = between(c, c.x0, c.x1 - 20);
    waves += path(`M${r2(x + sway(c, 2.5, 2, i))} ${r2(y)} q3 -1.6 6 0 t6 0 t6 0`, "none", `${stroke("#ffffff", 0.7)} opacity="0.6"`);
  }
  const headland =
    path(`M${r2(c.x0)} ${r2(c.y1)} L${r2(c.x0)} 40 Q${r2(c.x0 + 12)} 36 ${r2(c.x0 + 24)} 44 Q${r2(c.x0 + 30)} 50 ${r2(c.x0 + 34)} 62 L${r2(c.x0 + 40)} ${r2(c.y1)} Z`, hsl(30, 20, 45)) +
    path(`M${r2(c.x0)} 40 Q${r2(c.x0 + 12)} 36 ${r2(c.x0 + 24)} 44 L${r2(c.x0 + 22)} 46 Q${r2(c.x0 + 12)} 40 ${r2(c.x0)} 44 Z`, hsl(100, 35, 45));
  const lh = c.x0 + 14;
  const lighthouse =
    polygon([[lh - 2.2, 41], [lh + 2.2, 41], [lh + 1.5, 26], [lh - 1.5, 26]], "#fbfbf7") +
    rect(lh - 2, 31, 4, 2.4, hsl(5, 65, 48)) +
    rect(lh - 2.1, 36, 4.2, 2.4, hsl(5, 65, 48)) +
    rect(lh - 2, 22.5, 4, 3.5, hsl(45, 90, 65)) +
    polygon([[lh - 2.6, 22.5], [lh, 19.5], [lh + 2.6, 22.5]], hsl(5, 55, 38));
  const bx = c.x0 + (c.x1 - c.x0) * 0.7;
  const hull =
    path(`M${r2(bx - 8)} 70 L${r2(bx + 8)} 70 L${r2(bx + 5)} 74 L${r2(bx - 5)} 74 Z`, hsl(5, 55, 45)) +
    rect(bx - 0.4, 56, 0.8, 14, hsl(30, 30, 30)) +
    polygon([[bx + 0.6, 57], [bx + 0.6, 69], [bx + 8, 69]], "#fbfbf7") +
    polygon([[bx - 0.6, 59], [bx - 0.6, 69], [bx - 6, 69]], hsl(45, 60, 85));
  const boat = c.t === null ? hull : g(`translate(0 ${r2(sway(c, 0.8, 2))}) rotate(${r2(sway(c, 2.5, 2, 0.8))} ${r2(bx)} 72)`, hull);
  let gulls = "";
  for (let i = 0; i < 3; i++) {
    const x = between(c, c.x0 + 30, c.x1 - 10) + sway(c, 4, 1, i * 2);
    const y = between(c, 14, 32) + sway(c, 1, 2, i);
    const lift = c.t === null ? 1.5 : 1.5 * Math.cos(phase(c, 6) + i);
    gulls += path(`M${r2(x - 2.5)} ${r2(y)} Q${r2(x - 1.2)} ${r2(y - lift)} ${r2(x)} ${r2(y)} Q${r2(x + 1.2)} ${r2(y - lift)} ${r2(x + 2.5)} ${r2(y)}`, "none", stroke(hsl(c.hue, 30, 30), 0.6));
  }
  return (
    sky(c, hsl(c.hue + 5, 55, 78), hsl(30, 80, 88)) +
    circle(sunX, 56, 10, hsl(40, 95, 70)) +
    rect(c.x0, 56, c.x1 - c.x0, c.y1 - 56, linear(c, [[0, seaLight], [1, sea]])) +
    rect(sunX - 8 + sway(c, 1, 2), 58, 16, 0.8, "#ffffff", 'opacity="0.5"') +
    rect(sunX - 5, 61, 10, 0.8, "#ffffff", 'opacity="0.4"') +
    waves +
    headland +
    lighthouse +
    boat +
    gulls
  );
}

function bee(x: number, y: number, s: number, a: number, wing = 1.1): string {
  return g(
    `translate(${r2(x)} ${r2(y)}) rotate(${r2(a)}) scale(${r2(s)})`,
    ellipse(-0.6, -1.8, 1.5, wing, "#ffffff", 'opacity="0.85"') +
      ellipse(0.8, -1.8, 1.5, wing, "#ffffff", 'opacity="0.85"') +
      ellipse(0, 0, 2.4, 1.6, hsl(45, 95, 55)) +
      rect(-0.9, -1.5, 0.7, 3, "#2a2018") +
      rect(0.5, -1.5, 0.7, 3, "#2a2018") +
      circle(2.3, 0, 0.8, "#2a2018"),
  );
}

function drawBeehive(c: Ctx): string {
  const hive = (x: number, boxes: number, hue: number) => {
    let out = rect(x - 10, 78, 20, 3, hsl(30, 30, 35));
    for (let i = 0; i < boxes; i++) {
      const y = 78 - (i + 1) * 9;
      out += rect(x - 9, y, 18, 9, hsl(hue + i * 15, 45, 72 - i * 4)) + rect(x - 9, y + 8.2, 18, 0.8, "#000000", 'opacity="0.15"') + rect(x - 3, y + 3.5, 6, 1.4, "#000000", 'opacity="0.18"');
    }
    const top = 78 - boxes * 9;
    out += rect(x - 10.5, top - 3, 21, 3.2, hsl(30, 20, 88)) + rect(x - 3, 76, 6, 1.2, "#2a2018");
    return out;
  };
  let flowers = "";
  for (let i = 0; i < 40; i++) {
    const x = between(c, c.x0, c.x1);
    const y = between(c, 74, c.y1 - 1);
    const hue = [330, 50, 270, 0, 200][i % 5] ?? 50;
    flowers += line(x, y, x, y + 2, hsl(110, 35, 35), 0.4) + circle(x, y, between(c, 0.8, 1.4), hsl(hue, 70, 70));
  }
  let bees = "";
  for (let i = 0; i < 6; i++) {
    const x = between(c, 20, 85) + sway(c, 5, 1 + (i % 3), i);
    const y = between(c, 28, 60) + sway(c, 3, 2, i * 1.7);
    const wing = c.t === null ? 1.1 : 1.1 * (0.3 + 0.7 * Math.abs(Math.cos(phase(c, 24) + i)));
    bees += bee(x, y, between(c, 0.8, 1.1), between(c, -30, 30) + sway(c, 12, 2, i), wing);
  }
  const path1 = path("M30 60 Q40 40 55 48 T80 36", "none", `${stroke("#ffffff", 0.5)} stroke-dasharray="1 1.6" opacity="0.8"`);
  return (
    sky(c, hsl(205, 55, 80), hsl(55, 70, 90)) +
    circle(c.x1 - (c.x1 - c.x0) * 0.18, 20, 8, hsl(45, 95, 66)) +
    hills(c, 62, 4, 3, hsl(100, 28, 62)) +
    rect(c.x0, 72, c.x1 - c.x0, c.y1 - 72, hsl(95, 42, 50)) +
    tree(c.x0 + (c.x1 - c.x0) * 0.08, 74, 1.3, 110, null, c) +
    hive(34, 3, c.hue) +
    hive(58, 2, c.hue + 160) +
    hive(80, 3, c.hue + 25) +
    flowers +
    path1 +
    bees
  );
}

function drawPortrait(c: Ctx): string {
  const skins = ["#f3cfb1", "#e3b08b", "#c98d63", "#a06a45", "#7b4b2d", "#5e3a24"];
  const hairs = ["#2a1d14", "#4b301d", "#7c4d2b", "#b38b55", "#d8c6a4", "#8f8f8f", "#1c1c1c", "#a4452a"];
  const skin = skins[Math.floor(c.rnd() * skins.length)] ?? "#e3b08b";
  const hair = hairs[Math.floor(c.rnd() * hairs.length)] ?? "#4b301d";
  const style = Math.floor(c.rnd() * 4);
  const overalls = c.rnd() < 0.5;
  const shirt = hsl(c.hue, 40, 48);
  let out = rect(c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0, hsl(c.hue + 30, 35, 90)) + circle(50, 50, 40, hsl(c.hue + 30, 35, 82));
  if (style === 1) out += path("M33 44 Q32 76 40 80 L60 80 Q68 76 67 44 Z", hair);
  out += rect(44, 58, 12, 16, skin) + rect(44, 58, 12, 5, "#000000", 'opacity="0.1"');
  out += path(`M14 ${r2(c.y1 + 1)} Q15 78 34 73 Q42 71 50 76 Q58 71 66 73 Q85 78 86 ${r2(c.y1 + 1)} Z`, shirt);
  if (overalls) {
    out += path(`M36 ${r2(c.y1 + 1)} L38 84 L62 84 L64 ${r2(c.y1 + 1)} Z`, hsl(215, 35, 40));
    out += path("M38 84 L35 73", "none", stroke(hsl(215, 35, 40), 3)) + path("M62 84 L65 73", "none", stroke(hsl(215, 35, 40), 3));
    out += circle(38.5, 85, 1, hsl(45, 60, 65)) + circle(61.5, 85, 1, hsl(45, 60, 65));
  } else {
    out += path("M44 73 L50 81 L56 73", "none", stroke(hsl(c.hue, 35, 36), 1.2));
  }
  out += ellipse(35.5, 47, 2.2, 3.2, skin) + ellipse(64.5, 47, 2.2, 3.2, skin);
  out += ellipse(50, 46, 14.5, 17, skin);
  out += ellipse(44.5, 47, 1.1, 1.3, "#2a2018") + ellipse(55.5, 47, 1.1, 1.3, "#2a2018");
  out += path("M45 55 Q50 58.5 55 55", "none", stroke("#7a3e2a", 1));
  out += ellipse(41, 52, 2.4, 1.4, "#e58a7a", 'opacity="0.35"') + ellipse(59, 52, 2.4, 1.4, "#e58a7a", 'opacity="0.35"');
  if (style === 0 || style === 1) out += path("M35 44 Q34 28 50 28 Q66 28 65 44 Q60 36 50 35 Q40 36 35 44 Z", hair);
  if (style === 2) out += path("M35 43 Q35 28 50 28 Q65 28 65 43 Q58 33 50 34 Q42 33 35 43 Z", hair) + circle(50, 27, 6, hair);
  if (style === 3) {
    out += path("M36 42 Q36 32 50 32 Q64 32 64 42 Z", hair);
    out += ellipse(50, 34, 26, 4.5, hsl(44, 60, 70)) + path("M38 34 Q38 20 50 20 Q62 20 62 34 Z", hsl(44, 60, 74)) + rect(38.4, 29.5, 23.2, 3, hsl(c.hue + 180, 45, 40));
  }
  return out;
}

function drawGeneric(c: Ctx): string {
  let out = sky(c, hsl(c.hue, 45, 88), hsl(c.hue + 30, 50, 94));
  for (let i = 0; i < 6; i++) out += circle(between(c, c.x0, c.x1), between(c, 10, 60), between(c, 6, 16), hsl(c.hue + i * 12, 50, 70 + i * 3), 'opacity="0.55"');
  out += hills(c, 66, 5, 3, hsl(c.hue + 20, 35, 62)) + hills(c, 76, 4, 4, hsl(c.hue, 40, 48));
  return out;
}

const DRAW: Record<string, (c: Ctx) => string> = {
  coffee: drawCoffee,
  cup: drawCup,
  tea: drawTea,
  chocolate: drawChocolate,
  cacao: drawCacao,
  "dried-fruit": drawDriedFruit,
  honey: drawHoney,
  jam: drawJam,
  maple: drawMaple,
  oil: drawOil,
  vinegar: drawVinegar,
  seafood: drawSeafood,
  snack: drawSnack,
  nuts: drawNuts,
  spice: drawSpice,
  chile: drawChile,
  herbs: drawHerbs,
  gift: drawGift,
  "farm-field": drawFarmField,
  orchard: drawOrchard,
  barn: drawBarn,
  kitchen: drawKitchen,
  coast: drawCoast,
  beehive: drawBeehive,
  portrait: drawPortrait,
};

// ---------------------------------------------------------------------------------------------------------------

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Draws the picture a spec describes: same spec, same bytes. Unknown motifs get a generic landscape. With `time`
 * (seconds) it draws a frame of the motif's animation instead: steam, bees, clouds, waves and trees move in a loop of
 * LOOP_SECONDS; the video clips are made of such frames.
 */
export function renderImageSvg(spec: ImageSpec, options: { time?: number } = {}): string {
  const width = Math.max(1, Math.round(spec.width));
  const height = Math.max(1, Math.round(spec.height));
  const scale = Math.min(width, height) / 100;
  const ox = (width - 100 * scale) / 2;
  const oy = (height - 100 * scale) / 2;
  const seed = hashString(`${spec.key}|${spec.motif}|${spec.hue}`);
  const prefix = `m${seed.toString(36)}`;
  let n = 0;
  const c: Ctx = {
    hue: Number.isFinite(spec.hue) ? spec.hue : 30,
    rnd: mulberry32(seed),
    x0: -ox / scale,
    x1: (width - ox) / scale,
    y0: -oy / scale,
    y1: (height - oy) / scale,
    defs: [],
    uid: (name) => `${prefix}-${name}${n++}`,
    t: options.time === undefined || !Number.isFinite(options.time) ? null : ((options.time % LOOP_SECONDS) + LOOP_SECONDS) % LOOP_SECONDS,
  };
  const draw = DRAW[spec.motif] ?? drawGeneric;
  const body = draw(c);
  const defs = c.defs.length ? `<defs>${c.defs.join("")}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(spec.alt)}">` +
    `<title>${escapeXml(spec.alt)}</title>${defs}` +
    `<g transform="translate(${r2(ox)} ${r2(oy)}) scale(${r2(scale)})">${body}</g></svg>`
  );
}

export type ImageFormat = "svg" | "webp" | "jpg" | "png";

const CONTENT_TYPES: Record<ImageFormat, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

const CACHE_LIMIT = 1000;
const cache = new Map<string, Promise<{ body: Buffer; contentType: string }>>();

/** Drops every cached rendering (tests; a long-running server never needs it). */
export function clearMediaCache(): void {
  cache.clear();
}

/**
 * The picture as bytes: the SVG itself, or a raster at `width` pixels wide (clamped to 1..4000; the height keeps the
 * spec's aspect ratio). Results are kept in memory, so a page that asks for the same thumbnail twice pays once.
 */
export function renderImage(
  spec: ImageSpec,
  opts: { width?: number; format?: ImageFormat } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const format: ImageFormat = opts.format ?? "svg";
  if (!(format in CONTENT_TYPES)) return Promise.reject(new Error(`Unknown image format "${String(format)}"`));
  const requested = opts.width !== undefined && Number.isFinite(opts.width) ? Math.round(opts.width) : spec.width;
  const width = Math.min(4000, Math.max(1, requested));
  const cacheKey = `${spec.key}|${spec.motif}|${spec.hue}|${spec.width}x${spec.height}|${format === "svg" ? "" : width}|${format}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    // Refresh its place so the least recently used entry is the one dropped.
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const job = produce(spec, width, format);
  cache.set(cacheKey, job);
  job.catch(() => cache.delete(cacheKey));
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return job;
}

async function produce(spec: ImageSpec, width: number, format: ImageFormat): Promise<{ body: Buffer; contentType: string }> {
  const svg = renderImageSvg(spec);
  const contentType = CONTENT_TYPES[format];
  if (format === "svg") return { body: Buffer.from(svg, "utf8"), contentType };
  const { default: sharp } = await import("sharp");
  const height = Math.max(1, Math.round((width * spec.height) / spec.width));
  // Rasterise at the target size directly (density scales the SVG's own size), then fix rounding with resize.
  const density = Math.min(2400, Math.max(1, (72 * width) / Math.max(1, spec.width)));
  let img = sharp(Buffer.from(svg, "utf8"), { density }).resize(width, height, { fit: "fill" });
  if (format === "webp") img = img.webp({ quality: 82 });
  else if (format === "jpg") img = img.flatten({ background: "#ffffff" }).jpeg({ quality: 84, mozjpeg: true });
  else img = img.png({ compressionLevel: 9 });
  return { body: await img.toBuffer(), contentType };
}

/** Where the committed clips live. */
export const VIDEO_DIR = join(dirname(fileURLToPath(import.meta.url)), "media", "videos");

/** Absolute path of a committed clip, or null when there is none (or the key is not a plain file name). */
export function videoFile(key: string, ext: "webm" | "mp4"): string | null {
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(key) || (ext !== "webm" && ext !== "mp4")) return null;
  const file = join(VIDEO_DIR, `${key}.${ext}`);
  return existsSync(file) ? file : null;
}
