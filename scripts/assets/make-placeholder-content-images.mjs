// Draws the placeholder images of the content files (the chapter's real portraits, sponsor logos
// and event photos were not available): flat illustrations of the four board members
// (app/assets/team/), ten "Sponsor N" logos (app/assets/sponsors/) and one picture per event
// (app/assets/events/). Run once: `node scripts/assets/make-placeholder-content-images.mjs`.
// The files it writes are sources like any photo or logo: replace them with the real ones of the
// same name (or change the file names in app/content/) and the build uses those instead.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import {
  blue,
  crowd,
  darkBlue,
  hairs,
  person,
  portrait,
  random,
  ridge,
  skins,
  yellow,
} from "./illustration.mjs";

const assets = join(import.meta.dirname, "../../app/assets");

// ---------------------------------------------------------------------------------------------
// Team portraits (800 x 800)

const portraits = [
  [
    "giulia-romano.jpg",
    portrait({
      seed: 1,
      bg: "#dbe7f7",
      skin: "#f1c7a3",
      hair: "#4a2e1f",
      hairStyle: "long",
      shirt: blue,
      collar: "v",
      extras: ["earrings"],
    }),
  ],
  [
    "marco-esposito.jpg",
    portrait({
      seed: 2,
      bg: "#fdf0c4",
      skin: "#a86f4c",
      hair: "#1f1a17",
      hairStyle: "short",
      shirt: "#29a19c",
      collar: "shirt",
    }),
  ],
  [
    "sara-colombo.jpg",
    portrait({
      seed: 3,
      bg: "#dcf1ec",
      skin: "#f5d6ba",
      hair: "#b5562b",
      hairStyle: "bun",
      shirt: "#c45ab3",
      collar: "crew",
      extras: ["earrings"],
    }),
  ],
  [
    "luca-ricci.jpg",
    portrait({
      seed: 4,
      bg: "#fde5d6",
      skin: "#7a4b33",
      hair: "#2b1b14",
      hairStyle: "curly",
      shirt: yellow,
      collar: "hoodie",
      extras: ["glasses"],
    }),
  ],
];

// ---------------------------------------------------------------------------------------------
// Sponsor logos (SVG, 320 x 160): a mark in an 80 x 80 box on the left, "Sponsor N" on the right

const sponsorMarks = [
  [
    blue,
    (c) =>
      `<circle cx="40" cy="40" r="32" fill="none" stroke="${c}" stroke-width="10"/><circle cx="40" cy="40" r="12" fill="${c}"/>`,
  ],
  ["#0f766e", (c) => `<path d="M40 6 76 72H4Z M40 34 24 62H56Z" fill="${c}" fill-rule="evenodd"/>`],
  [
    "#b42318",
    (c) =>
      `<path d="M40 4 71 22V58L40 76 9 58V22Z M40 24 54 32V48L40 56 26 48V32Z" fill="${c}" fill-rule="evenodd"/>`,
  ],
  [
    darkBlue,
    (c) =>
      `<path d="M4 22q12-12 24 0t24 0 24 0M4 40q12-12 24 0t24 0 24 0M4 58q12-12 24 0t24 0 24 0" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`,
  ],
  [
    "#6b21a8",
    (c) =>
      `<g fill="${c}"><rect x="4" y="52" width="14" height="24" rx="3"/><rect x="23" y="38" width="14" height="38" rx="3"/><rect x="42" y="22" width="14" height="54" rx="3"/><rect x="61" y="4" width="14" height="72" rx="3"/></g>`,
  ],
  [
    "#166534",
    (c) =>
      `<rect x="12" y="12" width="56" height="56" rx="8" fill="${c}" transform="rotate(45 40 40)"/><rect x="29" y="29" width="22" height="22" rx="3" fill="${yellow}" transform="rotate(45 40 40)"/>`,
  ],
  [
    "#9a3412",
    (c) =>
      `<circle cx="28" cy="40" r="25" fill="${c}"/><circle cx="52" cy="40" r="25" fill="${c}" fill-opacity="0.55"/>`,
  ],
  [
    "#0e7490",
    (c) =>
      `<path d="M10 12 38 40 10 68M42 12 70 40 42 68" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  [
    "#1f2937",
    (c) =>
      `<path d="M40 2Q44 36 78 40 44 44 40 78 36 44 2 40 36 36 40 2Z" fill="${c}"/><circle cx="66" cy="14" r="7" fill="${yellow}"/>`,
  ],
  [
    "#9f1239",
    (c) =>
      `<g fill="${c}"><path d="M38 38V4A34 34 0 0 0 4 38Z"/><path d="M42 42V76A34 34 0 0 0 76 42Z"/></g><g fill="${c}" fill-opacity="0.5"><path d="M42 38V4A34 34 0 0 1 76 38Z"/><path d="M38 42V76A34 34 0 0 1 4 42Z"/></g>`,
  ],
];

// The name is drawn at a set length (textLength), so that it fits the 320 px box whatever font
// the viewer has: with a wide fallback font "Sponsor 10" ran past the edge ("Sponsor 1(").
function sponsorLogo(n) {
  const [color, mark] = sponsorMarks[n - 1];
  const textLength = String(n).length > 1 ? 190 : 172;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
<title>Sponsor ${n}</title>
<g transform="translate(20 40)">${mark(color)}</g>
<text x="116" y="92" fill="${color}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="34" textLength="${textLength}" lengthAdjust="spacingAndGlyphs">Sponsor ${n}</text>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Event pictures (1600 x 900; the middle 1200 x 630 holds what matters, for social cards)

const W = 1600;
const H = 900;
const svgDoc = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;

const leaf = (x, y, angle, scale, fill) =>
  `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">
    <path d="M0 0 Q42 -40 0 -110 Q-42 -40 0 0 Z" fill="${fill}"/>
    <path d="M0 -6 L0 -96" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/></g>`;

const sparkle = (x, y, r, fill) =>
  `<path d="M${x} ${y - r} Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y} Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r}
    Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y} Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r} Z" fill="${fill}"/>`;

