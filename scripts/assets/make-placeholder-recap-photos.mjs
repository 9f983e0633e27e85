// Draws the placeholder photos of the example events' recaps (app/assets/events/recaps/): a few
// moments of each event in the site's flat illustration style (scripts/assets/illustration.mjs),
// most 1600 x 1200 and one per event 1200 x 1600, so that the gallery shows both shapes. Run once:
// `node scripts/assets/make-placeholder-recap-photos.mjs`; the output is the same on every run.
// The files are sources like any photo: replace them with the chapter's photos of the day (same
// names, or new names in the event's file) and the build uses those instead.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import {
  blue,
  crowd,
  darkBlue,
  hairs,
  person,
  random,
  ridge,
  shade,
  shirts,
  skins,
  yellow,
} from "./illustration.mjs";

const folder = join(import.meta.dirname, "../../app/assets/events/recaps");
const green = "#29a19c";
const red = "#e4572e";
const purple = "#c45ab3";
const sky = "#7fb7ff";

const doc = (width, height, body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`;

/** Someone with a look of their own: the n-th of the palette's skins, hairs and shirts. */
function someone(n, options) {
  return person({
    shirt: shirts[n % shirts.length],
    skin: skins[(n * 3) % skins.length],
    hair: hairs[(n * 5) % hairs.length],
    hairStyle: n % 4,
    glasses: n % 5 === 2,
    ...options,
  });
}

/** A laptop seen from the front (its back) or from behind its user (its screen). */
function laptop(x, y, scale = 1, screen = "#c9d2df") {
  const w = 150 * scale;
  const h = 92 * scale;
  return `<path d="M${x} ${y} h${w} l-${10 * scale} -${h} h-${w - 20 * scale} z" fill="${screen}"/>
    <circle cx="${x + w / 2}" cy="${y - h / 2}" r="${10 * scale}" fill="#ffffff" opacity="0.8"/>
    <rect x="${x - 12 * scale}" y="${y - 4 * scale}" width="${w + 24 * scale}" height="${12 * scale}" rx="${5 * scale}" fill="#8f99a8"/>`;
}

/** A table across the picture, its top at `y`, in a slight perspective. */
function table(x1, x2, y, depth = 110, color = "#b98b5e") {
  return `<path d="M${x1 + 60} ${y} H${x2 - 60} L${x2} ${y + depth} H${x1} Z" fill="${color}"/>
    <rect x="${x1}" y="${y + depth}" width="${x2 - x1}" height="26" fill="${shade(color, -0.18)}"/>
    <rect x="${x1 + 30}" y="${y + depth + 26}" width="24" height="400" fill="${shade(color, -0.32)}"/>
    <rect x="${x2 - 54}" y="${y + depth + 26}" width="24" height="400" fill="${shade(color, -0.32)}"/>`;
}

function stickyNotes(seed, x, y, columns, rows, size = 60) {
  const next = random(seed);
  const colors = [yellow, sky, "#9bd56b", "#f7a072", purple];
  let svg = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const nx = x + c * size * 1.3 + (next() - 0.5) * 10;
      const ny = y + r * size * 1.2 + (next() - 0.5) * 10;
      const angle = ((next() - 0.5) * 12).toFixed(1);
      svg += `<g transform="rotate(${angle} ${nx + size / 2} ${ny + size / 2})">
        <rect x="${nx}" y="${ny}" width="${size}" height="${size}" rx="3" fill="${colors[(r * columns + c) % colors.length]}"/>
        <path d="M${nx + 10} ${ny + size * 0.35} H${nx + size - 12} M${nx + 10} ${ny + size * 0.6} H${nx + size - 22}"
          stroke="#2b2f38" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/></g>`;
    }
  }
  return svg;
}

function confetti(seed, width, height, count, avoid) {
  const next = random(seed);
  const colors = [yellow, red, green, purple, sky];
  let svg = "";
  for (let i = 0; i < count; i++) {
    const x = next() * width;
    const y = next() * height;
    if (avoid && x > avoid[0] && x < avoid[2] && y > avoid[1] && y < avoid[3]) continue;
    svg += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="16" height="8" rx="2" fill="${colors[i % 5]}"
      transform="rotate(${(next() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  return svg;
}

/** A chart of bars rising to the right, with a line over them. */
function chart(x, y, w, h, colors = [green, yellow]) {
  const bars = [0.35, 0.5, 0.45, 0.7, 0.9];
  const step = w / bars.length;
  return (
    bars
      .map(
        (b, i) =>
          `<rect x="${x + i * step + step * 0.15}" y="${y + h - h * b}" width="${step * 0.7}" height="${h * b}" rx="4" fill="${colors[i % colors.length]}"/>`,
      )
      .join("") +
    `<path d="M${x} ${y + h} H${x + w}" stroke="#2b2f38" stroke-opacity="0.4" stroke-width="4"/>`
  );
}

function wallClock(x, y) {
  return `<circle cx="${x}" cy="${y}" r="40" fill="#ffffff" stroke="#c9d2df" stroke-width="7"/>
    <path d="M${x} ${y} V${y - 24} M${x} ${y} L${x + 18} ${y + 10}" stroke="#2b2f38" stroke-width="5" stroke-linecap="round"/>`;
}

function plant(x, y, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M0 0 Q-20 -60 10 -90 Q22 -40 8 0 Z M14 0 Q34 -70 70 -80 Q58 -30 22 0 Z" fill="#4f9a54"/>
    <path d="M6 0 Q0 -40 -36 -56 Q-24 -14 0 0 Z" fill="#6fbf63"/>
    <path d="M-22 -2 H52 L44 44 H-14 Z" fill="${blue}"/></g>`;
}

