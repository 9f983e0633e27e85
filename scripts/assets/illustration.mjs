// The flat-illustration style of the site's placeholder pictures, shared by
// make-placeholder-content-images.mjs (event pictures, team portraits) and
// make-placeholder-photos.mjs (the home page's photos): the chapter's palette, people, crowds and
// mountain ridges, all drawn as SVG strings.

/** Deterministic pseudo-random numbers, so the images are the same on every run. */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  return `#${[n >> 16, (n >> 8) & 255, n & 255]
    .map((v) => Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}

export const blue = "#1b4f9c";
export const darkBlue = "#123a75";
export const yellow = "#f2b705";
export const shirts = ["#f2b705", "#e4572e", "#29a19c", "#ffffff", "#7fb7ff", "#c45ab3", "#9bd56b"];
export const skins = ["#f1c7a3", "#d9a47c", "#a86f4c", "#7a4b33", "#f5d6ba"];
export const hairs = ["#2b1b14", "#4a2e1f", "#8a5a32", "#c9a063", "#1f1a17", "#b5562b"];

// ---------------------------------------------------------------------------------------------
// People

/**
 * A person seen from the front (with a face when the head is large enough) or from behind
 * (`back`), standing at `x` with the feet (or the bottom of the picture) at `ground`.
 * `arms`: "none", "up" (both out to the sides), "raise" (one arm up), "point" (one arm pointing
 * up to the left), "down" (hanging, for full figures with `legs`), "cheer" (both up in a V, the
 * hands above the head), "wave" / "waveLeft" (one hand up beside the head, on the right / left).
 * `hairStyle`: 0 short, 1 long, 2 bun, 3 curly. `glasses` draws glasses on a face; `trousers` is the
 * colour of the legs.
 */
export function person({
  x,
  ground,
  height,
  shirt,
  skin,
  hair,
  hairStyle = 0,
  back = false,
  ...more
}) {
  const { arms = "none", legs = false, glasses = false, trousers = "#2b2f38" } = more;
  const head = height * 0.13;
  const shoulders = height * 0.3;
  const top = ground - height;
  const hy = top + head;
  const neck = top + head * 2.1;
  const hip = legs ? ground - height * 0.42 : ground;
  const arm = shoulders / 4.5;
  const sx = shoulders / 2.4;
  const sy = top + head * 2.7;
  const limb = (x1, y1, x2, y2) =>
    `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${shirt}" stroke-width="${arm}" stroke-linecap="round"/>
    <circle cx="${x2}" cy="${y2}" r="${arm * 0.6}" fill="${skin}"/>`;
  // Raised high and close to the head, so that the hands stay clear of the neighbours' faces.
  const highArm = (side, spread = 1.9, lift = 1.6) => {
    const hx = x + side * head * spread;
    const hand = hy - head * lift;
    const elbowX = x + side * (sx + (head * spread - sx) * 0.62);
    return `<path d="M${x + side * sx} ${sy} L${elbowX} ${hy + head * 0.3} L${hx} ${hand}" fill="none"
      stroke="${shirt}" stroke-width="${arm}" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="${hx}" cy="${hand}" r="${arm * 0.68}" fill="${skin}"/>`;
  };
  let svg = "";
  if (arms === "up" || arms === "raise") {
    svg += limb(x + sx, sy, x + shoulders, top + head * 0.4);
  }
  if (arms === "up") svg += limb(x - sx, sy, x - shoulders, top + head * 0.4);
  if (arms === "point") svg += limb(x - sx, sy, x - shoulders * 1.7, top + head * 0.9);
  if (arms === "cheer") svg += highArm(-1) + highArm(1);
  if (arms === "wave" || arms === "waveLeft") {
    const side = arms === "wave" ? 1 : -1;
    const hx = x + side * head * 2.1;
    const hand = hy - head * 1.2;
    svg += highArm(side, 2.1, 1.2);
    svg += `<path d="M${hx + side * head * 0.55} ${hand - head * 0.5} Q${hx + side * head * 0.8} ${hand} ${hx + side * head * 0.55} ${hand + head * 0.5}
      M${hx + side * head * 0.85} ${hand - head * 0.7} Q${hx + side * head * 1.15} ${hand} ${hx + side * head * 0.85} ${hand + head * 0.7}"
      fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${head * 0.09}" stroke-linecap="round"/>`;
  }
  if (legs) {
    const leg = shoulders * 0.34;
    svg += `<rect x="${x - shoulders * 0.42}" y="${hip - 10}" width="${leg}" height="${ground - hip + 4}" rx="${leg / 3}" fill="${trousers}"/>
      <rect x="${x + shoulders * 0.42 - leg}" y="${hip - 10}" width="${leg}" height="${ground - hip + 4}" rx="${leg / 3}" fill="${trousers}"/>
      <ellipse cx="${x - shoulders * 0.3}" cy="${ground}" rx="${leg * 0.8}" ry="${leg * 0.35}" fill="#15171c"/>
      <ellipse cx="${x + shoulders * 0.3}" cy="${ground}" rx="${leg * 0.8}" ry="${leg * 0.35}" fill="#15171c"/>`;
  }
  if (hairStyle === 1) {
    svg += `<rect x="${x - head * 1.12}" y="${hy - head * 1.08}" width="${head * 2.24}" height="${head * 2.5}" rx="${head}" fill="${hair}"/>`;
  }
  if (hairStyle === 2) {
    svg += `<circle cx="${x}" cy="${hy - head * 1.05}" r="${head * 0.45}" fill="${hair}"/>`;
  }
  if (hairStyle === 3) {
    svg += Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI * (0.9 + (i / 8) * 1.2);
      return `<circle cx="${(x + Math.cos(a) * head * 0.98).toFixed(1)}" cy="${(hy - head * 0.1 + Math.sin(a) * head * 0.98).toFixed(1)}" r="${(head * 0.36).toFixed(1)}" fill="${hair}"/>`;
    }).join("");
  }
  if (back) {
    svg += `<rect x="${x - head * 0.35}" y="${hy + head * 0.5}" width="${head * 0.7}" height="${head * 0.9}" fill="${shade(skin, -0.1)}"/>`;
  }
  svg += `<path d="M${x - shoulders / 2} ${hip} L${x - shoulders / 2} ${neck + head * 0.5}
    Q${x - shoulders / 2} ${neck} ${x} ${neck} Q${x + shoulders / 2} ${neck} ${x + shoulders / 2} ${neck + head * 0.5}
    L${x + shoulders / 2} ${hip} Z" fill="${shirt}"/>`;
  if (arms === "down") {
    svg += `<path d="M${x - shoulders / 2} ${sy} L${x - shoulders / 2 - arm * 0.2} ${hip + head * 0.2}
      M${x + shoulders / 2} ${sy} L${x + shoulders / 2 + arm * 0.2} ${hip + head * 0.2}"
      stroke="${shade(shirt, -0.12)}" stroke-width="${arm}" stroke-linecap="round"/>`;
  }
  if (arms === "point") {
    svg += `<path d="M${x + shoulders / 2} ${sy} L${x + shoulders / 2 + arm * 0.2} ${hip + head * 0.2}"
      stroke="${shade(shirt, -0.12)}" stroke-width="${arm}" stroke-linecap="round"/>`;
  }
  if (back) {
    // Seen from behind: the hair covers the head.
    svg += `<circle cx="${x - head * 0.96}" cy="${hy + head * 0.15}" r="${head * 0.2}" fill="${skin}"/>
      <circle cx="${x + head * 0.96}" cy="${hy + head * 0.15}" r="${head * 0.2}" fill="${skin}"/>
      <circle cx="${x}" cy="${hy}" r="${head}" fill="${hair}"/>`;
    return svg;
  }
  const cap = `M${x - head * 1.06} ${hy} A${head * 1.06} ${head * 1.06} 0 0 1 ${x + head * 1.06} ${hy}
    Q${x + head * 0.75} ${hy - head * 0.55} ${x + head * 0.2} ${hy - head * 0.5}
    Q${x - head * 0.6} ${hy - head * 0.6} ${x - head * 1.06} ${hy} Z`;
  svg += `<circle cx="${x}" cy="${hy}" r="${head}" fill="${skin}"/><path d="${cap}" fill="${hair}"/>`;
  if (head > 26) {
    const eye = head * 0.09;
    svg += `<circle cx="${x - head * 0.36}" cy="${hy + head * 0.1}" r="${eye}" fill="#2b2f38"/>
      <circle cx="${x + head * 0.36}" cy="${hy + head * 0.1}" r="${eye}" fill="#2b2f38"/>
      <path d="M${x - head * 0.3} ${hy + head * 0.42} Q${x} ${hy + head * 0.68} ${x + head * 0.3} ${hy + head * 0.42}"
        fill="none" stroke="#6b2f25" stroke-width="${head * 0.08}" stroke-linecap="round"/>`;
    if (glasses) {
      svg += `<g fill="none" stroke="#1f2937" stroke-width="${head * 0.07}">
        <circle cx="${x - head * 0.36}" cy="${hy + head * 0.1}" r="${head * 0.25}"/>
        <circle cx="${x + head * 0.36}" cy="${hy + head * 0.1}" r="${head * 0.25}"/>
        <path d="M${x - head * 0.11} ${hy + head * 0.08} Q${x} ${hy} ${x + head * 0.11} ${hy + head * 0.08}"/></g>`;
    }
  }
  return svg;
}