function weeklyMeeting() {
  const notes = [
    [540, 240, -4, yellow],
    [640, 250, 3, "#7fb7ff"],
    [560, 312, 2, "#9bd56b"],
    [662, 318, -3, "#f7a072"],
  ]
    .map(
      ([x, y, a, c]) =>
        `<rect x="${x}" y="${y}" width="70" height="56" rx="4" fill="${c}" transform="rotate(${a} ${x + 35} ${y + 28})"/>`,
    )
    .join("");
  const books = Array.from({ length: 3 }, (_, shelf) =>
    Array.from({ length: 7 }, (_, i) => {
      const c = [blue, yellow, "#29a19c", "#e4572e", darkBlue, "#c45ab3", "#9bd56b"][
        (i + shelf * 3) % 7
      ];
      const h = 70 + ((i * 7 + shelf * 5) % 4) * 8;
      return `<rect x="${1300 + i * 30}" y="${430 + shelf * 110 - h}" width="24" height="${h}" rx="3" fill="${c}"/>`;
    }).join(""),
  ).join("");
  const laptop = (x) =>
    `<path d="M${x} 640 h130 l-8 -88 h-114 z" fill="#c9d2df"/><circle cx="${x + 65}" cy="596" r="10" fill="#ffffff"/>
    <rect x="${x - 10}" y="636" width="150" height="10" rx="4" fill="#8f99a8"/>`;
  return svgDoc(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec1f2"/><stop offset="1" stop-color="#d8ecfb"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="#eef2f7"/>
    <rect width="${W}" height="50" fill="#dfe6f0"/>
    <rect x="70" y="140" width="260" height="340" rx="8" fill="#ffffff"/>
    <rect x="86" y="156" width="228" height="308" fill="url(#sky)"/>
    <ellipse cx="160" cy="230" rx="50" ry="18" fill="#ffffff" opacity="0.85"/>
    <ellipse cx="250" cy="330" rx="40" ry="14" fill="#ffffff" opacity="0.7"/>
    <rect x="196" y="156" width="8" height="308" fill="#ffffff"/><rect x="86" y="306" width="228" height="8" fill="#ffffff"/>
    <rect x="460" y="90" width="680" height="300" rx="10" fill="#ffffff" stroke="#c9d2df" stroke-width="10"/>
    <rect x="520" y="392" width="560" height="12" rx="6" fill="#aab5c5"/>
    <rect x="900" y="384" width="44" height="9" rx="4" fill="#e4572e"/><rect x="956" y="384" width="44" height="9" rx="4" fill="${blue}"/>
    <rect x="510" y="130" width="260" height="18" rx="9" fill="${blue}"/>
    <rect x="510" y="170" width="200" height="10" rx="5" fill="#9bb4d8"/><rect x="510" y="196" width="150" height="10" rx="5" fill="#9bb4d8"/>
    ${notes}
    <path d="M820 150 V330 H1090" fill="none" stroke="#2b2f38" stroke-width="6" stroke-linecap="round"/>
    <rect x="850" y="250" width="40" height="80" fill="${blue}"/><rect x="910" y="210" width="40" height="120" fill="${yellow}"/>
    <rect x="970" y="270" width="40" height="60" fill="${blue}"/><rect x="1030" y="180" width="40" height="150" fill="${yellow}"/>
    <path d="M840 240 L900 190 L960 230 L1060 150" fill="none" stroke="#e4572e" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="1210" cy="170" r="48" fill="#ffffff" stroke="#c9d2df" stroke-width="8"/>
    <path d="M1210 170 V140 M1210 170 L1232 182" stroke="#2b2f38" stroke-width="6" stroke-linecap="round"/>
    <rect x="1280" y="260" width="240" height="460" fill="#d8c3a5"/>
    <rect x="1280" y="430" width="240" height="10" fill="#b99a72"/><rect x="1280" y="540" width="240" height="10" fill="#b99a72"/>
    <rect x="1280" y="650" width="240" height="10" fill="#b99a72"/>
    ${books}
    <rect y="720" width="${W}" height="${H - 720}" fill="#cdb89a"/>
    <path d="M0 790 H${W} M0 860 H${W}" stroke="#bca684" stroke-width="4"/>
    <path d="M1440 230 Q1420 170 1450 140 Q1462 190 1456 230 Z M1462 230 Q1480 170 1512 156 Q1500 200 1470 230 Z" fill="#4f9a54"/>
    <path d="M1448 230 Q1440 190 1406 176 Q1418 216 1440 230 Z" fill="#6fbf63"/>
    <path d="M1420 222 H1496 L1486 260 H1430 Z" fill="${blue}"/>
    ${crowd({ seed: 31, count: 5, from: 440, to: 1160, ground: 728, height: 370 })}
    <path d="M380 600 L1220 600 L1330 740 L270 740 Z" fill="#b98b5e"/>
    <rect x="270" y="740" width="1060" height="28" fill="#9c7350"/>
    <rect x="300" y="768" width="26" height="132" fill="#7d5b3f"/><rect x="1274" y="768" width="26" height="132" fill="#7d5b3f"/>
    ${laptop(470)}${laptop(900)}
    <path d="M700 700 L800 700 L790 650 L690 650 Z" fill="#ffffff"/><path d="M706 668 H780 M708 682 H770" stroke="#c9d2df" stroke-width="4"/>
    <path d="M1110 690 L1200 690 L1190 640 L1100 640 Z" fill="#ffffff" transform="rotate(6 1150 665)"/>
    <rect x="640" y="610" width="30" height="36" rx="5" fill="${yellow}"/><path d="M670 618 q14 0 14 10 t-14 10" fill="none" stroke="${yellow}" stroke-width="5"/>
    <rect x="1040" y="616" width="30" height="36" rx="5" fill="#e4572e"/>
    ${person({ x: 170, ground: 1010, height: 640, shirt: darkBlue, skin: skins[1], hair: hairs[0], back: true })}
    ${person({ x: 1440, ground: 1010, height: 620, shirt: "#29a19c", skin: skins[3], hair: hairs[4], hairStyle: 1, back: true })}`,
  );
}

function snowweek() {
  const next = random(41);
  let stars = "";
  for (let i = 0; i < 70; i++) {
    stars += `<circle cx="${(next() * W).toFixed(0)}" cy="${(next() * 340).toFixed(0)}" r="${(1.2 + next() * 2).toFixed(1)}"
      fill="#ffffff" opacity="${(0.4 + next() * 0.6).toFixed(2)}"/>`;
  }
  const bulbColors = [yellow, "#e4572e", "#29a19c", "#c45ab3", "#7fb7ff"];
  const strand = (y0, y1, sag, count, offset) => {
    const p0 = [-40, y0];
    const p1 = [W / 2, (y0 + y1) / 2 + sag * 2];
    const p2 = [W + 40, y1];
    let svg = `<path d="M${p0.join(" ")} Q${p1.join(" ")} ${p2.join(" ")}" fill="none" stroke="#1a1a2e" stroke-width="3"/>`;
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t ** 2 * p2[0];
      const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t ** 2 * p2[1];
      const c = bulbColors[(i + offset) % bulbColors.length];
      svg += `<circle cx="${x.toFixed(0)}" cy="${(y + 14).toFixed(0)}" r="24" fill="${c}" opacity="0.28"/>
        <rect x="${(x - 4).toFixed(0)}" y="${y.toFixed(0)}" width="8" height="7" fill="#1a1a2e"/>
        <ellipse cx="${x.toFixed(0)}" cy="${(y + 16).toFixed(0)}" rx="8" ry="11" fill="${c}"/>`;
    }
    return svg;
  };
  const firework = (cx, cy, r, c) =>
    Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      const [x1, y1] = [cx + Math.cos(a) * r * 0.3, cy + Math.sin(a) * r * 0.3];
      const [x2, y2] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
      return `<path d="M${x1.toFixed(0)} ${y1.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>
        <circle cx="${(cx + Math.cos(a) * r * 1.15).toFixed(0)}" cy="${(cy + Math.sin(a) * r * 1.15).toFixed(0)}" r="4" fill="${c}"/>`;
    }).join("");
  const pine = (x, y, s) =>
    `<path d="M${x} ${y - s * 2.4} L${x + s * 0.9} ${y} L${x - s * 0.9} ${y} Z" fill="#1e4d3b"/>
    <path d="M${x} ${y - s * 2.4} L${x + s * 0.3} ${y - s * 1.6} L${x - s * 0.3} ${y - s * 1.6} Z" fill="#f4f7fb"/>`;
  const trees = [
    [60, 640, 40],
    [130, 660, 48],
    [200, 635, 34],
    [1420, 600, 40],
    [1500, 625, 50],
    [1570, 600, 36],
    [560, 600, 26],
    [610, 596, 22],
  ]
    .map(([x, y, s]) => pine(x, y, s))
    .join("");
  const skier = ([x, y, s, jacket, dir]) =>
    `<g transform="translate(${x} ${y}) scale(${s * dir} ${s})">
      <ellipse cx="-26" cy="2" rx="16" ry="6" fill="#ffffff" opacity="0.9"/>
      <path d="M-24 2 L28 -6" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>
      <path d="M-6 -2 L2 -20 L12 -4" fill="none" stroke="#2b2f38" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M1 -20 L9 -40" stroke="${jacket}" stroke-width="12" stroke-linecap="round"/>
      <path d="M6 -34 L-12 -4 M10 -34 L22 -6" stroke="#6b7280" stroke-width="2.5"/>
      <circle cx="12" cy="-49" r="7" fill="#f1c7a3"/><path d="M5 -50 A7 7 0 0 1 19 -50 Z" fill="${yellow}"/></g>`;
  const skiers = [
    [520, 700, 1.6, "#e4572e", 1],
    [760, 650, 1.3, yellow, -1],
    [640, 800, 2, "#29a19c", 1],
    [960, 700, 1.5, "#c45ab3", -1],
    [840, 790, 1.8, "#7fb7ff", 1],
  ]
    .map(skier)
    .join("");
  const lift = (() => {
    const a = [940, 910];
    const b = [1620, 230];
    const at = (t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    let svg = "";
    for (const t of [0.22, 0.6]) {
      const [x, y] = at(t);
      svg += `<rect x="${x - 6}" y="${y - 6}" width="12" height="190" fill="#39415a"/>
        <rect x="${x - 30}" y="${y - 10}" width="60" height="10" rx="3" fill="#39415a"/>`;
    }
    svg += `<path d="M${a.join(" ")} L${b.join(" ")}" stroke="#1f2937" stroke-width="4"/>`;
    for (let t = 0.06; t < 1; t += 0.09) {
      const [x, y] = at(t);
      svg += `<path d="M${x} ${y} V${y + 40} M${x - 14} ${y + 40} H${x + 12} V${y + 58}" fill="none"
        stroke="#1f2937" stroke-width="4" stroke-linejoin="round"/>`;
      if (Math.round(t * 100) % 2 === 0) {
        svg += `<circle cx="${x - 4}" cy="${y + 30}" r="7" fill="${bulbColors[Math.round(t * 30) % 5]}"/>`;
      }
    }
    return svg;
  })();
  return svgDoc(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1d45"/><stop offset="0.45" stop-color="#27408f"/>
      <stop offset="0.75" stop-color="#7a5cc2"/><stop offset="1" stop-color="#e58fb7"/></linearGradient>
    <radialGradient id="warm"><stop offset="0" stop-color="#ffd166" stop-opacity="0.6"/><stop offset="1" stop-color="#ffd166" stop-opacity="0"/></radialGradient>
    <linearGradient id="snow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe8f7"/><stop offset="1" stop-color="#ffffff"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars}
    <circle cx="1380" cy="232" r="84" fill="#fff4d6" opacity="0.15"/><circle cx="1380" cy="232" r="44" fill="#fff4d6"/>
    ${firework(250, 250, 50, "#f7a072")}${firework(1030, 240, 56, yellow)}
    ${ridge({ seed: 4, width: W, base: 560, amplitude: 330, peaks: 9, fill: "#8ea3d6", snow: true })}
    ${ridge({ seed: 11, width: W, base: 620, amplitude: 190, peaks: 13, fill: "#5f77b8", snow: true })}
    <path d="M0 610 Q420 520 880 590 T1600 560 L1600 900 L0 900 Z" fill="url(#snow)"/>
    <path d="M690 560 Q580 680 740 770 T690 900 M930 600 Q1040 700 880 800" fill="none" stroke="#c9d6ec" stroke-width="8"/>
    ${trees}
    <circle cx="350" cy="650" r="230" fill="url(#warm)"/>
    <rect x="250" y="610" width="200" height="110" fill="#7a4b33"/>
    <path d="M226 622 L350 530 L474 622 Z" fill="#4a2e1f"/><path d="M236 614 L350 530 L464 614 L452 622 L350 548 L248 622 Z" fill="#f4f7fb"/>
    <rect x="276" y="640" width="44" height="36" rx="4" fill="#ffd166"/><rect x="380" y="640" width="44" height="36" rx="4" fill="#ffd166"/>
    <rect x="332" y="660" width="36" height="60" rx="4" fill="#ffb347"/>
    ${lift}
    ${skiers}
    ${strand(60, 80, 50, 20, 0)}${strand(120, 90, 40, 17, 2)}`,
  );
}

