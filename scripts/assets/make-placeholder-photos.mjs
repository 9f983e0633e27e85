// Draws the placeholder photos of the home page (the chapter's real photos were not available).
// Run once: `node scripts/assets/make-placeholder-photos.mjs`. The JPEGs it writes are sources like
// any photo: replace them with real photos of the same name and the build optimises those instead.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const outDir = join(import.meta.dirname, "../../app/assets/photos");
mkdirSync(outDir, { recursive: true });

/** Deterministic pseudo-random numbers, so the images are the same on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const shirts = ["#f2b705", "#e4572e", "#29a19c", "#ffffff", "#7fb7ff", "#c45ab3", "#9bd56b"];

function person({ x, ground, height, shirt, skin, armsUp = false }) {
  const head = height * 0.13;
  const shoulders = height * 0.3;
  const top = ground - height;
  const body = `M${x - shoulders / 2} ${ground} L${x - shoulders / 2} ${top + head * 2.6}
    Q${x - shoulders / 2} ${top + head * 2.1} ${x} ${top + head * 2.1}
    Q${x + shoulders / 2} ${top + head * 2.1} ${x + shoulders / 2} ${top + head * 2.6}
    L${x + shoulders / 2} ${ground} Z`;
  const arms = armsUp
    ? `<path d="M${x - shoulders / 2.4} ${top + head * 2.7} L${x - shoulders} ${top + head * 0.4}
        M${x + shoulders / 2.4} ${top + head * 2.7} L${x + shoulders} ${top + head * 0.4}"
        stroke="${shirt}" stroke-width="${shoulders / 4.5}" stroke-linecap="round"/>`
    : "";
  return `${arms}<path d="${body}" fill="${shirt}"/>
    <circle cx="${x}" cy="${top + head}" r="${head}" fill="${skin}"/>`;
}

function crowd({ seed, count, from, to, ground, height, armsUp = 0 }) {
  const next = random(seed);
  const skins = ["#f1c7a3", "#d9a47c", "#a86f4c", "#7a4b33", "#f5d6ba"];
  let svg = "";
  for (let i = 0; i < count; i++) {
    const x = from + ((to - from) * (i + 0.5)) / count + (next() - 0.5) * 30;
    svg += person({
      x,
      ground: ground + next() * 20,
      height: height * (0.85 + next() * 0.25),
      shirt: shirts[Math.floor(next() * shirts.length)],
      skin: skins[Math.floor(next() * skins.length)],
      armsUp: next() < armsUp,
    });
  }
  return svg;
}

function ridge({ seed, width, base, amplitude, peaks, fill, snow }) {
  const next = random(seed);
  const points = [];
  for (let i = 0; i <= peaks; i++) {
    const x = (width * i) / peaks;
    points.push([x, base - amplitude * (0.35 + next() * 0.65)]);
  }
  const line = points.map(([x, y]) => `L${x.toFixed(0)} ${y.toFixed(0)}`).join(" ");
  let caps = "";
  if (snow) {
    for (let i = 1; i < points.length - 1; i++) {
      const [x, y] = points[i];
      const [px, py] = points[i - 1];
      const [nx, ny] = points[i + 1];
      if (y < py && y < ny) {
        const d = 0.22;
        caps += `<path d="M${x} ${y} L${x + (px - x) * d} ${y + (py - y) * d} L${x - 10} ${y + (py - y) * d + 18}
          L${x + 12} ${y + (ny - y) * d + 10} L${x + (nx - x) * d} ${y + (ny - y) * d} Z" fill="#f4f7fb"/>`;
      }
    }
  }
  return `<path d="M0 ${base + 400} ${line} L${width} ${base + 400} Z" fill="${fill}"/>${caps}`;
}

function banner() {
  const w = 2400;
  const h = 1200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0e2a5c"/><stop offset="0.55" stop-color="#3d6fb6"/>
        <stop offset="0.85" stop-color="#f0a861"/><stop offset="1" stop-color="#f7c97e"/>
      </linearGradient>
      <radialGradient id="sun" cx="0.72" cy="0.78" r="0.35">
        <stop offset="0" stop-color="#fff1c9" stop-opacity="0.95"/><stop offset="1" stop-color="#fff1c9" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <rect width="${w}" height="${h}" fill="url(#sun)"/>
    ${ridge({ seed: 3, width: w, base: 820, amplitude: 420, peaks: 11, fill: "#5b79a8", snow: true })}
    ${ridge({ seed: 8, width: w, base: 900, amplitude: 260, peaks: 15, fill: "#34507f", snow: true })}
    ${ridge({ seed: 13, width: w, base: 980, amplitude: 140, peaks: 24, fill: "#1f3560" })}
    <rect y="1000" width="${w}" height="200" fill="#16284a"/>
    ${crowd({ seed: 21, count: 9, from: 700, to: 1900, ground: 1210, height: 420, armsUp: 0.4 })}
  </svg>`;
}

function groupOutside() {
  const w = 1600;
  const h = 1067;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#9cc3ef"/><stop offset="1" stop-color="#e8f1fb"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <rect x="120" y="220" width="1360" height="560" rx="12" fill="#c8b79a"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${170 + i * 150}" y="280" width="90" height="160" rx="45" fill="#7d6a55"/>`).join("")}
    <rect x="520" y="470" width="560" height="120" rx="10" fill="#1b4f9c"/>
    <rect x="560" y="505" width="480" height="16" rx="8" fill="#ffffff" opacity="0.9"/>
    <rect x="620" y="540" width="360" height="14" rx="7" fill="#f2b705"/>
    <rect y="780" width="${w}" height="${h - 780}" fill="#8f8a83"/>
    ${crowd({ seed: 5, count: 8, from: 150, to: 1450, ground: 1000, height: 430 })}
    ${crowd({ seed: 9, count: 7, from: 250, to: 1350, ground: 1090, height: 420, armsUp: 0.3 })}
  </svg>`;
}

function groupWorkshop() {
  const w = 1600;
  const h = 1067;
  const laptops = Array.from({ length: 4 }, (_, i) => {
    const x = 230 + i * 330;
    return `<path d="M${x} 760 h150 l20 -110 h-190 z" fill="#2b2f38"/>
      <path d="M${x - 6} 760 h162 v12 h-162 z" fill="#4c5260"/>
      <rect x="${x + 12}" y="662" width="146" height="86" fill="#7fb7ff" opacity="0.55" transform="skewX(-10) translate(${760 * 0.176} 0)"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#f3efe7"/>
    <rect x="90" y="90" width="620" height="380" rx="10" fill="#ffffff" stroke="#d5dbe6" stroke-width="6"/>
    <path d="M140 400 L260 300 L360 340 L480 200 L640 260" fill="none" stroke="#1b4f9c" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="480" cy="200" r="18" fill="#f2b705"/>
    <rect x="820" y="120" width="660" height="60" rx="30" fill="#1b4f9c" opacity="0.12"/>
    <rect x="820" y="220" width="520" height="40" rx="20" fill="#1b4f9c" opacity="0.12"/>
    ${crowd({ seed: 17, count: 7, from: 120, to: 1480, ground: 880, height: 470 })}
    <rect x="60" y="760" width="1480" height="40" rx="8" fill="#b98b5e"/>
    <rect x="60" y="800" width="${w - 120}" height="${h - 800}" fill="#9c7350"/>
    ${laptops}
  </svg>`;
}

const photos = [
  ["banner.jpg", banner()],
  ["group-1.jpg", groupOutside()],
  ["group-2.jpg", groupWorkshop()],
];

for (const [name, svg] of photos) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 88, mozjpeg: true }).toFile(join(outDir, name));
  console.log(`wrote ${join(outDir, name)}`);
}
