/**
 * Short follow-ups that point back at our previous reply ("that", "it", "then") and ask a figure
 * of it: the range or the size our answer gives, rather than a fresh search of their few words.
 * Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: a figure asked of what was just said", () => {
  it("reads the range of 'that' after a typical saving as our estimate's range", () => {
    const history = turn(
      "How much does a normal house save?",
      "For a typical 4kW home system in South Wales, our estimate is around £590 a year in savings and export income.",
    );
    const reply = ask("and what's the range of that?", history);
    expect(reply).toContain("£330-£750");
    expect(reply).not.toContain("Estimate what solar panels could generate");
  });

  it("reads the upper end of 'that range' as our estimate's range", () => {
    const history = turn(
      "How much does a normal house save?",
      "For a typical 4kW home system in South Wales, our estimate is around £590 a year in savings and export income.",
    );
    expect(ask("hmm, the top end of that range?", history)).toContain("£750");
  });

  it("reads 'that size' after the biggest a roof takes as the size our answer gives", () => {
    const history = turn(
      "What's the largest system a normal house roof can take?",
      "For a typical house roof, we suggest up to the size most roofs can take.",
    );
    expect(ask("so what's that size?", history)).toContain("6kWp");
  });

  it("still reads a size asked of a price as a question of its own", () => {
    const history = turn(
      "what's your cheapest system?",
      "Complete solar systems start from £3,995 including VAT, and a typical 4kW home system is from £4,500 fully installed.",
    );
    expect(ask("what size system is that for?", history)).toContain("3kWp");
  });

  it("reads what comes after 'that' in a step our reply told in part as the rest of that step", () => {
    const history = turn(
      "what happens at the survey?",
      "We inspect your roof, your electrics and the shading, often with a drone.",
    );
    expect(ask("and what do I get after that", history)).toContain("design a system");
  });

  it("reads what comes next after a step told whole as the next step", () => {
    const history = turn(
      "what happens at the survey?",
      "Site Survey & Design (1-2 hours): We inspect your roof, electrics and shading, often with a drone, then design a system sized to your home or business.",
    );
    expect(ask("ok, what comes next?", history)).toContain("Planning & Permits");
  });

  it("reads 'there' after a place we cover as that place, for our projects", () => {
    const history = turn(
      "do you work in Gloucester?",
      "Yes, Gloucester and the area around it is in our service area.",
    );
    expect(ask("any large projects out there?", history)).toContain("Leisure Centre, Gloucester");
  });

  it("reads 'the battery there' after one of our projects as that project's battery", () => {
    const history = turn(
      "have you worked at a winery?",
      "Yes, we fitted a 40kW system with a 30kWh battery at a vineyard winery in Monmouthshire in 2024.",
    );
    expect(ask("why is the battery there?", history)).toContain("afternoon peaks");
  });
});