/** A lightbulb, the ideas day's sign. */
function bulb(x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.9}" fill="${yellow}" opacity="0.18"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${yellow}"/>
    <path d="M${x - r * 0.48} ${y + r * 0.72} H${x + r * 0.48} L${x + r * 0.34} ${y + r * 1.3} H${x - r * 0.34} Z" fill="${yellow}"/>
    <rect x="${x - r * 0.38}" y="${y + r * 1.34}" width="${r * 0.76}" height="${r * 0.18}" rx="${r * 0.08}" fill="#c9d2df"/>
    <path d="M${x - r * 0.36} ${y + r * 0.04} L${x - r * 0.18} ${y - r * 0.26} L${x} ${y + r * 0.04} L${x + r * 0.18} ${y - r * 0.26} L${x + r * 0.36} ${y + r * 0.04}"
      fill="none" stroke="#fff7d6" stroke-width="${r * 0.08}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A leaf, the EcoTech challenge's sign. */
function leaf(x, y, angle, scale, fill = "#4f9a54") {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">
    <path d="M0 0 Q42 -40 0 -110 Q-42 -40 0 0 Z" fill="${fill}"/>
    <path d="M0 -6 L0 -96" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/></g>`;
}

function windTurbine(x, y, h) {
  const blade = (a) =>
    `<path d="M${x} ${y} L${x - h * 0.04} ${y - h * 0.42} Q${x} ${y - h * 0.5} ${x + h * 0.04} ${y - h * 0.42} Z" fill="#ffffff" transform="rotate(${a} ${x} ${y})"/>`;
  return `<path d="M${x - h * 0.025} ${y + h} L${x - h * 0.012} ${y} H${x + h * 0.012} L${x + h * 0.025} ${y + h} Z" fill="#eef2f7"/>
    ${blade(10)}${blade(130)}${blade(250)}<circle cx="${x}" cy="${y}" r="${h * 0.035}" fill="#c9d2df"/>`;
}

function solarPanel(x, y, w) {
  const h = w * 0.55;
  let cells = "";
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 5; c++) {
      cells += `<rect x="${x + 6 + c * ((w - 12) / 5)}" y="${y + 6 + r * ((h - 12) / 3)}" width="${(w - 12) / 5 - 4}" height="${(h - 12) / 3 - 4}" fill="#2f5fb3"/>`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#16284a"/>${cells}
    <rect x="${x + w / 2 - 6}" y="${y + h}" width="12" height="${h * 0.6}" fill="#8f99a8"/>`;
}

/** A head and shoulders in a tile of a video call. */
function callTile(n, x, y, w, h, bg) {
  // Head and shoulders: the rest of the figure is below the tile's edge.
  const figure = someone(n, { x: x + w / 2, ground: y + h * 1.5, height: h * 1.3 });
  return `<g><clipPath id="tile-${n}-${x}-${y}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/></clipPath>
    <g clip-path="url(#tile-${n}-${x}-${y})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${bg}"/>
    <rect x="${x + w * 0.08}" y="${y + h * 0.12}" width="${w * 0.22}" height="${h * 0.3}" rx="4" fill="#ffffff" opacity="0.35"/>
    ${figure}</g></g>`;
}

function podium(x, ground, width) {
  const step = width / 3;
  const places = [
    [1, step, 260, yellow],
    [2, 0, 190, "#c9d2df"],
    [3, step * 2, 140, "#e0a46c"],
  ];
  return places
    .map(
      ([n, dx, h, c]) =>
        `<rect x="${x + dx}" y="${ground - h}" width="${step}" height="${h}" fill="${c}"/>
        <text x="${x + dx + step / 2}" y="${ground - h + 90}" font-family="sans-serif" font-size="80" font-weight="800" text-anchor="middle" fill="#16284a">${n}</text>`,
    )
    .join("");
}

function snowflakes(seed, width, height, count) {
  const next = random(seed);
  let svg = "";
  for (let i = 0; i < count; i++) {
    svg += `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${(2 + next() * 4).toFixed(1)}" fill="#ffffff" opacity="${(0.5 + next() * 0.5).toFixed(2)}"/>`;
  }
  return svg;
}

