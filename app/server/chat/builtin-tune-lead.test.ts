import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

describe("built-in assistant: a visit wished for is not a doorstep caller", () => {
  it("answers a covered town when the visitor wants someone to come to the door", () => {
    const reply = ask(
      "Is Exeter one of yours? Mum won't use video, so it would need to be somebody knocking on the door in person",
    );
    expect(reply).toContain("Exeter");
    expect(reply).not.toContain("called at your door");
  });

  it("still checks a caller who knocked on the door saying they were from us", () => {
    const reply = ask("Someone knocked on our door yesterday saying he was from your lot, was that genuine?");
    expect(reply).toContain("called at your door");
  });
});

describe("built-in assistant: a town asked as 'one of yours'", () => {
  it.each([
    ["Is Taunton one of yours?", "Taunton"],
    ["would Yeovil be on your patch?", "Yeovil"],
  ])("reads %s as asking whether we cover the town", (question, town) => {
    const reply = ask(question);
    expect(reply).toContain(town);
    expect(reply).toContain("Our surveyors visit homes");
  });
});

describe("built-in assistant: a county with a point of the compass", () => {
  it.each(["Do you cover North Devon?", "would you come out to east Cornwall"])(
    "answers %s with where we work, not a roof's direction",
    (question) => {
      const reply = ask(question);
      expect(reply).toContain("Bristol & South West");
      expect(reply).not.toContain("direction");
    },
  );

  it("still says where we work for a county outside it", () => {
    const reply = ask("do you cover north Yorkshire?");
    expect(reply).toContain("We install across");
    expect(reply).toContain("Would you like a free call");
  });
});
