import { describe, expect, it } from "vitest";
import { assistantCopy, chatCopy } from "~/content/chat";
import { asksForDetails, isAffirmative, localLeadTrigger, offersCall, wantsContact } from "./chat-triggers";

describe("asksForDetails (assistant text)", () => {
  it.each([
    "Could you share a few details so an adviser can call you?",
    "I just need a few more details.",
    "Please leave your contact details and we will ring you.",
    chatCopy.detailsRequest,
  ])("opens the form for %j", (text) => expect(asksForDetails(text)).toBe(true));

  it.each([
    "Most home installations take 1-3 days on site.",
    "You can see the details of each service on our home page.",
    chatCopy.leadThanks("Rhys"),
    chatCopy.greeting,
  ])("does not open it for %j", (text) => expect(asksForDetails(text)).toBe(false));
});

describe("wantsContact (visitor text)", () => {
  it.each([
    "Can you call me back tomorrow?",
    "please call back",
    "CALL ME",
    "Could someone contact me about a quote",
    "I'd like you to reach out to me",
    "How do I get in touch?",
    "Can I speak to someone?",
    "I want to talk to a real person",
    "can i speak with one of your advisers",
    "Talk to you",
    "If I could speak to someone that would be great",
    "When I get home can you call me?",
  ])("triggers on %j", (text) => expect(wantsContact(text)).toBe(true));

  it.each([
    "I don't want to talk to anyone",
    "No need to call me, just answer here",
    "Please do not contact me",
    "Does the battery talk to the app?",
    "How long does installation take?",
    "What's a callback tariff", // no phrase: 'callback' is one word
    "My neighbour recalled me about solar", // 'called me' inside a word
    "Can the inverter speak to my smart meter?",
    // A hypothetical, a condition or a wait told of asks what follows, not for a call.
    "and what if I do ask for a call back?",
    "if we get in touch this week, how long until it's fitted?",
    "The last firm took over a week to ring me back. How quickly do you reply?",
  ])("does not trigger on %j", (text) => expect(wantsContact(text)).toBe(false));
});

describe("isAffirmative", () => {
  it.each([
    "yes",
    "Yes please!",
    "sure",
    "okay",
    "OK",
    "yeah",
    "yep",
    "sounds good",
    "please",
    "Go ahead.",
    "yes that would be great",
  ])("%j is a yes", (text) => expect(isAffirmative(text)).toBe(true));

  it.each([
    "no",
    "not now",
    "yes but maybe later",
    "ok, how much is a battery?",
    "",
    "okay so what does the survey involve and how long is it",
  ])("%j is not", (text) => expect(isAffirmative(text)).toBe(false));
});

describe("localLeadTrigger", () => {
  it("opens on a yes to an assistant message offering a free call", () => {
    const offer = `Most systems pay for themselves in 7-12 years. ${assistantCopy.offerCall}`;
    expect(offersCall(offer)).toBe(true);
    expect(localLeadTrigger("yes please", offer)).toBe("accepted-offer");
    expect(localLeadTrigger("sounds good", offer)).toBe("accepted-offer");
  });

  it("ignores a yes when the assistant offered nothing", () => {
    expect(localLeadTrigger("okay", chatCopy.greeting)).toBeNull();
    expect(localLeadTrigger("okay", "Yes. Panels generate from daylight.")).toBeNull();
    expect(localLeadTrigger("ok", undefined)).toBeNull();
  });

  it("opens on a request for contact whatever came before", () => {
    expect(localLeadTrigger("can you call me back?", undefined)).toBe("contact-request");
    expect(localLeadTrigger("please get in touch", chatCopy.greeting)).toBe("contact-request");
  });

  it("does not open on a no to an offer", () => {
    expect(localLeadTrigger("no thanks", assistantCopy.offerCall)).toBeNull();
  });
});
