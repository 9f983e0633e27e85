import { describe, expect, it } from "vitest";
import { labelCase } from "./label-case";

describe("labelCase", () => {
  it("writes a label typed in capitals in sentence case", () => {
    expect(labelCase("REGISTER TODAY", "en")).toBe("Register today");
    expect(labelCase("SAVE YOUR SEAT!", "en")).toBe("Save your seat!");
    expect(labelCase("ISCRIVETEVI!", "it")).toBe("Iscrivetevi!");
    expect(labelCase("¡APÚNTATE YA!", "es")).toBe("¡Apúntate ya!");
    expect(labelCase("S’INSCRIRE ICI\u00a0!", "fr")).toBe("S’inscrire ici\u00a0!");
    expect(labelCase("ÎNSCRIE ECHIPA", "ro")).toBe("Înscrie echipa");
  });

  it("lowers with the rules of the label's language", () => {
    // Greek: a sigma at the end of a word is final.
    expect(labelCase("ΟΙ ΑΙΤΗΣΕΙΣ ΕΚΛΕΙΣΑΝ", "el")).toBe("Οι αιτησεις εκλεισαν");
    // Turkish-style dotted capitals are the language's, not English's.
    expect(labelCase("İZMİR", "tr")).toBe("İzmir");
    expect(labelCase("ŻÓŁTA ŁÓDŹ", "pl")).toBe("Żółta łódź");
  });

  it("keeps the capitals of a label that has small letters: names and acronyms survive", () => {
    expect(labelCase("Meet us on Google Meet", "en")).toBe("Meet us on Google Meet");
    expect(labelCase("Join EST", "en")).toBe("Join EST");
    expect(labelCase("Our deck (PDF, 2 MB)", "en")).toBe("Our deck (PDF, 2 MB)");
    expect(labelCase("A", "en")).toBe("A");
    expect(labelCase("2025", "en")).toBe("2025");
  });
});