/** A skier going down, leaning into the turn. */
function skier(x, y, scale, jacket, seed) {
  const next = random(seed);
  const hat = [red, yellow, blue, green][Math.floor(next() * 4)];
  return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(-12)">
    <path d="M-70 60 L80 40" stroke="#2b2f38" stroke-width="8" stroke-linecap="round"/>
    <path d="M-60 76 L90 56" stroke="#2b2f38" stroke-width="8" stroke-linecap="round"/>
    <path d="M-14 50 L-4 4 L22 4 L26 48" fill="#2b2f38"/>
    <path d="M-24 6 Q-22 -70 6 -74 Q34 -70 34 6 Z" fill="${jacket}"/>
    <path d="M-20 -40 L-60 20 M30 -40 L66 16" stroke="${jacket}" stroke-width="14" stroke-linecap="round"/>
    <path d="M-60 20 L-70 70 M66 16 L70 66" stroke="#8f99a8" stroke-width="4"/>
    <circle cx="6" cy="-96" r="24" fill="${skins[Math.floor(next() * skins.length)]}"/>
    <path d="M-18 -100 A24 24 0 0 1 30 -100 Z" fill="${hat}"/>
    <rect x="-12" y="-104" width="36" height="12" rx="6" fill="#16284a"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Student Tech Clash 2025: an ideas day on agentic AI

function clashBrainstorm() {
  const W = 1600;
  const H = 1200;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#eef2f7"/>
    <rect x="120" y="90" width="760" height="430" rx="12" fill="#ffffff" stroke="#c9d2df" stroke-width="10"/>
    ${stickyNotes(3, 170, 140, 6, 3, 72)}
    <path d="M700 170 L760 230 M760 170 L700 230" stroke="${red}" stroke-width="8" stroke-linecap="round"/>
    <rect x="1000" y="110" width="420" height="330" rx="10" fill="#16284a"/>
    ${bulb(1210, 250, 70)}
    ${wallClock(1480, 560)}
    <rect y="900" width="${W}" height="${H - 900}" fill="#d9c6a8"/>
    ${someone(2, { x: 560, ground: 960, height: 560 })}
    ${someone(4, { x: 1010, ground: 950, height: 600, arms: "raise" })}
    ${table(180, 1420, 780, 150)}
    ${laptop(640, 860, 1.3, "#16284a")}
    ${stickyNotes(9, 300, 820, 3, 1, 60)}
    ${stickyNotes(11, 1080, 830, 2, 1, 60)}
    <rect x="470" y="812" width="38" height="46" rx="6" fill="${yellow}"/>
    ${someone(1, { x: 230, ground: 1320, height: 760, back: true })}
    ${someone(6, { x: 1380, ground: 1330, height: 780, back: true })}`,
  );
}

function clashPitch() {
  const W = 1200;
  const H = 1600;
  const beam = (x, to) =>
    `<path d="M${x - 20} -10 L${x + 20} -10 L${to + 170} 980 L${to - 170} 980 Z" fill="url(#beam)"/>`;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${confetti(5, W, 700, 40, [140, 120, 1060, 620])}
    <rect x="160" y="140" width="880" height="480" rx="14" fill="#0d1230" stroke="#3b4696" stroke-width="8"/>
    <text x="600" y="230" font-family="sans-serif" font-size="54" font-weight="800" text-anchor="middle" fill="#ffffff">AgentDesk</text>
    <rect x="250" y="300" width="300" height="240" rx="12" fill="#1f2660"/>
    <path d="M290 360 H510 M290 410 H470 M290 460 H500" stroke="${sky}" stroke-width="14" stroke-linecap="round"/>
    ${bulb(800, 400, 80)}
    ${beam(600, 600)}
    <rect x="0" y="960" width="${W}" height="30" fill="#4a54a8"/>
    <rect x="0" y="990" width="${W}" height="130" fill="#232a66"/>
    ${Array.from({ length: 10 }, (_, i) => `<circle cx="${60 + i * 120}" cy="1030" r="8" fill="${yellow}"/>`).join("")}
    ${someone(3, { x: 470, ground: 966, height: 430, legs: true, arms: "point" })}
    ${someone(0, { x: 760, ground: 966, height: 400, legs: true })}
    <rect x="40" y="1120" width="${W - 80}" height="60" rx="8" fill="#3a2f6e"/>
    ${crowd({ seed: 14, count: 6, from: 0, to: W, ground: 1700, height: 620, back: true, shirts: ["#0c1030", "#171d4a", "#1f2660"], hairs: ["#06081a", "#0b0e25"] })}`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#11163a"/><stop offset="1" stop-color="#2a3275"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.35"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0.04"/></linearGradient>`,
  );
}

