import { describe, expect, it } from "vitest";
import { createKnowledgeIndex, createVocabulary, expand, normalise, oneEditApart, words } from "./retrieval.server";

interface Doc {
  id: string;
  title: string;
  body: string;
}

const docs: Doc[] = [
  { id: "battery", title: "Battery storage", body: "Batteries store solar power for the evening." },
  { id: "install", title: "Installation time", body: "Installing panels takes 1-3 days on site." },
  { id: "cloudy", title: "Cloudy weather", body: "Panels generate from daylight on overcast days." },
  { id: "price", title: "Prices", body: "Solar panels start from £3,995 including VAT." },
];
const index = createKnowledgeIndex(
  docs,
  [
    { name: "title", boost: 2, text: (d) => d.title },
    { name: "body", boost: 1, text: (d) => d.body },
  ],
  { overcast: "cloudy", cost: "price", fitting: "installation" },
);
const top = (question: string, context?: string) => index.search({ question, context }, 1)[0];

describe("text handling", () => {
  it("drops stop words and apostrophes, keeps prices and sizes", () => {
    expect(words("What's the price of a 13.5kWh battery? £6,500?")).toEqual(["price", "13.5kwh", "battery", "£6500"]);
    // "Right" only checks a claim ("is £4500 right?"), as "actually" and "usually" only colour one.
    expect(words("is £4500 right, usually")).toEqual(["£4500"]);
  });

  it("joins '4 kw' as visitors type it to '4kw' as the content writes it", () => {
    expect(words("a 4 kW system")).toEqual(["4kw", "system"]);
    expect(words("a 4 kilowatt system, 13.5 kilowatt hours")).toEqual(["4kw", "system", "13.5kwh"]);
  });

  it("folds plurals only", () => {
    expect(["batteries", "panels", "glass", "bus", "days"].map(normalise)).toEqual([
      "battery",
      "panel",
      "glass",
      "bus",
      "day",
    ]);
  });

  it("expands a word to its roots and synonyms, never to Object's own properties", () => {
    expect(expand("cleaned", {})).toEqual(["cleaned", "clean"]);
    expect(expand("fitting", { fitting: "installation" })).toEqual(["fitting", "fitt", "fit", "installation"]);
    expect(expand("constructor", {})).toEqual(["constructor"]);
  });
});

describe("vocabulary", () => {
  const knows = createVocabulary(["Batteries store solar power.", "Fitting takes a day."], { charging: "charger" });
  it("knows a word in its plural or singular, through a synonym, or with a one-letter typo", () => {
    expect(["battery", "batterys", "solar", "sollar", "powers", "fitting"].filter((w) => !knows(w))).toEqual([]);
  });
  it("does not know words it has not seen, nor short words a letter away", () => {
    expect(["bike", "charging", "soar", "tub"].filter(knows)).toEqual([]);
  });
  it("tells words one edit apart", () => {
    expect(oneEditApart("battery", "batery")).toBe(true);
    expect(oneEditApart("battery", "batetry")).toBe(true);
    expect(oneEditApart("generator", "generate")).toBe(false);
  });
});

describe("search", () => {
  it("finds through typos, other word forms and synonyms", () => {
    expect(top("batterys")?.doc.id).toBe("battery");
    expect(top("how long does instalation take")?.doc.id).toBe("install");
    expect(top("fitting")?.doc.id).toBe("install");
    expect(top("does it work when overcast")?.doc.id).toBe("cloudy");
  });

  it("rates a question whose every word matches at full confidence", () => {
    expect(top("battery storage")?.confidence).toBe(1);
  });

  it("rates a question about something the content never mentions low, however well one common word matches", () => {
    const hit = top("solar panels for a narrowboat roof");
    expect(hit?.confidence).toBeLessThan(0.5);
  });

  it("counts only the question's own words: context helps ranking, not confidence", () => {
    const withContext = top("and the price", "battery storage");
    expect(withContext?.doc.id).toBe("price");
    // The context matches a document, but the question's own word does not.
    expect(top("what about wind", "battery storage")?.confidence ?? 0).toBe(0);
  });

  it("returns nothing for a question of stop words only", () => {
    expect(index.search({ question: "what is it?" })).toEqual([]);
  });
});
