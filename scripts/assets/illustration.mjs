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

/** A flat portrait of a person (800 x 800): the team's and the quoted people's placeholders. */
export function portrait({ seed, bg, skin, hair, hairStyle, shirt, collar, extras = [] }) {
  const next = random(seed);
  const line = shade(shirt, -0.22);
  const skinShadow = shade(skin, -0.14);
  let confetti = "";
  for (let i = 0; i < 14; i++) {
    const angle = (i / 14) * Math.PI * 2 + next() * 0.3;
    const r = 340 + next() * 40;
    const color = [blue, yellow, "#29a19c", "#e4572e"][i % 4];
    confetti += `<circle cx="${(400 + Math.cos(angle) * r).toFixed(0)}" cy="${(400 + Math.sin(angle) * r).toFixed(0)}"
      r="${(6 + next() * 10).toFixed(0)}" fill="${color}" opacity="0.35"/>`;
  }
  const backHair = {
    long: `<path d="M262 330 Q258 184 400 180 Q542 184 538 330 L548 600 Q520 625 488 600
      Q470 520 400 512 Q330 520 312 600 Q280 625 252 600 Z" fill="${hair}"/>`,
    bun: `<circle cx="400" cy="176" r="60" fill="${hair}"/>`,
  };
  const frontHair = {
    long: `<path d="M270 392 Q258 192 400 186 Q542 192 530 392 Q520 300 474 258 Q420 296 330 286
      Q288 318 270 392 Z" fill="${hair}"/>`,
    short: `<path d="M276 332 Q266 192 400 188 Q534 192 524 332 Q516 270 472 260 Q400 282 328 260
      Q284 270 276 332 Z" fill="${hair}"/>
      <path d="M280 352 Q282 480 400 486 Q518 480 520 352 Q508 424 468 432 Q400 408 332 432
      Q292 424 280 352 Z" fill="${hair}" opacity="0.92"/>`,
    bun: `<path d="M274 352 Q262 194 400 188 Q538 194 526 352 Q520 282 478 250 Q430 282 346 262
      Q298 282 274 352 Z" fill="${hair}"/>`,
    curly: Array.from({ length: 11 }, (_, i) => {
      const a = Math.PI * (1 + i / 10);
      return `<circle cx="${(400 + 122 * Math.cos(a)).toFixed(0)}" cy="${(322 + 124 * Math.sin(a)).toFixed(0)}" r="44" fill="${hair}"/>`;
    })
      .join("")
      .concat(
        `<path d="M282 320 Q276 196 400 192 Q524 196 518 320 Q470 262 400 268 Q330 262 282 320 Z" fill="${hair}"/>`,
      ),
  };
  const necklines = {
    crew: "Q400 588 470 535",
    v: "L400 628 L470 535",
    shirt: "L400 620 L470 535",
    hoodie: "Q400 588 470 535",
  };
  const collars = {
    crew: `<path d="M332 536 Q400 590 468 536" fill="none" stroke="${line}" stroke-width="12" stroke-linecap="round"/>`,
    v: `<path d="M332 536 L400 626 L468 536" fill="none" stroke="${line}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
    shirt: `<path d="M330 530 L400 620 L372 640 L312 556 Z M470 530 L400 620 L428 640 L488 556 Z" fill="#ffffff"
      stroke="${line}" stroke-width="5" stroke-linejoin="round"/>
      <circle cx="400" cy="680" r="7" fill="${line}"/><circle cx="400" cy="740" r="7" fill="${line}"/>`,
    hoodie: `<path d="M300 552 Q400 640 500 552 Q488 520 470 520 Q400 600 330 520 Q312 520 300 552 Z" fill="${line}"/>
      <path d="M372 590 L366 690 M428 590 L434 690" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>`,
  };
  const face = `
    <circle cx="360" cy="352" r="12" fill="#2b2f38"/><circle cx="440" cy="352" r="12" fill="#2b2f38"/>
    <circle cx="364" cy="348" r="4" fill="#ffffff"/><circle cx="444" cy="348" r="4" fill="#ffffff"/>
    <path d="M336 318 Q360 304 382 316 M418 316 Q440 304 464 318" fill="none" stroke="${hair}" stroke-width="9" stroke-linecap="round"/>
    <path d="M400 362 Q390 386 404 390" fill="none" stroke="${skinShadow}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="330" cy="398" r="20" fill="#ff6b6b" opacity="0.2"/><circle cx="470" cy="398" r="20" fill="#ff6b6b" opacity="0.2"/>
    <path d="M362 410 Q400 452 438 410 Z" fill="#ffffff" stroke="#6b2f25" stroke-width="7" stroke-linejoin="round"/>`;
  const extra = {
    earrings: `<circle cx="280" cy="392" r="8" fill="${yellow}"/><circle cx="520" cy="392" r="8" fill="${yellow}"/>`,
    glasses: `<g fill="none" stroke="#1f2937" stroke-width="7"><circle cx="360" cy="352" r="32"/><circle cx="440" cy="352" r="32"/>
      <path d="M392 350 Q400 342 408 350 M328 348 L284 340 M472 348 L516 340"/></g>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="${bg}"/>
    <circle cx="400" cy="430" r="300" fill="${shade(bg, -0.06)}"/>
    ${confetti}
    ${backHair[hairStyle] ?? ""}
    <path d="M326 520 H474 V720 H326 Z" fill="${skinShadow}"/>
    <rect x="352" y="420" width="96" height="150" rx="36" fill="${skin}"/>
    <path d="M352 440 H448 V486 Q400 520 352 486 Z" fill="${skinShadow}"/>
    <path d="M110 800 L112 716 Q126 562 330 535 ${necklines[collar]} Q674 562 688 716 L690 800 Z" fill="${shirt}"/>
    ${collars[collar]}
    <circle cx="278" cy="356" r="26" fill="${skin}"/><circle cx="522" cy="356" r="26" fill="${skin}"/>
    <ellipse cx="400" cy="340" rx="122" ry="140" fill="${skin}"/>
    ${frontHair[hairStyle]}
    ${face}
    ${extras.map((name) => extra[name]).join("")}
  </svg>`;
}