function clashJury() {
  const W = 1600;
  const H = 1200;
  const card = (x, score) =>
    `<rect x="${x}" y="770" width="140" height="96" rx="6" fill="#ffffff" transform="rotate(-4 ${x + 70} 818)"/>
    <text x="${x + 70}" y="840" font-family="sans-serif" font-size="56" font-weight="800" text-anchor="middle" fill="${blue}" transform="rotate(-4 ${x + 70} 818)">${score}</text>`;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#1b2350"/>
    <rect x="0" y="0" width="${W}" height="600" fill="#232c63"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 200 + 40}" y="0" width="120" height="600" fill="#ffffff" opacity="0.03"/>`).join("")}
    <rect x="560" y="120" width="480" height="90" rx="45" fill="${yellow}"/>
    <text x="800" y="182" font-family="sans-serif" font-size="48" font-weight="800" text-anchor="middle" fill="#16284a">JURY</text>
    ${someone(5, { x: 420, ground: 860, height: 560 })}
    ${someone(8, { x: 800, ground: 850, height: 590, arms: "raise" })}
    ${someone(11, { x: 1180, ground: 860, height: 560 })}
    <rect x="160" y="740" width="1280" height="40" fill="#e8eef8"/>
    <rect x="160" y="780" width="1280" height="420" fill="${blue}"/>
    ${card(320, "9")}${card(720, "8")}${card(1110, "10")}
    <rect x="610" y="690" width="60" height="54" rx="8" fill="${green}"/>
    <rect x="980" y="700" width="120" height="44" rx="6" fill="#ffffff" opacity="0.9"/>
    <path d="M990 714 H1090 M990 730 H1060" stroke="#9bb4d8" stroke-width="5"/>
    <rect x="240" y="960" width="260" height="80" rx="10" fill="#ffffff" opacity="0.12"/>
    <rect x="670" y="960" width="260" height="80" rx="10" fill="#ffffff" opacity="0.12"/>
    <rect x="1100" y="960" width="260" height="80" rx="10" fill="#ffffff" opacity="0.12"/>`,
  );
}

function clashWinners() {
  const W = 1600;
  const H = 1200;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${confetti(21, W, H, 120, [250, 420, 1350, 1100])}
    <rect x="0" y="980" width="${W}" height="220" fill="#232a66"/>
    ${someone(7, { x: 430, ground: 1010, height: 600, arms: "cheer" })}
    ${someone(9, { x: 1180, ground: 1010, height: 600, arms: "cheer" })}
    ${someone(2, { x: 660, ground: 1000, height: 560 })}
    ${someone(4, { x: 940, ground: 1000, height: 570 })}
    <rect x="470" y="760" width="660" height="250" rx="14" fill="#ffffff"/>
    <rect x="470" y="760" width="660" height="56" rx="14" fill="${green}"/>
    <text x="800" y="800" font-family="sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="#ffffff">STUDENT TECH CLASH</text>
    <text x="800" y="900" font-family="sans-serif" font-size="64" font-weight="800" text-anchor="middle" fill="#16284a">1st PRIZE</text>
    <path d="M560 950 H1040" stroke="#c9d2df" stroke-width="6"/>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#11163a"/><stop offset="1" stop-color="#2a3275"/></linearGradient>`,
  );
}

function clashGroup() {
  const W = 1600;
  const H = 1200;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#dfe8f5"/>
    <rect x="0" y="0" width="${W}" height="560" fill="#c7d7ee"/>
    <rect x="260" y="80" width="1080" height="150" rx="12" fill="${blue}"/>
    <text x="800" y="180" font-family="sans-serif" font-size="72" font-weight="800" text-anchor="middle" fill="#ffffff">STUDENT TECH CLASH</text>
    ${bulb(190, 150, 46)}${bulb(1410, 150, 46)}
    <rect y="1000" width="${W}" height="200" fill="#b8c6dc"/>
    ${crowd({ seed: 33, count: 9, from: 40, to: 1560, ground: 820, height: 460, armsUp: 0.4 })}
    ${crowd({ seed: 38, count: 7, from: 120, to: 1480, ground: 1060, height: 560 })}`,
  );
}

// ---------------------------------------------------------------------------------------------
// EcoTech Challenge: online

function ecotechCall() {
  const W = 1600;
  const H = 1200;
  const bgs = [
    "#d8ecfb",
    "#e8f5e1",
    "#fdf1d6",
    "#f3e5f5",
    "#e0f2f1",
    "#fde2e1",
    "#e8eef8",
    "#fff4e0",
    "#e3f2fd",
  ];
  let tiles = "";
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      tiles += callTile(r * 3 + c + 1, 250 + c * 372, 120 + r * 262, 352, 242, bgs[r * 3 + c]);
    }
  }
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#cfe3d4"/>
    ${leaf(110, 1150, -20, 2.2)}${leaf(1500, 1170, 25, 2.4, "#6fbf63")}
    <rect x="200" y="70" width="1200" height="920" rx="26" fill="#1f2937"/>
    ${tiles}
    <rect x="200" y="920" width="1200" height="70" fill="#111827"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${700 + i * 70}" cy="955" r="22" fill="${i === 3 ? red : "#374151"}"/>`).join("")}
    <path d="M640 990 H960 L1000 1080 H600 Z" fill="#9ca3af"/>
    <rect x="520" y="1080" width="560" height="24" rx="10" fill="#6b7280"/>`,
  );
}

function ecotechDesk() {
  const W = 1200;
  const H = 1600;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#eef5ee"/>
    <rect x="640" y="120" width="440" height="500" rx="10" fill="#ffffff"/>
    <rect x="660" y="140" width="400" height="460" fill="url(#sky)"/>
    <rect x="856" y="140" width="8" height="460" fill="#ffffff"/><rect x="660" y="366" width="400" height="8" fill="#ffffff"/>
    ${windTurbine(760, 280, 280)}
    <rect x="110" y="160" width="360" height="260" rx="8" fill="#ffffff" stroke="#c9d2df" stroke-width="6"/>
    ${chart(150, 200, 280, 180)}
    <path d="M60 1040 H1140 L1180 1140 H20 Z" fill="#c49a6c"/>
    <rect x="20" y="1140" width="1160" height="40" fill="#a37c52"/>
    <rect x="80" y="1180" width="30" height="420" fill="#8a6644"/><rect x="1090" y="1180" width="30" height="420" fill="#8a6644"/>
    <path d="M470 1030 L520 690 H1010 L1050 1030 Z" fill="#2b2f38"/>
    <rect x="548" y="718" width="434" height="290" fill="#ffffff"/>
    <text x="765" y="768" font-family="sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="#2f7a3b">Slide 3 / 5</text>
    ${chart(590, 800, 350, 170, ["#4f9a54", "#9bd56b"])}
    <rect x="430" y="1026" width="660" height="24" rx="8" fill="#8f99a8"/>
    ${plant(1030, 1040, 1.1)}
    <rect x="140" y="960" width="56" height="80" rx="10" fill="${yellow}"/>
    ${someone(15, { x: 300, ground: 1720, height: 1000, back: true })}`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec1f2"/><stop offset="1" stop-color="#d8ecfb"/></linearGradient>`,
  );
}

