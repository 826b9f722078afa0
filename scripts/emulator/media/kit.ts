// The emulator's drawing kit: the motifs and their hues, the drawing context, and small SVG primitives (shapes,
// gradients, hills, sky, a still-life table) that every drawing is built from. Everything is drawn in "units": a
// 100×100 square centred in the canvas, scaled to fit.
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

export type Ctx = {
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
export const phase = (c: Ctx, cycles = 1) => (c.t === null ? 0 : (c.t / LOOP_SECONDS) * Math.PI * 2 * cycles);
/** The loop position as a fraction in [0, 1), `cycles` times per loop. */
export const loopFraction = (c: Ctx, cycles = 1, offset = 0) => {
  const v = (c.t === null ? 0 : (c.t / LOOP_SECONDS) * cycles) + offset;
  return v - Math.floor(v);
};
/** A gentle back-and-forth for animated frames; nothing for stills. */
export const sway = (c: Ctx, amount: number, cycles = 1, offset = 0) => (c.t === null ? 0 : amount * Math.sin(phase(c, cycles) + offset));

/** Steam rising from a hot drink or pot: fixed curls on a still, wisps that rise and fade in a loop when animated. */
export function steam(c: Ctx, xs: number[], y: number, height: number, width: number, still: string): string {
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

export const r2 = (v: number): string => String(Math.round(v * 100) / 100);

export function hsl(h: number, s: number, l: number): string {
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

export const attrs = (extra: string) => (extra ? ` ${extra}` : "");
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" fill="${fill}"${attrs(extra)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}"${attrs(extra)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${fill}"${attrs(extra)}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}" stroke="${stroke}" stroke-width="${r2(width)}" stroke-linecap="round"${attrs(extra)}/>`;
export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
export const stroke = (color: string, width: number) =>
  `stroke="${color}" stroke-width="${r2(width)}" stroke-linecap="round" stroke-linejoin="round"`;

export function polygon(points: [number, number][], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${r2(x)},${r2(y)}`).join(" ")}" fill="${fill}"${attrs(extra)}/>`;
}

export function hexagon(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(pts, fill, extra);
}

export function linear(c: Ctx, stops: [number, string][], vertical = true): string {
  const id = c.uid("lg");
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  c.defs.push(
    `<linearGradient id="${id}" ${dir}>${stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join("")}</linearGradient>`,
  );
  return `url(#${id})`;
}

export const between = (c: Ctx, a: number, b: number) => a + (b - a) * c.rnd();

/** A rolling horizon from x0 to x1 around height y, closed down to the bottom of the canvas. */
export function hills(c: Ctx, y: number, amp: number, bumps: number, fill: string): string {
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

export function cloud(x: number, y: number, s: number): string {
  const white = "#ffffff";
  return g(
    `translate(${r2(x)} ${r2(y)}) scale(${r2(s)})`,
    ellipse(0, 0, 9, 3.2, white, 'opacity="0.92"') +
      circle(-3, -2, 3.6, white, 'opacity="0.92"') +
      circle(2.5, -3, 4.4, white, 'opacity="0.92"'),
  );
}

export function sky(c: Ctx, top: string, bottom: string): string {
  return rect(c.x0, c.y0, c.x1 - c.x0, c.y1 - c.y0, linear(c, [[0, top], [1, bottom]]));
}

/** Light backdrop, a soft disc behind the object and a table top at y = 80 for still lifes. */
export function stillLife(c: Ctx, body: string, shadowWidth = 26): string {
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

export function leaf(cx: number, cy: number, len: number, angle: number, fill: string): string {
  const w = len * 0.42;
  return g(
    `translate(${r2(cx)} ${r2(cy)}) rotate(${r2(angle)})`,
    path(`M0 0 Q${r2(len / 2)} ${r2(-w)} ${r2(len)} 0 Q${r2(len / 2)} ${r2(w)} 0 0 Z`, fill) +
      line(0, 0, len * 0.85, 0, "#ffffff", 0.35, 'opacity="0.45"'),
  );
}

export function label(x: number, y: number, w: number, h: number, paper: string, ink: string, emblem: string): string {
  return (
    rect(x, y, w, h, paper, 'rx="1.6"') +
    rect(x + 2, y + h - 4.2, w - 4, 1, ink, 'opacity="0.55"') +
    rect(x + 5, y + h - 2.4, w - 10, 0.7, ink, 'opacity="0.35"') +
    emblem
  );
}
