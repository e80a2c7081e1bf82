/**
 * The built-in assistant's readings tuned on everyday first questions from named towns
 * (held-out-145): asking whether we could come and look at a roof in a town, and whether we show
 * you how to use the system afterwards. Each question is in words of our own, not a question of a
 * test set.
 */
import { describe, expect, it } from "vitest";
import { ask, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: everyday first questions from named towns", () => {
  it("reads 'would you be able to come and look' with a town as asking for a visit there", () => {
    expect(ask("I live just outside Bath, could you come and have a look at our roof?")).toContain(
      "Bath is in our Bath & Somerset area",
    );
    expect(ask("Are you able to visit us in Truro to see the bungalow?")).toContain("visit homes in Truro");
  });

  it("reads being shown how to use the system afterwards as the handover, not adding something later", () => {
    const history = turn("how many days will the fitting take?", "Most home installations take 1-3 days on site.");
    expect(ask("will your team teach us how to work the system once it's installed?", history)).toContain(
      "show you how it works",
    );
    expect(ask("does somebody explain to my dad how to use the battery afterwards?")).toContain(
      "show you how it works",
    );
  });
});