function ecotechPitch() {
  const W = 1600;
  const H = 1200;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#dfeee3"/>
    <rect x="140" y="90" width="1320" height="860" rx="26" fill="#1f2937"/>
    <rect x="180" y="130" width="880" height="640" rx="10" fill="url(#sky)"/>
    ${windTurbine(420, 330, 380)}${windTurbine(620, 400, 300)}
    ${solarPanel(730, 520, 260)}
    <rect x="180" y="690" width="880" height="80" fill="#9bd56b"/>
    ${leaf(960, 690, 20, 1.2)}${leaf(300, 690, -25, 1)}
    ${callTile(12, 1090, 130, 330, 300, "#e8f5e1")}
    ${callTile(13, 1090, 460, 330, 310, "#e3f2fd")}
    <rect x="180" y="800" width="1240" height="110" rx="12" fill="#111827"/>
    <text x="210" y="870" font-family="sans-serif" font-size="44" font-weight="800" fill="#ffffff">Team Leaf · Final pitch</text>
    <circle cx="1370" cy="855" r="24" fill="${red}"/>
    <path d="M660 950 H940 L980 1040 H620 Z" fill="#9ca3af"/>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec1f2"/><stop offset="1" stop-color="#e6f4ff"/></linearGradient>`,
  );
}

function ecotechWinners() {
  const W = 1600;
  const H = 1200;
  const next = random(8);
  let leaves = "";
  for (let i = 0; i < 26; i++) {
    leaves += leaf(
      (next() * W).toFixed(0),
      (next() * 500).toFixed(0),
      (next() * 360).toFixed(0),
      (0.4 + next() * 0.5).toFixed(2),
      ["#4f9a54", "#6fbf63", "#9bd56b"][i % 3],
    );
  }
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#16284a"/>
    ${leaves}
    <rect x="260" y="120" width="1080" height="110" rx="55" fill="#4f9a54"/>
    <text x="800" y="195" font-family="sans-serif" font-size="56" font-weight="800" text-anchor="middle" fill="#ffffff">ECOTECH CHALLENGE · WINNERS</text>
    ${someone(14, { x: 800, ground: 800, height: 480, arms: "cheer" })}
    ${someone(15, { x: 460, ground: 870, height: 420, arms: "wave" })}
    ${someone(16, { x: 1140, ground: 910, height: 400, arms: "waveLeft" })}
    ${podium(320, 1120, 960)}
    <rect x="0" y="1120" width="${W}" height="80" fill="#0e1a33"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Document Intelligence workshop (Levels)

function levelsRoom() {
  const W = 1600;
  const H = 1200;
  const doc1 = (x, y) =>
    `<rect x="${x}" y="${y}" width="180" height="240" rx="6" fill="#ffffff"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${x + 20}" y="${y + 30 + i * 32}" width="${140 - (i % 3) * 30}" height="12" rx="6" fill="#c9d2df"/>`).join("")}`;
  // The extracted data: a table of three columns, its header row in the chapter's blue.
  let rows = "";
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 3; c++) {
      rows += `<rect x="${730 + c * 180}" y="${190 + r * 62}" width="172" height="54" rx="6" fill="${r === 0 ? blue : r % 2 ? "#dfe8f5" : "#ffffff"}" stroke="#c9d2df" stroke-width="3"/>
        <rect x="${750 + c * 180}" y="${211 + r * 62}" width="${90 + ((r + c) % 3) * 20}" height="12" rx="6" fill="${r === 0 ? "#ffffff" : "#9bb4d8"}"/>`;
    }
  }
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#2b3445"/>
    <rect x="260" y="70" width="1080" height="600" rx="8" fill="#f4f7fb"/>
    ${doc1(340, 190)}
    <path d="M570 310 H700 M670 280 L710 310 L670 340" fill="none" stroke="${blue}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    ${rows}
    <path d="M600 230 l10 -22 l10 22 l22 10 l-22 10 l-10 22 l-10 -22 l-22 -10 z" fill="${yellow}"/>
    <path d="M760 680 L520 1200 H1080 L840 680 Z" fill="#ffffff" opacity="0.05"/>
    ${crowd({ seed: 45, count: 6, from: 60, to: 1540, ground: 1010, height: 400, back: true })}
    ${crowd({ seed: 47, count: 5, from: -40, to: 1640, ground: 1320, height: 620, back: true })}`,
  );
}

function levelsPairs() {
  const W = 1200;
  const H = 1600;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#eef2f7"/>
    <rect x="80" y="100" width="1040" height="360" rx="10" fill="#ffffff" stroke="#c9d2df" stroke-width="8"/>
    <rect x="130" y="150" width="280" height="24" rx="12" fill="${blue}"/>
    <rect x="130" y="200" width="420" height="16" rx="8" fill="#9bb4d8"/><rect x="130" y="236" width="360" height="16" rx="8" fill="#9bb4d8"/>
    ${chart(700, 160, 360, 250, [blue, yellow])}
    ${someone(17, { x: 380, ground: 880, height: 460 })}
    ${someone(18, { x: 780, ground: 880, height: 470, arms: "raise" })}
    ${table(60, 1140, 780, 100)}
    ${laptop(320, 870, 1.1, "#16284a")}${laptop(690, 870, 1.1, "#16284a")}
    ${someone(19, { x: 340, ground: 1420, height: 470 })}
    ${someone(20, { x: 820, ground: 1420, height: 470 })}
    ${table(60, 1140, 1320, 100)}
    ${laptop(300, 1410, 1.1, "#16284a")}${laptop(720, 1410, 1.1, "#16284a")}`,
  );
}

