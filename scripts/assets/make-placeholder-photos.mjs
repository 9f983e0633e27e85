// Draws the placeholder photos of the home page (the chapter's real photos were not available), in
// the flat-illustration style of the event pictures (illustration.mjs). Run once:
// `node scripts/assets/make-placeholder-photos.mjs`. The JPEGs it writes are sources like any
// photo: replace them with real photos of the same name and the build optimises those instead.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import {
  blue,
  darkBlue,
  hairs,
  person,
  random,
  ridge,
  shade,
  skins,
  yellow,
} from "./illustration.mjs";

const outDir = join(import.meta.dirname, "../../app/assets/photos");
mkdirSync(outDir, { recursive: true });

const teal = "#29a19c";
const coral = "#e4572e";
const sky = "#7fb7ff";
const violet = "#c45ab3";
const green = "#9bd56b";

/**
 * A person placed by the centre of the head (`hy`) and its radius (`head`) rather than by the feet,
 * which is how a group is composed. `below`: where the body has to reach (the bottom of the
 * picture), drawn on if the figure itself ends higher.
 */
function member({ x, hy, head, below, ...look }) {
  const height = head / 0.13;
  const ground = hy - head + height;
  if (below <= ground) return person({ x, ground, height, ...look });
  const half = height * 0.15;
  let svg = `<rect x="${x - half}" y="${ground - 1}" width="${half * 2}" height="${below - ground + 1}" fill="${look.shirt}"/>`;
  svg += person({ x, ground, height, ...look });
  if (look.arms === "down") {
    // The hanging arms go on too, on the line person() draws them along.
    const arm = (height * 0.3) / 4.5;
    const end = ground + head * 0.2;
    const out = (arm * 0.2 * (below - end)) / (end - (ground - height + head * 2.7));
    svg += `<path d="M${x - half - arm * 0.2} ${end} L${x - half - arm * 0.2 - out} ${below}
      M${x + half + arm * 0.2} ${end} L${x + half + arm * 0.2 + out} ${below}"
      stroke="${shade(look.shirt, -0.12)}" stroke-width="${arm}"/>`;
  }
  return svg;
}

/** A flag of the chapter's colours on a pole held at (x, y). */
const flag = (x, y, size) =>
  `<path d="M${x} ${y + size * 0.2} V${y - size * 1.9}" stroke="#d9dee8" stroke-width="${size * 0.07}" stroke-linecap="round"/>
  <path d="M${x} ${y - size * 1.85} Q${x + size * 0.55} ${y - size * 2.05} ${x + size * 1.1} ${y - size * 1.85}
    T${x + size * 2.1} ${y - size * 1.8} V${y - size * 1.05} Q${x + size * 1.6} ${y - size * 1.15} ${x + size * 1.1} ${y - size * 1.1}
    T${x} ${y - size * 1.1} Z" fill="${blue}"/>
  <path d="M${x} ${y - size * 1.5} Q${x + size * 0.55} ${y - size * 1.7} ${x + size * 1.1} ${y - size * 1.5}
    T${x + size * 2.1} ${y - size * 1.45} V${y - size * 1.3} Q${x + size * 1.6} ${y - size * 1.4} ${x + size * 1.1} ${y - size * 1.35}
    T${x} ${y - size * 1.35} Z" fill="${yellow}"/>`;

// ---------------------------------------------------------------------------------------------
// Banner (2400 x 1200): the chapter celebrating in front of the Alps at dusk. The page shows it
// about 1440 x 630 on a desktop with its title and buttons over the left 40% (on a dark
// gradient), so the group stands on the right, large, and the left stays sky and mountains.

