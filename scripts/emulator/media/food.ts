// Drawings of things on a table: one function per food motif, each built from the kit.
import { loopFraction, sway, steam, r2, hsl, rect, circle, ellipse, path, line, g, stroke, polygon, hexagon, between, stillLife, leaf, label, type Ctx } from "./kit.ts";

// ---------------------------------------------------------------------------------------------------------------
// Motifs. Each returns SVG in unit space.

export function drawHoney(c: Ctx): string {
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

export function drawJam(c: Ctx): string {
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

export function drawCoffee(c: Ctx): string {
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

export function drawCup(c: Ctx): string {
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

export function drawTea(c: Ctx): string {
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

export function drawChocolate(c: Ctx): string {
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

export function drawCacao(c: Ctx): string {
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

export function drawDriedFruit(c: Ctx): string {
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

export function drawMaple(c: Ctx): string {
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

export function drawOil(c: Ctx): string {
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

export function drawVinegar(c: Ctx): string {
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

export function drawSeafood(c: Ctx): string {
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

export function drawSnack(c: Ctx): string {
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

export function drawNuts(c: Ctx): string {
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

export function drawSpice(c: Ctx): string {
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

export function drawChile(c: Ctx): string {
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

export function drawHerbs(c: Ctx): string {
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

export function drawGift(c: Ctx): string {
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