function levelsCertificates() {
  const W = 1600;
  const H = 1200;
  const next = random(52);
  let people = "";
  let certificates = "";
  for (let i = 0; i < 7; i++) {
    const x = 150 + i * 216 + (next() - 0.5) * 20;
    const height = 560 + next() * 60;
    people += someone(i + 21, { x, ground: 1100, height });
    certificates += `<rect x="${x - 62}" y="${1100 - height * 0.42}" width="124" height="88" rx="4" fill="#ffffff" stroke="${yellow}" stroke-width="6"/>
      <circle cx="${x}" cy="${1100 - height * 0.42 + 60}" r="12" fill="${yellow}"/>
      <path d="M${x - 40} ${1100 - height * 0.42 + 26} H${x + 40}" stroke="#9bb4d8" stroke-width="6"/>`;
  }
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#dde6f3"/>
    <rect x="300" y="70" width="1000" height="140" rx="12" fill="#16284a"/>
    <text x="800" y="160" font-family="sans-serif" font-size="58" font-weight="800" text-anchor="middle" fill="#ffffff">DOCUMENT INTELLIGENCE</text>
    <rect y="1060" width="${W}" height="140" fill="#b8c6dc"/>
    ${people}${certificates}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Crisis management workshop

function crisisAlert() {
  const W = 1600;
  const H = 1200;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#141a2e"/>
    <rect x="330" y="70" width="940" height="520" rx="12" fill="#2a0f14" stroke="#5a1d24" stroke-width="10"/>
    <rect x="330" y="70" width="940" height="110" rx="12" fill="#b3261e"/>
    <text x="800" y="148" font-family="sans-serif" font-size="66" font-weight="800" text-anchor="middle" fill="#ffffff">ALERT · UPDATE 3</text>
    <path d="M380 520 L520 470 L640 500 L780 380 L900 420 L1060 260 L1220 220" fill="none" stroke="${red}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M800 230 L860 340 H740 Z" fill="${yellow}"/><rect x="794" y="262" width="12" height="44" fill="#2a0f14"/><circle cx="800" cy="322" r="7" fill="#2a0f14"/>
    ${someone(24, { x: 440, ground: 900, height: 500, arms: "point" })}
    ${someone(25, { x: 800, ground: 880, height: 520 })}
    ${someone(26, { x: 1160, ground: 900, height: 500, arms: "raise" })}
    ${table(150, 1450, 780, 130, "#56607a")}
    ${laptop(330, 880, 1.2, "#1f2937")}${laptop(1080, 880, 1.2, "#1f2937")}
    <rect x="700" y="830" width="200" height="50" rx="6" fill="#ffffff" opacity="0.85"/>
    ${someone(27, { x: 200, ground: 1330, height: 720, back: true })}
    ${someone(28, { x: 1400, ground: 1330, height: 720, back: true })}`,
  );
}

function crisisBoard() {
  const W = 1200;
  const H = 1600;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#e8ecf3"/>
    <rect x="140" y="100" width="920" height="520" rx="10" fill="#ffffff" stroke="#c9d2df" stroke-width="8"/>
    <rect x="190" y="150" width="420" height="30" rx="15" fill="${blue}"/>
    <path d="M200 240 H700 M200 290 H620 M200 340 H660" stroke="#9bb4d8" stroke-width="16" stroke-linecap="round"/>
    <path d="M730 540 L730 220 M730 540 L1010 540" stroke="#2b2f38" stroke-width="6"/>
    <path d="M740 300 L820 360 L900 330 L1000 420" fill="none" stroke="${red}" stroke-width="10" stroke-linecap="round"/>
    <path d="M740 520 L820 470 L900 480 L1000 380" fill="none" stroke="${green}" stroke-width="10" stroke-linecap="round"/>
    ${someone(29, { x: 300, ground: 1000, height: 460, legs: true, arms: "point" })}
    ${someone(30, { x: 560, ground: 1000, height: 440, legs: true })}
    ${someone(31, { x: 820, ground: 1000, height: 450, legs: true })}
    <rect y="1000" width="${W}" height="600" fill="#c9d2df"/>
    ${crowd({ seed: 77, count: 3, from: 80, to: 1120, ground: 1760, height: 700, back: true, shirts: [darkBlue, "#374151", "#1f2937"] })}
    <rect x="40" y="1330" width="${W - 80}" height="50" fill="#7d5b3f"/>
    <rect x="40" y="1380" width="${W - 80}" height="220" fill="#5e4430"/>`,
  );
}

