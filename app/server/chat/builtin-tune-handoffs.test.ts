/**
 * What a person has to settle (own-case.server.ts, NEEDS_A_PERSON): the visitor's own legal
 * position, a fault code on their own equipment, the capacity of their own part of the grid, a
 * judgement in their shoes, and questions not about solar at all get the honest hand-off, not an
 * answer of ours that shares a word with them. Questions in words of our own, not a test set's.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";
import { assistantCopy } from "~/content/chat";

const handOff = `${assistantCopy.unsure} ${assistantCopy.offerCall}`;

describe("built-in assistant: what a person has to settle", () => {
  it("hands off the visitor's own legal position instead of quoting our liability cap", () => {
    for (const q of [
      "Another installer fitted our panels and now the loft is damp. Are they liable for it or is that my problem?",
      "the roof has leaked ever since you fitted the panels, can I claim compensation and how much?",
      "Am I legally entitled to a refund after the scaffolders cracked my tiles?",
      "We're thinking of suing the last installer. Which court handles that?",
    ]) {
      const reply = ask(q);
      expect(reply, q).toBe(handOff);
      expect(reply, q).not.toContain("capped");
    }
  });

  it("still answers what our terms say about our liability", () => {
    expect(ask("How much are you liable for under your terms?")).toContain("capped at the contract value");
  });

  it("hands off what a fault code on the visitor's own inverter means", () => {
    for (const q of [
      "the inverter display is flashing error code E04, what does that code mean?",
      "My inverter shows fault 301 and keeps clicking. Is it safe to switch it off at the isolator?",
    ])
      expect(ask(q), q).toBe(handOff);
  });

  it("hands off the capacity of the visitor's own part of the grid, not our paperwork step", () => {
    for (const q of [
      "Building a new warehouse in Bridgend. Will the network operator accept 300kW on our connection?",
      "How much spare capacity has the local substation got near our farm, and will the DNO allow us to export 250kW?",
    ]) {
      const reply = ask(q);
      expect(reply, q).toBe(handOff);
      expect(reply, q).not.toContain("Planning & Permits");
    }
  });

  it("hands off a judgement in the visitor's own shoes", () => {
    for (const q of [
      "I'm 79, would solar be worth it at my age? If you were me would you bother?",
      "Is it really worth it at 85? What would you do?",
    ])
      expect(ask(q), q).toBe(handOff);
  });

  it("still answers whether solar is worth it in general", () => {
    expect(ask("Is solar worth it?")).not.toBe(handOff);
  });

  it("hands off questions not about our work (homework, a forecast), but not a student's question about solar", () => {
    expect(ask("can you do my biology homework, what is the formula for respiration")).toBe(handOff);
    expect(ask("can you do my biology homework, what is the formula for respiration")).not.toContain("How We Estimate");
    expect(ask("What will the weather be like in Swansea on Thursday, and do you still fit panels in the rain?")).toBe(
      handOff,
    );
    expect(ask("for my homework, how do solar panels work?")).not.toBe(handOff);
  });
});
