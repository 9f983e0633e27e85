import { describe, expect, it } from "vitest";
import { characterLabel, firstUnwantedCharacter } from "./characters";

/** What the rule says of a character inside a word. */
const kindOf = (character: string) => firstUnwantedCharacter(`Robo${character}tics`)?.kind;

describe("firstUnwantedCharacter", () => {
  it("refuses a letter with more than four marks stacked on it, and only that", () => {
    const zalgo = `Z${"\u0301\u0316".repeat(400)}algo`;
    expect(firstUnwantedCharacter(zalgo)).toEqual({
      kind: "marks",
      character: `Z${"\u0301\u0316".repeat(400)}`,
    });
    expect(firstUnwantedCharacter(`Robo${"t\u0308\u0301\u0323\u0330\u0334"}ics`)?.kind).toBe(
      "marks",
    );
    // Enclosing marks count too.
    expect(firstUnwantedCharacter(`a${"\u20dd".repeat(5)}`)?.kind).toBe("marks");
    for (const text of [
      // Decomposed Vietnamese (e, circumflex, dot below), Hebrew with points, Hindi, Thai, Tibetan.
      "Vie\u0323\u0302t Nam",
      "בְּרֵאשִׁית",
      "हिन्दी",
      "ที่นี่",
      "བསྒྲུབས",
      `t${"\u0301".repeat(4)}`,
    ]) {
      expect(firstUnwantedCharacter(text), text).toBeUndefined();
    }
  });

  it("refuses every zero-width character, the byte order mark and the word joiner", () => {
    for (const character of ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]) {
      expect(kindOf(character), characterLabel(character)).toBe("invisible");
    }
  });

  it("refuses every direction mark, override and isolate", () => {
    for (const character of [
      "\u200e",
      "\u200f",
      "\u061c",
      "\u202a",
      "\u202b",
      "\u202c",
      "\u202d",
      "\u202e",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
    ]) {
      expect(kindOf(character), characterLabel(character)).toBe("direction");
    }
  });

  it("refuses tag characters, the invisible copies of ASCII", () => {
    for (const code of [0xe0001, 0xe0020, 0xe0041, 0xe007a, 0xe007f]) {
      expect(kindOf(String.fromCodePoint(code)), code.toString(16)).toBe("tag");
    }
  });

  it("refuses half of a character", () => {
    expect(kindOf("\ud800")).toBe("surrogate");
    expect(kindOf("\udfff")).toBe("surrogate");
    expect(firstUnwantedCharacter("end\ud83d")?.kind).toBe("surrogate");
  });

  it("refuses what else a reader cannot see or fonts draw as they like", () => {
    const invisible = {
      "soft hyphen": "\u00ad",
      "combining grapheme joiner": "\u034f",
      "Mongolian vowel separator": "\u180e",
      "invisible operators": "\u2061\u2062\u2063\u2064",
      "Hangul fillers": "\u115f\u1160\u3164\uffa0",
      "variation selectors on a letter": "\ufe00\ufe0f\u{e0100}",
      "interlinear annotation": "\ufff9\ufffa\ufffb",
      "braille blank": "\u2800",
      "Arabic number sign": "\u0600",
    };
    for (const [name, characters] of Object.entries(invisible)) {
      for (const character of characters) {
        expect(kindOf(character), `${name}: ${characterLabel(character)}`).toBe("invisible");
      }
    }
    expect(kindOf("\ue000")).toBe("private-use");
    expect(kindOf("\uf0b7")).toBe("private-use");
    expect(kindOf("\uffff")).toBe("noncharacter");
    expect(kindOf("\ufdd0")).toBe("noncharacter");
    expect(kindOf("\ufffd")).toBe("replacement");
    expect(kindOf("\u0007")).toBe("control");
    expect(kindOf("\u0085")).toBe("control");
  });

  it("keeps what people see: letters of any language, spaces, punctuation and emoji", () => {
    for (const text of [
      "Università, perché è così",
      "Αθήνα, Київ, 東京, 서울, القاهرة",
      "5\u00a0km, 10\u202f000, a\u2009b",
      "Tech Clash — “AI” · 1–2 ½ € £",
      "👩‍💻 team, ❤️ and ☺︎, 👍🏽, 🧑🏽‍🤝‍🧑🏻, 🏳️‍🌈, 1️⃣",
      "line one\nline two\tand a tab",
    ]) {
      expect(firstUnwantedCharacter(text), text).toBeUndefined();
    }
  });

  it("refuses the joiner and variation selectors outside an emoji", () => {
    expect(firstUnwantedCharacter("a\u200db")?.kind).toBe("invisible");
    expect(firstUnwantedCharacter("👩\u200d")?.kind).toBe("invisible");
    expect(firstUnwantedCharacter("\u200d💻")?.kind).toBe("invisible");
    expect(firstUnwantedCharacter("a\ufe0f")?.kind).toBe("invisible");
  });
});

describe("characterLabel", () => {
  it("gives the code, and the name people may know", () => {
    expect(characterLabel("\u200b")).toBe("U+200B, zero width space");
    expect(characterLabel("\u00ad")).toBe("U+00AD, soft hyphen");
    expect(characterLabel("\ufe0f")).toBe("U+FE0F, variation selector");
    expect(characterLabel("\u{e0041}")).toBe("U+E0041");
  });
});