function crisisWinners() {
  const W = 1600;
  const H = 1200;
  const card = (x, y, a) =>
    `<g transform="rotate(${a} ${x + 60} ${y + 38})"><rect x="${x}" y="${y}" width="120" height="76" rx="8" fill="${yellow}"/>
    <text x="${x + 60}" y="${y + 50}" font-family="sans-serif" font-size="30" font-weight="800" text-anchor="middle" fill="#16284a">€100</text></g>`;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#16284a"/>
    ${confetti(91, W, H, 90, [180, 300, 1420, 1100])}
    <rect x="420" y="80" width="760" height="110" rx="55" fill="${green}"/>
    <text x="800" y="156" font-family="sans-serif" font-size="56" font-weight="800" text-anchor="middle" fill="#ffffff">TEAM SENTINEL</text>
    <rect y="1040" width="${W}" height="160" fill="#0e1a33"/>
    ${someone(32, { x: 280, ground: 1080, height: 560, arms: "cheer" })}
    ${someone(33, { x: 560, ground: 1070, height: 600 })}
    ${someone(34, { x: 820, ground: 1080, height: 620, arms: "cheer" })}
    ${someone(35, { x: 1080, ground: 1070, height: 590 })}
    ${someone(36, { x: 1340, ground: 1080, height: 560, arms: "cheer" })}
    ${card(500, 760, -8)}${card(1020, 760, 7)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Snow Week at Sestriere

function snowSlope() {
  const W = 1600;
  const H = 1200;
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1320" cy="190" r="80" fill="#fff4c2"/>
    ${ridge({ seed: 4, width: W, base: 520, amplitude: 300, peaks: 7, fill: "#8aa3c7", snow: true })}
    ${ridge({ seed: 9, width: W, base: 640, amplitude: 220, peaks: 5, fill: "#6d86ad", snow: true })}
    <path d="M0 640 Q600 560 1600 760 V1200 H0 Z" fill="#f4f7fb"/>
    <path d="M0 820 Q700 700 1600 980 V1200 H0 Z" fill="#e6edf6"/>
    <path d="M160 1200 Q560 900 1100 740" fill="none" stroke="#d3ddeb" stroke-width="10" stroke-dasharray="30 24"/>
    ${[0, 1, 2, 3, 4].map((i) => `<path d="M${1200 + i * 70} ${820 + i * 40} l-20 60 h40 z" fill="#3f7a56"/>`).join("")}
    ${skier(520, 760, 1.1, red, 1)}${skier(880, 640, 0.8, blue, 2)}${skier(300, 930, 1.35, yellow, 3)}
    ${snowflakes(17, W, H, 60)}`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8e8"/><stop offset="1" stop-color="#d8ecfb"/></linearGradient>`,
  );
}

function snowGroup() {
  const W = 1200;
  const H = 1600;
  const jackets = [red, blue, yellow, green, purple, "#f7a072"];
  let people = "";
  for (let i = 0; i < 5; i++) {
    people += person({
      x: 160 + i * 220,
      ground: 1300,
      height: 640,
      shirt: jackets[i],
      skin: skins[(i * 2) % skins.length],
      hair: hairs[i % hairs.length],
      hairStyle: 2,
      glasses: i === 1,
      arms: i % 2 ? "none" : "cheer",
    });
    people += `<rect x="${160 + i * 220 - 46}" y="${1300 - 640 - 8}" width="92" height="26" rx="13" fill="${jackets[(i + 3) % 6]}"/>`;
  }
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${ridge({ seed: 12, width: W, base: 700, amplitude: 360, peaks: 5, fill: "#8aa3c7", snow: true })}
    ${ridge({ seed: 15, width: W, base: 860, amplitude: 260, peaks: 4, fill: "#6d86ad", snow: true })}
    <rect y="980" width="${W}" height="620" fill="#f4f7fb"/>
    <rect x="80" y="160" width="520" height="120" rx="14" fill="#ffffff" opacity="0.9"/>
    <text x="340" y="242" font-family="sans-serif" font-size="60" font-weight="800" text-anchor="middle" fill="${blue}">SESTRIERE</text>
    ${people}
    ${snowflakes(23, W, H, 70)}`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d97dc"/><stop offset="1" stop-color="#cfe3f8"/></linearGradient>`,
  );
}