function eyCompetition() {
  const chart = [
    [780, 460],
    [840, 440],
    [900, 452],
    [960, 400],
    [1020, 410],
    [1080, 330],
    [1140, 270],
    [1196, 190],
  ];
  const linePath = chart.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  let grid = "";
  for (let i = 0; i < 5; i++) {
    grid += `<path d="M770 ${190 + i * 70} H1220" stroke="#22406f" stroke-width="2"/>`;
  }
  for (let i = 0; i < 7; i++) {
    grid += `<path d="M${780 + i * 70} 170 V480" stroke="#22406f" stroke-width="2"/>`;
  }
  const monitor = (x) =>
    `<rect x="${x - 80}" y="530" width="160" height="100" rx="8" fill="#1f2f52"/>
    <rect x="${x - 70}" y="540" width="140" height="80" rx="4" fill="#0f2447"/>
    <path d="M${x - 58} 604 L${x - 30} 590 L${x} 596 L${x + 30} 570 L${x + 56} 556" fill="none" stroke="#ff4d4f" stroke-width="5"/>
    <rect x="${x - 58}" y="552" width="60" height="8" rx="4" fill="#7fb7ff"/>
    <rect x="${x - 8}" y="630" width="16" height="14" fill="#1f2f52"/>`;
  const panel = (x) =>
    `<rect x="${x}" y="140" width="230" height="180" rx="10" fill="#1f2f52"/>
    <rect x="${x + 12}" y="152" width="206" height="156" rx="6" fill="#0b1833"/>
    <circle cx="${x + 70}" cy="230" r="44" fill="none" stroke="#22406f" stroke-width="14"/>
    <path d="M${x + 70} 186 A44 44 0 1 1 ${x + 28} 244" fill="none" stroke="${yellow}" stroke-width="14"/>
    <rect x="${x + 136}" y="250" width="18" height="44" fill="#29a19c"/><rect x="${x + 162}" y="220" width="18" height="74" fill="#ff4d4f"/>
    <rect x="${x + 188}" y="190" width="18" height="104" fill="#ff4d4f"/>`;
  return svgDoc(
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1630"/><stop offset="1" stop-color="#17305c"/></linearGradient>
    <radialGradient id="alarm" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#e03131" stop-opacity="0.35"/><stop offset="1" stop-color="#e03131" stop-opacity="0"/></radialGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4d4f" stop-opacity="0.45"/><stop offset="1" stop-color="#ff4d4f" stop-opacity="0.05"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect width="${W}" height="${H}" fill="url(#alarm)"/>
    ${panel(60)}${panel(1310)}
    <rect x="330" y="70" width="940" height="470" rx="14" fill="#1f2f52"/>
    <rect x="350" y="90" width="900" height="430" rx="6" fill="#0b1833"/>
    <rect x="350" y="90" width="900" height="46" fill="#c92a2a"/>
    <rect x="372" y="106" width="180" height="14" rx="7" fill="#ffffff" opacity="0.9"/>
    <rect x="566" y="106" width="90" height="14" rx="7" fill="#ffffff" opacity="0.5"/>
    <circle cx="1180" cy="113" r="9" fill="${yellow}"/><circle cx="1210" cy="113" r="9" fill="#ffffff"/>
    <circle cx="570" cy="330" r="170" fill="none" stroke="#e03131" stroke-width="6" opacity="0.35"/>
    <path d="M570 190 L690 410 L450 410 Z" fill="${yellow}" stroke="${yellow}" stroke-width="30" stroke-linejoin="round"/>
    <rect x="556" y="250" width="28" height="104" rx="14" fill="#0b1833"/>
    <circle cx="570" cy="386" r="16" fill="#0b1833"/>
    ${grid}
    <path d="${linePath} L1196 480 L780 480 Z" fill="url(#area)"/>
    <path d="${linePath}" fill="none" stroke="#ff4d4f" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M1168 186 L1212 170 L1206 216 Z" fill="#ff4d4f"/>
    ${chart
      .slice(0, -1)
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#ffffff"/>`)
      .join("")}
    <rect y="640" width="${W}" height="${H - 640}" fill="#0c1731"/>
    ${[150, 470, 800, 1130, 1450].map(monitor).join("")}
    <rect y="640" width="${W}" height="26" fill="#2a3b63"/>
    <rect y="666" width="${W}" height="14" fill="#1d2b4c"/>
    ${person({ x: 310, ground: 960, height: 470, shirt: blue, skin: skins[0], hair: hairs[1], hairStyle: 1, back: true })}
    ${person({ x: 640, ground: 950, height: 460, shirt: "#e4572e", skin: skins[2], hair: hairs[4], back: true, arms: "raise" })}
    ${person({ x: 970, ground: 965, height: 480, shirt: "#ffffff", skin: skins[4], hair: hairs[3], back: true })}
    ${person({ x: 1290, ground: 955, height: 465, shirt: yellow, skin: skins[3], hair: hairs[0], back: true })}`,
  );
}

function ecotechChallenge() {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<path d="M${(1380 + Math.cos(a) * 95).toFixed(0)} ${(150 + Math.sin(a) * 95).toFixed(0)}
      L${(1380 + Math.cos(a) * 125).toFixed(0)} ${(150 + Math.sin(a) * 125).toFixed(0)}" stroke="${yellow}" stroke-width="10" stroke-linecap="round"/>`;
  }).join("");
  const cloud = (x, y, s) =>
    `<g fill="#ffffff" opacity="0.9" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="70" ry="26"/>
    <circle cx="-20" cy="-18" r="30"/><circle cx="22" cy="-24" r="36"/></g>`;
  const turbine = (x, base, hub, blade, angle) =>
    `<path d="M${x - 12} ${base} L${x + 12} ${base} L${x + 5} ${hub} L${x - 5} ${hub} Z" fill="#ffffff" stroke="#b8c4d6" stroke-width="3"/>
    ${[0, 120, 240]
      .map(
        (a) =>
          `<path d="M${x} ${hub} Q${x + blade * 0.1} ${hub - blade * 0.3} ${x + 3} ${hub - blade} Q${x - blade * 0.08} ${hub - blade * 0.35} ${x - 6} ${hub - 4} Z"
            fill="#ffffff" stroke="#b8c4d6" stroke-width="3" transform="rotate(${angle + a} ${x} ${hub})"/>`,
      )
      .join("")}
    <circle cx="${x}" cy="${hub}" r="${blade * 0.07}" fill="${blue}"/>`;
  const corners = [
    [220, 460],
    [560, 460],
    [600, 620],
    [170, 620],
  ];
  const lerp = (p, q, t) => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  let cells = "";
  for (let i = 1; i < 5; i++) {
    const [a, b] = [lerp(corners[0], corners[1], i / 5), lerp(corners[3], corners[2], i / 5)];
    cells += `M${a[0]} ${a[1]} L${b[0]} ${b[1]} `;
  }
  for (let j = 1; j < 3; j++) {
    const [a, b] = [lerp(corners[0], corners[3], j / 3), lerp(corners[1], corners[2], j / 3)];
    cells += `M${a[0]} ${a[1]} L${b[0]} ${b[1]} `;
  }
  const leaves = [
    [120, 840, -35, 1.5, "#166534"],
    [210, 880, 15, 1.1, "#5fb35a"],
    [40, 780, -70, 1.2, "#9bd56b"],
    [1470, 850, 40, 1.6, "#166534"],
    [1380, 880, -10, 1.1, "#9bd56b"],
    [1560, 760, 75, 1.2, "#5fb35a"],
    [430, 800, -55, 0.9, "#9bd56b"],
    [1150, 800, 55, 0.9, "#9bd56b"],
  ]
    .map((l) => leaf(...l))
    .join("");
  return svgDoc(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfeafc"/><stop offset="1" stop-color="#f1fbea"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1380" cy="150" r="70" fill="${yellow}"/>${rays}
    ${cloud(300, 150, 1.2)}${cloud(820, 110, 0.9)}
    <path d="M0 520 Q400 420 800 500 T1600 470 L1600 900 L0 900 Z" fill="#9bd56b"/>
    ${turbine(1490, 500, 330, 90, 35)}${turbine(90, 540, 360, 70, 10)}
    <path d="M0 630 Q500 550 1000 630 T1600 610 L1600 900 L0 900 Z" fill="#5fb35a"/>
    ${turbine(1230, 690, 280, 160, 20)}
    <path d="M260 620 L250 700 M520 620 L530 700" stroke="#6b7280" stroke-width="12" stroke-linecap="round"/>
    <path d="M${corners.map((c) => c.join(" ")).join(" L")} Z" fill="${blue}" stroke="${darkBlue}" stroke-width="8" stroke-linejoin="round"/>
    <path d="${cells}" stroke="#7fb7ff" stroke-width="4"/>
    <path d="M300 460 L380 460 L260 620 L180 620 Z" fill="#ffffff" opacity="0.12"/>
    <path d="M0 770 Q800 700 1600 780 L1600 900 L0 900 Z" fill="#2f8f4e"/>
    <rect x="580" y="400" width="440" height="290" rx="16" fill="#1f2937"/>
    <rect x="600" y="420" width="400" height="250" rx="6" fill="#f1fbea"/>
    <path d="M520 690 H1080 L1120 730 Q1120 742 1108 742 H492 Q480 742 480 730 Z" fill="#c9d2df"/>
    <rect x="750" y="692" width="100" height="10" rx="5" fill="#9aa6b8"/>
    ${leaf(720, 630, -20, 1.5, "#2f8f4e")}${leaf(740, 640, 35, 1, "#9bd56b")}
    <rect x="830" y="580" width="30" height="60" rx="4" fill="#9bd56b"/><rect x="874" y="540" width="30" height="100" rx="4" fill="#5fb35a"/>
    <rect x="918" y="490" width="30" height="150" rx="4" fill="#2f8f4e"/>
    <path d="M820 560 L880 520 L920 530 L970 470" fill="none" stroke="${yellow}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="900" y="436" width="70" height="28" rx="6" fill="none" stroke="#2f8f4e" stroke-width="5"/>
    <rect x="906" y="442" width="40" height="16" rx="3" fill="#5fb35a"/><rect x="972" y="444" width="6" height="12" rx="2" fill="#2f8f4e"/>
    ${leaves}`,
  );
}

function levels() {
  const sheet = (angle, lines) => {
    let svg = `<g transform="rotate(${angle} 450 460)">
      <path d="M320 275 H566 L610 319 V655 Q610 667 598 667 H320 Q308 667 308 655 V287 Q308 275 320 275 Z" fill="${darkBlue}" opacity="0.1" transform="translate(8 12)"/>
      <path d="M320 265 H566 L610 309 V645 Q610 657 598 657 H320 Q308 657 308 645 V277 Q308 265 320 265 Z" fill="#ffffff" stroke="#d5dbe6" stroke-width="3"/>
      <path d="M566 265 V309 H610 Z" fill="#dbe3ef"/>`;
    if (lines) {
      svg += `<rect x="340" y="300" width="150" height="20" rx="10" fill="${blue}"/>
        <rect x="340" y="350" width="100" height="80" rx="6" fill="#dbe7f7"/>
        <path d="M350 420 L380 385 L400 405 L415 392 L432 420 Z" fill="#7fb7ff"/>`;
      [230, 200, 220, 120, 236, 210, 180, 236, 150].forEach((w, i) => {
        const y = i < 3 ? 356 + i * 28 : 356 + i * 30 + 20;
        const x = i < 3 ? 458 : 340;
        const width = i < 3 ? w - 110 : w;
        svg += `<rect x="${x}" y="${y}" width="${width}" height="11" rx="5.5" fill="#c5cfdd"/>`;
      });
      svg += `<rect x="334" y="523" width="210" height="22" rx="4" fill="${yellow}" opacity="0.45"/>`;
    }
    return `${svg}</g>`;
  };
  const cols = [930, 1090, 1220];
  const statuses = ["#29a19c", yellow, "#29a19c", "#e4572e", blue];
  let rows = "";
  for (let r = 0; r < 5; r++) {
    const y = 310 + r * 68;
    rows += `<rect x="920" y="${y}" width="440" height="68" fill="${r % 2 ? "#f3f6fb" : "#ffffff"}"/>
      <circle cx="${cols[0] + 22}" cy="${y + 34}" r="12" fill="${[blue, "#7fb7ff", darkBlue, "#9bb4d8", blue][r]}"/>
      <rect x="${cols[0] + 46}" y="${y + 28}" width="${[90, 70, 100, 80, 60][r]}" height="12" rx="6" fill="#9aa6b8"/>
      <rect x="${cols[1] + 10}" y="${y + 28}" width="${[90, 60, 100, 40, 76][r]}" height="12" rx="6" fill="${blue}" opacity="0.6"/>
      <rect x="${cols[2] + 14}" y="${y + 20}" width="96" height="28" rx="14" fill="${statuses[r]}" opacity="0.85"/>`;
  }
  const bits = Array.from({ length: 6 }, (_, i) => {
    const x = 650 + i * 42;
    const y = 560 + Math.sin(i * 1.3) * 10;
    return `<rect x="${x}" y="${y.toFixed(0)}" width="22" height="22" rx="5" fill="${i % 2 ? yellow : blue}" opacity="${(0.35 + i * 0.12).toFixed(2)}"/>`;
  }).join("");
  return svgDoc(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe9f8"/><stop offset="1" stop-color="#f7f9fc"/></linearGradient>
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.5" fill="#c6d4ea"/></pattern>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <rect width="${W}" height="${H}" fill="url(#dots)"/>
    <circle cx="260" cy="800" r="300" fill="${blue}" opacity="0.07"/>
    <circle cx="1420" cy="110" r="240" fill="${yellow}" opacity="0.14"/>
    ${sheet(-9, false)}${sheet(-3, false)}${sheet(3, true)}
    ${[660, 730, 800]
      .map(
        (x, i) =>
          `<path d="M${x} 410 L${x + 40} 460 L${x} 510" fill="none" stroke="${blue}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" opacity="${0.4 + i * 0.3}"/>`,
      )
      .join("")}
    ${bits}
    ${sparkle(770, 290, 58, yellow)}${sparkle(840, 226, 24, blue)}${sparkle(700, 220, 16, yellow)}
    <rect x="932" y="262" width="440" height="400" rx="16" fill="${darkBlue}" opacity="0.1"/>
    <rect x="920" y="250" width="440" height="400" rx="16" fill="#ffffff"/>
    <path d="M920 310 V266 Q920 250 936 250 H1344 Q1360 250 1360 266 V310 Z" fill="${blue}"/>
    ${rows}
    <rect x="920" y="250" width="440" height="400" rx="16" fill="none" stroke="#c9d6ea" stroke-width="3"/>
    <path d="M${cols[1]} 250 V650 M${cols[2]} 250 V650" stroke="#c9d6ea" stroke-width="2"/>
    ${cols.map((x, i) => `<rect x="${x + 10}" y="273" width="${[110, 80, 80][i]}" height="14" rx="7" fill="#ffffff" opacity="0.9"/>`).join("")}
    <rect x="1300" y="170" width="120" height="52" rx="12" fill="#ffffff" stroke="#c9d6ea" stroke-width="3"/>
    <path d="M1324 186 Q1314 186 1314 196 Q1314 202 1308 202 Q1314 202 1314 208 Q1314 216 1324 216
      M1396 186 Q1406 186 1406 196 Q1406 202 1412 202 Q1406 202 1406 208 Q1406 216 1396 216" fill="none" stroke="${blue}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="1346" cy="201" r="5" fill="${yellow}"/><circle cx="1360" cy="201" r="5" fill="${yellow}"/><circle cx="1374" cy="201" r="5" fill="${yellow}"/>`,
  );
}

