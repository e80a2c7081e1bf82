/**
 * The built-in assistant's readings of questions about the visitor's data, tracking and our small
 * print, said in the visitor's own words (held-out-173 to -176): selling "numbers" on, details kept
 * "for legal purposes", "hanging onto" them and getting them "wiped", Facebook tracking, being
 * "locked in" after signing at the kitchen table, and signing for a relative who may lack capacity
 * (a person's question: own-case.server.ts needsAPerson).
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../../tests/support/chat-ask";

const OUR_PHONE = "029 2018 0123";
const HANDED_OFF = "I'm not sure I can answer that one properly here";

describe("built-in assistant: data, tracking and small print in the visitor's words", () => {
  it("says we never sell details when asked about numbers or leads sold on, without 'my'", () => {
    for (const question of [
      "do you sell numbers on?? after one of those comparison sites I had 40 calls in a week. straight answer please",
      "do you pass phone numbers on to other companies?",
      "are leads sold on to other installers?",
      "are my details sold to third parties",
      "is our data ever passed to other firms",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("We never sell your information");
      expect(reply, question).not.toContain(OUR_PHONE);
    }
  });

  it("gives erasure on request when asked to wipe everything, kept 'for legal purposes' or not", () => {
    for (const question of [
      "I'd like everything you've got on me wiped. can you actually do that or is it one of those 'we retain for legal purposes' jobs",
      "can you get it all deleted please",
      "do you keep stuff for legal reasons after I ask you to delete it?",
      "i want you to forget me",
      "right to be forgotten - do you honour it?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toMatch(/erase/);
      expect(reply, question).not.toContain(HANDED_OFF);
    }
  });

  it("gives how long we keep details and erasure when asked how long we are 'hanging onto' them", () => {
    for (const question of [
      "I filled in your form last year, then we moved and never went ahead. how long are you hanging onto my details and can I just get them wiped",
      "How long will you hold onto my info?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("730 days (two years)");
      expect(reply, question).toMatch(/erase them at any time/);
    }
  });

  it("answers Facebook tracking with our cookies and the Meta pixel", () => {
    for (const question of [
      "do u track ppl with facebook stuff on this site",
      "Is Facebook tracking me on this website?",
      "do you use tracking cookies",
      "do you use cookies to follow me around the internet",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("Meta pixel");
      expect(reply, question).not.toContain(HANDED_OFF);
    }
  });

  it("gives the cooling-off period when asked whether the visitor is locked in after signing", () => {
    for (const question of [
      "if i sign on the kitchen table and then wake up next morning thinking wtf have i done, am i locked in or what",
      "once I've signed am I tied in?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toMatch(/14-day|14 days/);
      expect(reply, question).not.toContain(HANDED_OFF);
    }
  });

  it("hands off signing for a relative who may lack capacity", () => {
    for (const question of [
      "my dad is 84 and has early dementia, can i sign the contract for his panels on his behalf, i do all his paperwork anyway",
      "can I sign for my mum? I have power of attorney",
      "my nan lacks capacity, can I agree to it for her?",
      "I look after my elderly mother's affairs, can I agree the quote for her?",
      "can my son sign the contract for me as I'm partially sighted",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("Would you like a free call");
      expect(reply, question).not.toContain("cooling-off");
    }
  });

  it("answers who else gets a visitor's details when asked whether anyone else does, or about sharing numbers", () => {
    for (const question of [
      "does anyone else get my number",
      "I don't want to be hounded by calls, do you share numbers with other installers",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("We share it only with the companies that help us work");
      expect(reply, question).not.toContain(OUR_PHONE);
    }
  });

  it("gives how long we keep details when asked how long till we delete the visitor's stuff", () => {
    for (const question of [
      "how long till you delete my stuff automatically",
      "how long before you delete my details",
    ]) {
      expect(ask(question), question).toContain("730 days (two years)");
    }
  });

  it("gives a copy of the visitor's information when asked to see everything we have on them", () => {
    expect(ask("can i see everything you've got on me")).toContain("ask for a copy of your information");
  });

  it("hands off who must sign when a home is owned together", () => {
    for (const question of [
      "we're both named on the mortgage, do we both need to sign?",
      "does my husband have to sign too?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("joint names");
      expect(reply, question).not.toContain("cooling-off");
    }
  });
});
