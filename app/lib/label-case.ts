/**
 * The case of a label is the site's, not whoever typed it (decision 0049): a label written all
 * in capitals ("APPLY NOW", "¡APÚNTATE!", "ΟΙ ΑΙΤΗΣΕΙΣ ΕΚΛΕΙΣΑΝ") is shown in sentence case, lowered
 * with the rules of its language and its first letter raised again. A label with any small letter
 * keeps every capital it has: proper names and acronyms ("Subscribe in Google Calendar", "Join
 * EST") are the writer's to spell, and a label of one cased letter ("A") is left alone.
 */
export function labelCase(label: string, language: string): string {
  const cased = [...label].filter(
    (character) => character.toLocaleLowerCase(language) !== character.toLocaleUpperCase(language),
  );
  const allCapitals =
    cased.length > 1 &&
    cased.every((character) => character === character.toLocaleUpperCase(language));
  if (!allCapitals) return label;
  const lower = label.toLocaleLowerCase(language);
  const first = lower.search(/\p{L}/u);
  const letter = String.fromCodePoint(lower.codePointAt(first)!);
  return (
    lower.slice(0, first) + letter.toLocaleUpperCase(language) + lower.slice(first + letter.length)
  );
}