function studentTechClash() {
  const next = random(61);
  const confettiColors = [yellow, "#e4572e", "#29a19c", "#c45ab3", "#7fb7ff"];
  let confetti = "";
  for (let i = 0; i < 46; i++) {
    const x = next() * W;
    const y = 20 + next() * 560;
    if (x > 380 && x < 1220 && y > 70 && y < 510) continue;
    confetti += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="14" height="7" rx="2" fill="${confettiColors[i % 5]}"
      transform="rotate(${(next() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }
  const beam = (x, to) =>
    `<path d="M${x - 20} -10 L${x + 20} -10 L${to + 190} 640 L${to - 190} 640 Z" fill="url(#beam)"/>`;
  const nodes = [
    [880, 200, "#29a19c"],
    [1000, 160, yellow],
    [1120, 220, "#c45ab3"],
    [910, 320, "#7fb7ff"],
    [1040, 300, "#ffffff"],
    [1140, 370, "#29a19c"],
    [990, 430, yellow],
    [860, 430, "#c45ab3"],
  ];
  const edges = [
    [0, 1],
    [1, 2],
    [0, 3],
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 5],
    [2, 5],
    [4, 6],
    [3, 7],
    [6, 7],
    [5, 6],
  ];
  const network =
    edges
      .map(
        ([a, b]) =>
          `<path d="M${nodes[a][0]} ${nodes[a][1]} L${nodes[b][0]} ${nodes[b][1]}" stroke="#7fb7ff" stroke-opacity="0.6" stroke-width="5"/>`,
      )
      .join("") +
    nodes
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="32" fill="${c}" opacity="0.2"/><circle cx="${x}" cy="${y}" r="24" fill="${c}"/>
          <circle cx="${x - 8}" cy="${y - 2}" r="4" fill="#0d1230"/><circle cx="${x + 8}" cy="${y - 2}" r="4" fill="#0d1230"/>
          <path d="M${x - 7} ${y + 8} Q${x} ${y + 13} ${x + 7} ${y + 8}" fill="none" stroke="#0d1230" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join("");
  const bulbRays = [-150, -120, -90, -60, -30, 0, 180]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<path d="M${(590 + Math.cos(a) * 98).toFixed(0)} ${(260 + Math.sin(a) * 98).toFixed(0)}
        L${(590 + Math.cos(a) * 126).toFixed(0)} ${(260 + Math.sin(a) * 126).toFixed(0)}" stroke="${yellow}" stroke-width="9" stroke-linecap="round"/>`;
    })
    .join("");
  const stageLights = Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${200 + i * 109}" cy="650" r="7" fill="${yellow}"/>`,
  ).join("");
  return svgDoc(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#11163a"/><stop offset="1" stop-color="#2a3275"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.35"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0.04"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${yellow}" stop-opacity="0.45"/><stop offset="1" stop-color="${yellow}" stop-opacity="0"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 100}" y="0" width="50" height="640" fill="#ffffff" opacity="0.025"/>`).join("")}
    ${confetti}
    <rect x="400" y="90" width="800" height="400" rx="14" fill="#0d1230" stroke="#3b4696" stroke-width="8"/>
    <circle cx="590" cy="270" r="150" fill="url(#glow)"/>
    ${bulbRays}
    <circle cx="590" cy="255" r="70" fill="${yellow}"/>
    <path d="M556 306 H624 L614 350 H566 Z" fill="${yellow}"/>
    <path d="M565 262 L578 240 L590 262 L602 240 L615 262" fill="none" stroke="#fff7d6" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M590 262 V320" stroke="#fff7d6" stroke-width="6"/>
    <rect x="564" y="354" width="52" height="12" rx="5" fill="#c9d2df"/><rect x="566" y="370" width="48" height="12" rx="5" fill="#c9d2df"/>
    <path d="M576 386 H604 Q598 400 590 400 Q582 400 576 386 Z" fill="#9aa6b8"/>
    <path d="M760 210 L720 300 H752 L730 380 L800 270 H766 L790 210 Z" fill="#e4572e"/>
    ${network}
    ${beam(300, 420)}${beam(800, 800)}${beam(1300, 1250)}
    <rect x="140" y="600" width="1320" height="24" fill="#4a54a8"/>
    <rect x="140" y="624" width="1320" height="100" fill="#232a66"/>
    ${stageLights}
    ${person({ x: 330, ground: 604, height: 330, shirt: "#29a19c", skin: skins[1], hair: hairs[2], hairStyle: 2 })}
    <path d="M250 604 H410 L396 470 H264 Z" fill="${blue}"/><rect x="264" y="470" width="132" height="14" fill="${darkBlue}"/>
    <rect x="300" y="520" width="60" height="10" rx="5" fill="${yellow}"/>
    <path d="M292 468 L312 430 H372 L364 468 Z" fill="#c9d2df"/>
    ${person({ x: 1290, ground: 604, height: 400, shirt: "#e4572e", skin: skins[0], hair: hairs[0], legs: true, arms: "point" })}
    ${crowd({ seed: 67, count: 10, from: -20, to: 1620, ground: 980, height: 360, back: true, armsUp: 0.3, shirts: ["#0c1030", "#171d4a", "#1f2660"], hairs: ["#06081a", "#0b0e25"] })}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Writing the files

const jpeg = { quality: 85, mozjpeg: true };
const outputs = [
  ...portraits.map(([name, svg]) => ["team", name, svg]),
  ["events", "weekly-meeting.jpg", weeklyMeeting()],
  ["events", "snowweek.jpg", snowweek()],
  ["events", "ey-competition.jpg", eyCompetition()],
  ["events", "ecotech-challenge.jpg", ecotechChallenge()],
  ["events", "levels.jpg", levels()],
  ["events", "student-tech-clash.jpg", studentTechClash()],
];

for (const [folder, name, svg] of outputs) {
  mkdirSync(join(assets, folder), { recursive: true });
  const file = join(assets, folder, name);
  await sharp(Buffer.from(svg)).jpeg(jpeg).toFile(file);
  console.log(`wrote ${file}`);
}

mkdirSync(join(assets, "sponsors"), { recursive: true });
for (let n = 1; n <= sponsorMarks.length; n++) {
  const file = join(assets, "sponsors", `sponsor-${n}.svg`);
  writeFileSync(file, sponsorLogo(n));
  console.log(`wrote ${file}`);
}