function banner() {
  const w = 2400;
  const h = 1200;
  const next = random(7);
  let stars = "";
  for (let i = 0; i < 60; i++) {
    const x = next() * w;
    const y = 100 + next() * 300;
    const r = 1.5 + next() * 2.5;
    stars += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="#ffffff" opacity="${(0.3 + next() * 0.5).toFixed(2)}"/>`;
  }
  const bottom = h + 10;
  // Back row first (higher heads, between the front row's), then the front row.
  const backRow = [
    {
      x: 1257,
      hy: 548,
      head: 64,
      shirt: teal,
      skin: skins[2],
      hair: hairs[4],
      hairStyle: 3,
      arms: "cheer",
    },
    { x: 1442, hy: 530, head: 66, shirt: "#ffffff", skin: skins[0], hair: hairs[1], hairStyle: 0 },
    { x: 1628, hy: 540, head: 64, shirt: violet, skin: skins[4], hair: hairs[5], hairStyle: 1 },
    {
      x: 1812,
      hy: 524,
      head: 67,
      shirt: yellow,
      skin: skins[1],
      hair: hairs[0],
      hairStyle: 0,
      glasses: true,
    },
    {
      x: 1998,
      hy: 538,
      head: 65,
      shirt: coral,
      skin: skins[3],
      hair: hairs[4],
      hairStyle: 2,
      arms: "cheer",
    },
  ];
  const frontRow = [
    {
      x: 1165,
      hy: 648,
      head: 73,
      shirt: sky,
      skin: skins[4],
      hair: hairs[3],
      hairStyle: 1,
      arms: "down",
    },
    {
      x: 1350,
      hy: 636,
      head: 75,
      shirt: blue,
      skin: skins[1],
      hair: hairs[0],
      hairStyle: 0,
      arms: "down",
    },
    {
      x: 1536,
      hy: 652,
      head: 72,
      shirt: green,
      skin: skins[3],
      hair: hairs[4],
      hairStyle: 3,
      arms: "down",
    },
    {
      x: 1720,
      hy: 632,
      head: 76,
      shirt: coral,
      skin: skins[0],
      hair: hairs[2],
      hairStyle: 2,
      glasses: true,
      arms: "down",
    },
    {
      x: 1906,
      hy: 646,
      head: 73,
      shirt: darkBlue,
      skin: skins[2],
      hair: hairs[1],
      hairStyle: 1,
      arms: "down",
    },
    {
      x: 2090,
      hy: 640,
      head: 74,
      shirt: teal,
      skin: skins[4],
      hair: hairs[0],
      hairStyle: 0,
      arms: "wave",
      trousers: "#3d5a8a",
    },
  ];
  const flagBearer = backRow[4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0e2a5c"/><stop offset="0.2" stop-color="${darkBlue}"/><stop offset="0.32" stop-color="${blue}"/>
        <stop offset="0.4" stop-color="#8a7fbf"/><stop offset="0.47" stop-color="#f0a861"/><stop offset="0.55" stop-color="#f7c97e"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.68" cy="0.5" r="0.3">
        <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.6"/><stop offset="1" stop-color="#ffe2a8" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#24406f"/><stop offset="1" stop-color="#16284a"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${stars}
    <rect width="${w}" height="${h}" fill="url(#glow)"/>
    ${ridge({ seed: 3, width: w, base: 760, amplitude: 330, peaks: 14, fill: "#8c8fc4", snow: true, snowFill: "#fdf1e6" })}
    ${ridge({ seed: 12, width: w, base: 840, amplitude: 230, peaks: 17, fill: "#5b6fae", snow: true, snowFill: "#e6eaf7" })}
    ${ridge({ seed: 25, width: w, base: 930, amplitude: 140, peaks: 23, fill: "#34508c" })}
    <path d="M0 940 Q600 890 1200 925 T2400 900 V${h} H0 Z" fill="url(#meadow)"/>
    ${flag(flagBearer.x + flagBearer.head * 1.9, flagBearer.hy - flagBearer.head * 1.6, 85)}
    ${backRow.map((p) => member({ ...p, below: bottom })).join("")}
    ${frontRow.map((p) => member({ ...p, below: bottom })).join("")}
  </svg>`;
}

// ---------------------------------------------------------------------------------------------
// Life in the chapter (1600 x 1067): the group in front of the university. The page may crop it
// to 4:3, so the people keep to the middle 80% and away from the top and bottom 10%.

function groupOutside() {
  const w = 1600;
  const h = 1067;
  const stone = "#ecdcc0";
  const stoneShadow = "#d6c19f";
  const windows = Array.from({ length: 8 }, (_, i) => {
    const x = 138 + i * 174;
    return `<path d="M${x} 340 V240 A45 45 0 0 1 ${x + 90} 240 V340 Z" fill="#8fb0d6" stroke="#ffffff" stroke-width="8"/>
      <path d="M${x + 45} 196 V340 M${x} 262 H${x + 90}" stroke="#ffffff" stroke-width="6"/>
      <rect x="${x - 10}" y="340" width="110" height="14" rx="3" fill="${stoneShadow}"/>`;
  }).join("");
  const arches = Array.from({ length: 7 }, (_, i) => {
    const x = 190 + i * 190;
    return `<path d="M${x} 790 V540 A65 65 0 0 1 ${x + 130} 540 V790 Z" fill="#a48a66"/>
      <path d="M${x + 18} 790 V548 A47 47 0 0 1 ${x + 112} 548 V790 Z" fill="#8a7252"/>`;
  }).join("");
  const pilasters = Array.from({ length: 8 }, (_, i) => {
    const x = 150 + i * 190;
    return `<rect x="${x}" y="450" width="30" height="340" fill="${stoneShadow}"/>`;
  }).join("");
  const tree = (x, y, r) =>
    `<rect x="${x - r * 0.1}" y="${y}" width="${r * 0.2}" height="${r * 2.1}" rx="${r * 0.06}" fill="#7a5a3c"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="#4f9a54"/>
    <circle cx="${x - r * 0.55}" cy="${y + r * 0.35}" r="${r * 0.7}" fill="#5fb35a"/>
    <circle cx="${x + r * 0.5}" cy="${y + r * 0.3}" r="${r * 0.72}" fill="#4f9a54"/>
    <circle cx="${x + r * 0.15}" cy="${y - r * 0.45}" r="${r * 0.55}" fill="#6fbf63"/>`;
  const paving = Array.from({ length: 9 }, (_, i) => {
    const x = -200 + i * 250;
    return `<path d="M${800 + (x - 800) * 0.55} 880 L${x} ${h}" stroke="#bdb3a3" stroke-width="4"/>`;
  }).join("");
  // Back row on the steps, front row on the square; the two at the ends of the front row wave.
  const backRow = [
    {
      x: 505,
      ground: 862,
      height: 500,
      shirt: "#ffffff",
      skin: skins[3],
      hair: hairs[4],
      hairStyle: 3,
      trousers: "#5b6472",
    },
    {
      x: 710,
      ground: 856,
      height: 510,
      shirt: yellow,
      skin: skins[0],
      hair: hairs[2],
      hairStyle: 0,
      glasses: true,
      trousers: "#3d5a8a",
    },
    {
      x: 910,
      ground: 864,
      height: 496,
      shirt: teal,
      skin: skins[4],
      hair: hairs[5],
      hairStyle: 1,
      arms: "cheer",
    },
    {
      x: 1110,
      ground: 858,
      height: 506,
      shirt: violet,
      skin: skins[1],
      hair: hairs[0],
      hairStyle: 2,
      trousers: "#1f2f52",
    },
  ];
  const frontRow = [
    {
      x: 400,
      ground: 972,
      height: 528,
      shirt: coral,
      skin: skins[1],
      hair: hairs[1],
      hairStyle: 1,
      arms: "waveLeft",
      trousers: "#3d5a8a",
    },
    {
      x: 605,
      ground: 978,
      height: 548,
      shirt: blue,
      skin: skins[2],
      hair: hairs[0],
      hairStyle: 0,
      arms: "down",
    },
    {
      x: 810,
      ground: 970,
      height: 522,
      shirt: green,
      skin: skins[0],
      hair: hairs[3],
      hairStyle: 2,
      arms: "down",
      trousers: "#8a7252",
    },
    {
      x: 1010,
      ground: 976,
      height: 544,
      shirt: darkBlue,
      skin: skins[3],
      hair: hairs[1],
      hairStyle: 3,
      arms: "down",
    },
    {
      x: 1212,
      ground: 972,
      height: 530,
      shirt: sky,
      skin: skins[4],
      hair: hairs[4],
      hairStyle: 0,
      arms: "wave",
      trousers: "#3d5a8a",
    },
  ];
  const figure = (p) => person({ legs: true, arms: "down", ...p });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#8ec1f2"/><stop offset="1" stop-color="#e3f0fc"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <ellipse cx="230" cy="70" rx="90" ry="26" fill="#ffffff" opacity="0.85"/>
    <ellipse cx="1380" cy="50" rx="110" ry="24" fill="#ffffff" opacity="0.75"/>
    <path d="M60 120 H1540 V150 H60 Z" fill="${stoneShadow}"/>
    <path d="M40 92 H1560 L1540 122 H60 Z" fill="#c9b08a"/>
    <rect x="80" y="150" width="1440" height="650" fill="${stone}"/>
    ${windows}
    <rect x="80" y="410" width="1440" height="40" fill="${stoneShadow}"/>
    ${pilasters}
    ${arches}
    <path d="M580 122 V170 M1020 122 V170" stroke="#6b7280" stroke-width="5"/>
    <rect x="560" y="164" width="480" height="124" rx="6" fill="${blue}"/>
    <rect x="560" y="252" width="480" height="18" fill="${yellow}"/>
    <circle cx="640" cy="208" r="26" fill="${yellow}"/><circle cx="640" cy="208" r="12" fill="${blue}"/>
    <rect x="690" y="192" width="290" height="18" rx="9" fill="#ffffff" opacity="0.92"/>
    <rect x="690" y="220" width="200" height="12" rx="6" fill="#ffffff" opacity="0.6"/>
    <rect y="790" width="${w}" height="${h - 790}" fill="#cfc6b8"/>
    <rect x="290" y="790" width="1020" height="30" fill="#e2d6c0"/><rect x="270" y="820" width="1060" height="30" fill="#d6c8ae"/>
    <rect x="250" y="850" width="1100" height="30" fill="#c9bba0"/>
    ${paving}
    <path d="M0 880 H${w}" stroke="#bdb3a3" stroke-width="4"/>
    ${tree(70, 520, 150)}${tree(1530, 500, 160)}
    ${backRow.map(figure).join("")}
    ${frontRow.map(figure).join("")}
  </svg>`;
}

// ---------------------------------------------------------------------------------------------
// A workshop (1600 x 1067): students with laptops round a table, one of them presenting a chart
// on the whiteboard. Same framing as the picture above.

function groupWorkshop() {
  const w = 1600;
  const h = 1067;
  const lid = (x, y, sticker) =>
    `<path d="M${x - 70} ${y} L${x - 62} ${y - 96} H${x + 62} L${x + 70} ${y} Z" fill="#c9d2df"/>
    <circle cx="${x}" cy="${y - 50}" r="13" fill="${sticker}"/>
    <rect x="${x - 82}" y="${y - 2}" width="164" height="10" rx="4" fill="#8f99a8"/>`;
  const screen = (x, y) =>
    `<path d="M${x - 80} ${y} L${x - 72} ${y - 110} H${x + 72} L${x + 80} ${y} Z" fill="#2b2f38"/>
    <path d="M${x - 68} ${y - 10} L${x - 62} ${y - 100} H${x + 62} L${x + 68} ${y - 10} Z" fill="#dbe7f7"/>
    <rect x="${x - 52}" y="${y - 88}" width="60" height="8" rx="4" fill="${blue}"/>
    <rect x="${x - 52}" y="${y - 70}" width="90" height="7" rx="3.5" fill="#9bb4d8"/>
    <rect x="${x - 44}" y="${y - 54}" width="70" height="7" rx="3.5" fill="#9bb4d8"/>
    <rect x="${x - 44}" y="${y - 38}" width="84" height="7" rx="3.5" fill="${yellow}"/>
    <rect x="${x - 90}" y="${y - 2}" width="180" height="12" rx="4" fill="#8f99a8"/>`;
  const notes = [
    [212, 190, -4, yellow],
    [292, 196, 3, "#7fb7ff"],
    [220, 268, 2, green],
    [300, 276, -3, "#f7a072"],
  ]
    .map(
      ([x, y, a, c]) =>
        `<rect x="${x}" y="${y}" width="64" height="58" rx="4" fill="${c}" transform="rotate(${a} ${x + 32} ${y + 29})"/>`,
    )
    .join("");
  const bars = [
    [470, 90, blue],
    [540, 130, yellow],
    [610, 110, blue],
    [680, 170, yellow],
    [750, 150, blue],
    [820, 215, yellow],
  ]
    .map(
      ([x, v, c]) => `<rect x="${x}" y="${400 - v}" width="46" height="${v}" rx="4" fill="${c}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#8ec1f2"/><stop offset="1" stop-color="#d8ecfb"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="#eef2f7"/>
    <rect width="${w}" height="60" fill="#dfe6f0"/>
    <rect x="150" y="120" width="780" height="410" rx="12" fill="#ffffff" stroke="#c9d2df" stroke-width="10"/>
    <rect x="200" y="530" width="680" height="14" rx="7" fill="#aab5c5"/>
    <rect x="720" y="522" width="44" height="9" rx="4" fill="${coral}"/><rect x="776" y="522" width="44" height="9" rx="4" fill="${blue}"/>
    ${notes}
    <rect x="470" y="156" width="220" height="18" rx="9" fill="${blue}"/>
    <path d="M450 150 V402 H890" fill="none" stroke="#2b2f38" stroke-width="6" stroke-linecap="round"/>
    ${bars}
    <path d="M493 290 L563 250 L633 268 L703 200 L773 214 L843 150" fill="none" stroke="${coral}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="843" cy="150" r="11" fill="${coral}"/>
    <rect x="1220" y="120" width="290" height="370" rx="8" fill="#ffffff"/>
    <rect x="1236" y="136" width="258" height="338" fill="url(#sky)"/>
    <ellipse cx="1320" cy="210" rx="56" ry="18" fill="#ffffff" opacity="0.85"/>
    <ellipse cx="1420" cy="320" rx="44" ry="14" fill="#ffffff" opacity="0.7"/>
    <rect x="1361" y="136" width="8" height="338" fill="#ffffff"/><rect x="1236" y="300" width="258" height="8" fill="#ffffff"/>
    <rect x="1210" y="488" width="310" height="16" rx="4" fill="#d5dbe6"/>
    <path d="M1454 488 Q1436 430 1464 400 Q1474 450 1468 488 Z M1476 488 Q1492 432 1522 420 Q1510 462 1484 488 Z" fill="#4f9a54"/>
    <path d="M1440 474 H1500 L1492 504 H1448 Z" fill="${blue}" transform="translate(0 -16)"/>
    ${person({ x: 1075, ground: 900, height: 600, shirt: coral, skin: skins[0], hair: hairs[0], hairStyle: 0, legs: true, arms: "point" })}
    ${person({ x: 330, ground: 925, height: 450, shirt: yellow, skin: skins[2], hair: hairs[4], hairStyle: 3 })}
    ${person({ x: 560, ground: 915, height: 460, shirt: "#ffffff", skin: skins[4], hair: hairs[5], hairStyle: 1, glasses: true })}
    ${person({ x: 790, ground: 925, height: 445, shirt: teal, skin: skins[1], hair: hairs[1], hairStyle: 0 })}
    ${person({ x: 1300, ground: 920, height: 455, shirt: violet, skin: skins[3], hair: hairs[0], hairStyle: 2, arms: "raise" })}
    <path d="M250 690 H1350 L1470 880 H130 Z" fill="#b98b5e"/>
    <rect x="130" y="880" width="1340" height="${h - 880}" fill="#9c7350"/>
    <path d="M130 880 H1470" stroke="#7d5b3f" stroke-width="6"/>
    ${lid(330, 760, yellow)}${lid(560, 754, blue)}${lid(790, 760, teal)}${lid(1300, 760, coral)}
    <rect x="990" y="720" width="110" height="80" rx="4" fill="#ffffff" transform="rotate(-5 1045 760)"/>
    <path d="M1006 744 H1080 M1008 762 H1070 M1010 780 H1060" stroke="#c9d2df" stroke-width="5" transform="rotate(-5 1045 760)"/>
    <rect x="1130" y="716" width="34" height="40" rx="6" fill="${yellow}"/>
    <path d="M1164 724 q16 0 16 12 t-16 12" fill="none" stroke="${yellow}" stroke-width="6"/>
    ${screen(600, 868)}${screen(1010, 868)}
    ${person({ x: 430, ground: 1330, height: 620, shirt: darkBlue, skin: skins[1], hair: hairs[1], hairStyle: 1, back: true })}
    ${person({ x: 1180, ground: 1340, height: 640, shirt: green, skin: skins[3], hair: hairs[4], back: true })}
  </svg>`;
}

const photos = [
  ["banner.jpg", banner()],
  ["group-1.jpg", groupOutside()],
  ["group-2.jpg", groupWorkshop()],
];

for (const [name, svg] of photos) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toFile(join(outDir, name));
  console.log(`wrote ${join(outDir, name)}`);
}