/** `count` people in a row from `from` to `to`, with random looks (the same on every run). */
export function crowd({ seed, count, from, to, ground, height, ...options }) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  let svg = "";
  for (let i = 0; i < count; i++) {
    svg += person({
      x: from + ((to - from) * (i + 0.5)) / count + (next() - 0.5) * 30,
      ground: ground + next() * 20,
      height: height * (0.88 + next() * 0.2),
      shirt: pick(options.shirts ?? shirts),
      skin: pick(skins),
      hair: pick(options.hairs ?? hairs),
      hairStyle: Math.floor(next() * 3),
      back: options.back,
      arms: next() < (options.armsUp ?? 0) ? "up" : "none",
    });
  }
  return svg;
}

// ---------------------------------------------------------------------------------------------
// Landscape

/** A mountain ridge across a picture `width` wide, its peaks above `base`, snow on the tops. */
export function ridge({ seed, width, base, amplitude, peaks, fill, snow, snowFill = "#f4f7fb" }) {
  const next = random(seed);
  const points = [];
  for (let i = 0; i <= peaks; i++) {
    points.push([(width * i) / peaks, base - amplitude * (0.35 + next() * 0.65)]);
  }
  const line = points.map(([x, y]) => `L${x.toFixed(0)} ${y.toFixed(0)}`).join(" ");
  let caps = "";
  for (let i = 1; snow && i < points.length - 1; i++) {
    const [x, y] = points[i];
    const [px, py] = points[i - 1];
    const [nx, ny] = points[i + 1];
    if (y < py && y < ny) {
      const d = 0.25;
      const l = [x + (px - x) * d, y + (py - y) * d];
      const r = [x + (nx - x) * d, y + (ny - y) * d];
      caps += `<path d="M${x.toFixed(0)} ${y.toFixed(0)} L${l[0].toFixed(0)} ${l[1].toFixed(0)}
        L${(x - 14).toFixed(0)} ${(l[1] + 16).toFixed(0)} L${(x + 10).toFixed(0)} ${(r[1] + 6).toFixed(0)}
        L${r[0].toFixed(0)} ${r[1].toFixed(0)} Z" fill="${snowFill}"/>`;
    }
  }
  return `<path d="M0 ${base + 400} ${line} L${width} ${base + 400} Z" fill="${fill}"/>${caps}`;
}