function snowParty() {
  const W = 1600;
  const H = 1200;
  const next = random(29);
  const colors = [yellow, red, green, purple, sky];
  let bulbs = "";
  for (let strand = 0; strand < 3; strand++) {
    const y0 = 80 + strand * 110;
    bulbs += `<path d="M0 ${y0} Q800 ${y0 + 140} 1600 ${y0}" fill="none" stroke="#3b4252" stroke-width="4"/>`;
    for (let i = 1; i < 16; i++) {
      const t = i / 16;
      const x = 1600 * t;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 140) + t * t * y0;
      bulbs += `<circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="22" fill="${colors[(i + strand) % 5]}" opacity="0.25"/>
        <circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="11" fill="${colors[(i + strand) % 5]}"/>`;
    }
  }
  let dancers = "";
  for (let i = 0; i < 8; i++) {
    dancers += someone(i + 40, {
      x: 110 + i * 196 + (next() - 0.5) * 40,
      ground: 1140 + next() * 40,
      height: 560 + next() * 80,
      arms: ["cheer", "up", "wave", "waveLeft"][i % 4],
    });
  }
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="#1a1333"/>
    <circle cx="800" cy="600" r="520" fill="${purple}" opacity="0.18"/>
    <circle cx="300" cy="700" r="300" fill="${sky}" opacity="0.12"/>
    <circle cx="1300" cy="700" r="300" fill="${yellow}" opacity="0.1"/>
    ${bulbs}
    <rect x="600" y="450" width="400" height="120" rx="16" fill="#2b2155"/>
    <circle cx="680" cy="510" r="36" fill="#3b4252"/><circle cx="920" cy="510" r="36" fill="#3b4252"/>
    <rect x="740" y="480" width="120" height="60" rx="8" fill="${green}" opacity="0.8"/>
    ${dancers}`,
  );
}

function snowChairlift() {
  const W = 1600;
  const H = 1200;
  const chair = (x, y, people) =>
    `<path d="M${x} ${y - 170} V${y - 60}" stroke="#3b4252" stroke-width="8"/>
    <path d="M${x - 130} ${y - 60} H${x + 130} V${y + 40} H${x - 130} Z" fill="none" stroke="#3b4252" stroke-width="10" stroke-linejoin="round"/>
    ${people}
    <rect x="${x - 140}" y="${y + 30}" width="280" height="22" rx="8" fill="${blue}"/>`;
  const rider = (n, x, y) =>
    person({
      x,
      ground: y + 40,
      height: 300,
      shirt: [red, yellow, green, purple][n % 4],
      skin: skins[n % skins.length],
      hair: hairs[(n * 2) % hairs.length],
      hairStyle: 2,
      arms: n % 2 ? "wave" : "none",
    });
  return doc(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${ridge({ seed: 31, width: W, base: 700, amplitude: 380, peaks: 6, fill: "#8aa3c7", snow: true })}
    ${ridge({ seed: 35, width: W, base: 880, amplitude: 240, peaks: 5, fill: "#6d86ad", snow: true })}
    <rect y="940" width="${W}" height="260" fill="#f4f7fb"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${80 + i * 230} ${1000 + (i % 2) * 40} l-28 84 h56 z" fill="#3f7a56"/>`).join("")}
    <path d="M-20 150 L1620 420" stroke="#2b2f38" stroke-width="6"/>
    <rect x="1420" y="380" width="36" height="820" fill="#8f99a8"/>
    ${chair(520, 420, rider(1, 460, 420) + rider(2, 580, 420))}
    ${chair(1080, 510, rider(3, 1020, 510) + rider(4, 1140, 510))}
    ${snowflakes(37, W, H, 50)}`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d97dc"/><stop offset="1" stop-color="#e2effb"/></linearGradient>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Writing the files

const photos = [
  ["student-tech-clash-2025-1.jpg", clashBrainstorm],
  ["student-tech-clash-2025-2.jpg", clashPitch],
  ["student-tech-clash-2025-3.jpg", clashJury],
  ["student-tech-clash-2025-4.jpg", clashWinners],
  ["student-tech-clash-2025-5.jpg", clashGroup],
  ["ecotech-challenge-1.jpg", ecotechCall],
  ["ecotech-challenge-2.jpg", ecotechDesk],
  ["ecotech-challenge-3.jpg", ecotechPitch],
  ["ecotech-challenge-4.jpg", ecotechWinners],
  ["levels-1.jpg", levelsRoom],
  ["levels-2.jpg", levelsPairs],
  ["levels-3.jpg", levelsCertificates],
  ["ey-competition-1.jpg", crisisAlert],
  ["ey-competition-2.jpg", crisisBoard],
  ["ey-competition-3.jpg", crisisWinners],
  ["snowweek-1.jpg", snowSlope],
  ["snowweek-2.jpg", snowGroup],
  ["snowweek-3.jpg", snowParty],
  ["snowweek-4.jpg", snowChairlift],
];

mkdirSync(folder, { recursive: true });
for (const [name, draw] of photos) {
  const file = join(folder, name);
  await sharp(Buffer.from(draw())).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  console.log(`wrote ${file}`);
}
