/**
 * The built-in assistant's readings of bookings and our team tuned in round "book": reminders,
 * whether a consultation commits you, and hand-offs for a particular job, bats, a particular claim
 * and a caller at the door. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs } from "../../../tests/support/chat-ask";

describe("built-in assistant: bookings and the team (tune-book)", () => {
  it("reads a reminder as the day-before reminder, not the booking form", () => {
    const reply = ask("Do you send a reminder before the visit? I forget everything");
    expect(reply).toContain("reminder the day before");
  });

  it("hands off a named engineer on a job, bats, a particular repair claim and a caller at the door", () => {
    expectHandOffs([
      "Will Owen be the one fitting ours next month?",
      "Could your surveyor look for bats in the loft while he's up there?",
      "Our inverter has died. Is the repair covered or do I have to pay?",
      "A man knocked on my door saying he was from your firm. Is that right?",
    ]);
  });
});
