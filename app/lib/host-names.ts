/**
 * Whether a web address's host name is what it looks like. A name that mixes alphabets within
 * one part (`www.exаmple.com`, its `а` Cyrillic) is how an address imitates another site, in
 * letters or in the punycode (`xn--exmple-4nf`) that browsers and URL parsers turn it into.
 * Plain functions for the build and the CMS in the browser, which has nothing to decode punycode.
 */

/** Unicode scripts a letter of a name may be in; a letter of any other script counts as one
 * script of its own ("another script"). */
const scriptNames = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Georgian",
  "Hangul",
  "Ethiopic",
  "Cherokee",
  "Khmer",
  "Mongolian",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
] as const;

const scripts = scriptNames.map((name) => ({
  name,
  pattern: new RegExp(`\\p{Script=${name}}`, "u"),
}));

/** Digits, hyphens and combining marks belong to no alphabet of their own. */
const neutral = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The mixes a name may hold, as Unicode's "highly restrictive" profile allows (UTS #39 §5.2): one
 * script, or Latin with the scripts written together in Japanese, Chinese or Korean.
 */
const allowedMixes: readonly (readonly string[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

function scriptOf(character: string): string | undefined {
  if (neutral.test(character)) return undefined;
  return scripts.find(({ pattern }) => pattern.test(character))?.name ?? "another script";
}

// Punycode (RFC 3492), decoding only: the parameters of IDNA.
const base = 36;
const tMin = 1;
const tMax = 26;
const skew = 38;
const damp = 700;
const maxInt = 0x7fffffff;

function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / damp) : Math.floor(delta / 2);
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((base - tMin) * tMax) / 2) {
    scaled = Math.floor(scaled / (base - tMin));
    k += base;
  }
  return k + Math.floor(((base - tMin + 1) * scaled) / (scaled + skew));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return base;
}

/** The Unicode name a punycode label stands for (`exmple-4nf` → `exаmple`, without `xn--`), or
 * undefined when it is no valid punycode. */
export function decodePunycode(encoded: string): string | undefined {
  const delimiter = encoded.lastIndexOf("-");
  const output: number[] = [];
  for (let index = 0; index < Math.max(delimiter, 0); index++) {
    const code = encoded.charCodeAt(index);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = 0x80;
  let bias = 72;
  let i = 0;
  for (let index = delimiter > 0 ? delimiter + 1 : 0; index < encoded.length;) {
    const before = i;
    for (let weight = 1, k = base; ; k += base) {
      if (index >= encoded.length) return undefined;
      const digit = digitOf(encoded.charCodeAt(index++));
      if (digit >= base || digit > Math.floor((maxInt - i) / weight)) return undefined;
      i += digit * weight;
      const threshold = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
      if (digit < threshold) break;
      if (weight > Math.floor(maxInt / (base - threshold))) return undefined;
      weight *= base - threshold;
    }
    const length = output.length + 1;
    bias = adapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    if (n > 0x10ffff) return undefined;
    i %= length;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/**
 * The letters of a script that look like Latin ones in an address bar (in lower case, as URL
 * parsers write host names), and the top-level names where a name spelled with them alone is at
 * home. A name spelled only with these letters, in one such script (`аррӏе.com`, all Cyrillic,
 * `xn--80ak6aa92e.com`), reads as a Latin name though it mixes nothing: a "whole-script
 * confusable" (UTS #39 §4). A small table, after the letters browsers' own checks list, not
 * Unicode's full confusables data: Cyrillic and Greek only, the scripts that imitate Latin best.
 */
const latinLookalikes: Record<
  string,
  { letters: Record<string, string>; homes: readonly string[] }
> = {
  Cyrillic: {
    letters: lookalikes("асԁеһіјӏорԛѕԝхуъьҽпгѵѡ", "acdehijlopqswxybbenrvw"),
    homes: ["bg", "by", "kz", "ru", "su", "ua", "uz"],
  },
  Greek: { letters: lookalikes("αγικνορτυχ", "ayikvoptux"), homes: ["gr", "cy"] },
};

/** Letters paired with the Latin ones they pass for. */
function lookalikes(letters: string, latin: string): Record<string, string> {
  const latinLetters = Array.from(latin);
  return Object.fromEntries(
    Array.from(letters).map((letter, index) => [letter, latinLetters[index] ?? ""]),
  );
}

/** A host name's label as it reads: punycode decoded (undefined when it is no valid punycode). */
function decodedLabel(label: string): string | undefined {
  return label.startsWith("xn--") ? decodePunycode(label.slice(4)) : label;
}

/**
 * Why a host name (as a URL parser gives it: lower case, international parts in punycode) is not
 * what it looks like, or undefined: every part decodes, none mixes alphabets beyond what
 * `allowedMixes` allows, and none is spelled only with letters that imitate Latin ones
 * (`latinLookalikes`), unless the top-level name is of that script or its countries (`хор.рф`).
 */
export function hostNameProblem(hostname: string): string | undefined {
  const topLevel = decodedLabel(hostname.split(".").at(-1) ?? "") ?? "";
  for (const label of hostname.split(".")) {
    const name = decodedLabel(label);
    if (name === undefined) {
      return `must name a real site: "${label}" is no valid international name`;
    }
    const found = Array.from(name).flatMap((character) => {
      const script = scriptOf(character);
      return script ? [{ character, script }] : [];
    });
    const used = [...new Set(found.map(({ script }) => script))];
    const [only] = used;
    const imitated = used.length === 1 && only ? latinLookalikes[only] : undefined;
    if (
      imitated &&
      found.every(({ character }) => Object.hasOwn(imitated.letters, character)) &&
      !imitated.homes.includes(topLevel) &&
      !Array.from(topLevel).some((character) => scriptOf(character) === only)
    ) {
      const latin = Array.from(name, (character) => imitated.letters[character] ?? character);
      return `must not be spelled only with ${only} letters that look like Latin ones, as addresses that imitate another site do: "${name}" passes for "${latin.join("")}"`;
    }
    if (
      used.length < 2 ||
      allowedMixes.some((mix) => used.every((script) => mix.includes(script)))
    ) {
      continue;
    }
    const counts = used.map((script) => found.filter((letter) => letter.script === script).length);
    const main = used[counts.indexOf(Math.max(...counts))];
    const odd = found.find(({ script }) => script !== main);
    const code = `U+${(odd?.character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
    return `must not mix alphabets in one name, as addresses that imitate another site do: "${name}" has ${main} letters and "${odd?.character}" (${code}, ${odd?.script})`;
  }
  return undefined;
}
