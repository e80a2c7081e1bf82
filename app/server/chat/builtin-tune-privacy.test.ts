/**
 * The built-in assistant's readings of questions about the visitor's own details: whether we still
 * keep them, whether we sold or passed them on, what erasing them wipes and what it does to a booked
 * consultation (legal.ts privacy policy, "3. Sharing Your Information", "4. How Long We Keep It" and
 * "5. Your Rights"; erasure.ts). Read as privacy questions, not as asking for our contact details,
 * and not handed off.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

const OUR_PHONE = "029 2018 0123";
const HANDED_OFF = "I'm not sure I can answer that one properly here";

describe("built-in assistant: the visitor's own details", () => {
  it("answers whether we still have a visitor's details on file with how long we keep them", () => {
    for (const question of [
      "I sent you an enquiry a couple of years back and didn't go ahead. Have you still got my stuff on file, number and all that?",
      "is my phone number still on your system?",
      "do you still hold my details from last year",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("730 days (two years)");
      expect(reply, question).not.toContain(OUR_PHONE);
    }
  });

  it("says we never sell a visitor's details when asked whether we sold or passed them on", () => {
    for (const question of [
      "Had three cold calls about solar grants since I filled in your form. Have you sold my number to someone?",
      "did you give my number out",
      "is it you lot who passed my number on to these spammers",
      "have you given my number to anyone?",
      "do u sell ppls data to marketing firms?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("We never sell your information");
      expect(reply, question).not.toContain(OUR_PHONE);
    }
  });

  it("names who receives a visitor's details when asked who we passed them to", () => {
    for (const question of ["who did you share my details with", "who have you passed my email to"]) {
      const reply = ask(question);
      expect(reply, question).toContain("We never sell your information");
      expect(reply, question).toContain("e-mail provider");
    }
  });

  it("says what erasing a visitor's details wipes", () => {
    for (const question of [
      "Get rid of my details please. What exactly gets erased?",
      "delete my info please, what does that actually wipe?",
      "what do you delete if i ask you to erase my data",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("your name, contact details, messages, chat conversation");
    }
  });

  it("says erasing a visitor's details calls off a booked consultation", () => {
    for (const question of [
      "I want my data deleted. Hang on, if I do that will my home visit on Friday still go ahead?",
      "what happens to my booking if you erase my details",
      "can you wipe my data? would that cancel my survey?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("a consultation you booked is called off");
      expect(reply, question).not.toContain(HANDED_OFF);
    }
  });

  it("still answers how long we keep details, not what erasure wipes, when a visitor asks that", () => {
    const reply = ask(
      "If I book a survey but decide not to go ahead, how long do you hang on to my name, phone number and all that?",
    );
    expect(reply).toContain("730 days (two years)");
  });
});
