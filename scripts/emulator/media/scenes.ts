// Drawings of places and people: fields, orchards, barns, kitchens, the coast, beehives, portraits.
import { phase, loopFraction, sway, steam, r2, hsl, rect, circle, ellipse, path, line, g, stroke, polygon, linear, between, hills, cloud, sky, leaf, type Ctx } from "./kit.ts";

export function tree(x: number, y: number, s: number, green: number, fruitHue: number | null, c: Ctx): string {
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
export function birds(c: Ctx): string {
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

export function drawFarmField(c: Ctx): string {
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

export function drawOrchard(c: Ctx): string {
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

export function drawBarn(c: Ctx): string {
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

export function drawKitchen(c: Ctx): string {
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

export function drawCoast(c: Ctx): string {
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

export function bee(x: number, y: number, s: number, a: number, wing = 1.1): string {
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

export function drawBeehive(c: Ctx): string {
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

export function drawPortrait(c: Ctx): string {
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

export function drawGeneric(c: Ctx): string {
  let out = sky(c, hsl(c.hue, 45, 88), hsl(c.hue + 30, 50, 94));
  for (let i = 0; i < 6; i++) out += circle(between(c, c.x0, c.x1), between(c, 10, 60), between(c, 6, 16), hsl(c.hue + i * 12, 50, 70 + i * 3), 'opacity="0.55"');
  out += hills(c, 66, 5, 3, hsl(c.hue + 20, 35, 62)) + hills(c, 76, 4, 4, hsl(c.hue, 40, 48));
  return out;
}
