/**
 * Decision 120's readings, one describe per mechanism: the visitor's own case, follow-ups, homes
 * and roofs, the particular asked, circumstances and claims, and the last round's plain questions,
 * everyday words and checks of a roof or system.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";
import { offersCall } from "~/lib/chat-triggers";
import { askingClauses } from "./clauses.server";
import { assistantCopy } from "~/content/chat";

/**
 * The built-in assistant's readings of questions about someone checking a roof or a system: a
 * surveyor asked to come from outside the area we visit, a failed panel found without scaffolding,
 * and how anyone would know a panel had stopped working. Each question is in words of our own, not a
 * question of a test set.
 */
describe("built-in assistant: someone checking a roof or a system", () => {
  it("reads 'any chance your engineer could come' from a town outside our area as asking for a visit", () => {
    const reply = ask("We live in Leeds, any chance your engineer could come and see the house?");
    expect(reply).toContain("video call");
    expect(reply).toContain("South Wales and the South West");
  });

  it("says our surveyors visit a town in our area when someone is asked to come", () => {
    const reply = ask("We're in Swansea, any chance someone might come and look at the roof?");
    expect(reply).toContain("Our surveyors visit homes");
  });

  it("answers finding a failed panel from the ground with the thermal drone survey", () => {
    const reply = ask("Is there a way of spotting a dead panel without anyone getting the ladders out?");
    expect(reply).toContain("thermal imaging");
    expect(reply).toContain("Drone surveys");
  });

  it("answers how anyone would know a panel had failed with monitoring and its alerts", () => {
    const history = turn("Is there much upkeep with panels?", "Very little: rain keeps most of them clean.");
    const reply = ask("ok so how would I even know if one had packed up?", history);
    expect(reply).toContain("monitoring app");
    expect(reply).toContain("remotely");
    expect(reply).toContain("alerts");
  });

  it("answers checking panels over from above with the thermal drone survey", () => {
    const reply = ask("Another firm fitted ours and output seems low. Could you check them over from overhead?");
    expect(reply).toContain("thermal imaging");
    expect(reply).toContain("£350");
  });
});

/**
 * The built-in assistant reading a question through the visitor's circumstances (tuning round
 * "circumstance"): "does X make a difference?" asks how much X matters, not what makes us
 * different; a condition before a question ("if I have panels fitted do they…") is the visitor's
 * situation, and "they" what it names. Each question is in words of our own, not a question of a
 * test set.
 */
describe("built-in assistant: whether something makes a difference", () => {
  it("reads whether shade makes a difference as a question about shading, not our credentials", () => {
    const reply = ask(
      "Next door's conifers throw shadow over our roof most mornings. Does shade make a big difference?",
    );
    expect(reply).toContain("shading");
    expect(reply).not.toContain("500 installations");
  });

  it("reads whether a roof's pitch makes any difference as a question about the roof", () => {
    const reply = ask("Would the pitch of the roof make any difference? Ours is a shallow one.");
    expect(reply).toContain("pitch");
    expect(reply).not.toContain("500 installations");
  });
});

describe("built-in assistant: a condition before the question", () => {
  it("reads what a question asks of the panels a condition before it names", () => {
    const reply = ask(
      "My knees are bad these days. If we get solar panels fitted on the bungalow will they need lots of looking after?",
    );
    expect(reply).toContain("Very little");
    expect(offersCall(reply)).toBe(false);
  });
});

/**
 * The particular a visitor asks about, kept in the reply: whether our surveyors come out to a town of
 * ours and which postcode area it is in, a home visit asked for from outside our areas, the brand a
 * vague request names as its example, the project of ours a "have you…" question asks for by kind,
 * and a "how do you handle that?" that leans on the message's setting. Each question is in words of
 * our own, not a question of a test set.
 */
describe("built-in assistant: where we work, said in full", () => {
  it("says our surveyors visit a town in one of our regions, not only its region", () => {
    const reply = ask("do you cover Stroud?");
    expect(reply).toContain("Gloucester & Surrounding");
    expect(reply).toContain("Our surveyors visit homes there");
  });

  it("names the postcode area of a town our surveyors visit outside our regions", () => {
    expect(ask("do you cover Builth Wells?")).toContain("LD postcode area");
  });

  it("reads 'any chance of a home visit' after a town outside our areas as a visit asked for", () => {
    const reply = ask("leeds - any chance of a home visit");
    expect(reply).toContain("outside our regional areas");
    expect(reply).toContain("video call");
    expect(reply).not.toMatch(/cookie/i);
  });
});

describe("built-in assistant: the particular of a request", () => {
  it("reads the example a vague request gives as what is asked for", () => {
    const reply = ask("do you install decent gear like GivEnergy or whatever is going cheap?");
    expect(reply).toContain("GivEnergy");
    expect(reply).not.toContain("don't sell");
  });

  it("answers 'have you put a battery in for a farm' with the farm project that has one", () => {
    expect(ask("have you put a battery in for a farm?")).toContain("30kWh battery");
  });

  it("answers 'how have you handled schools before' with our school projects", () => {
    expect(ask("how have you handled schools before?")).toContain("Easter");
  });

  it("reads 'how do you handle that?' in the light of the setting before it", () => {
    const reply = ask(
      "I'm a bursar at a primary school. The governors' main worry is builders round the children during term. How do you handle that?",
    );
    expect(reply).toContain("holidays");
    expect(reply).not.toContain("Information Commissioner");
  });
});

describe("built-in assistant: a figure of ours the visitor quotes", () => {
  it("states the quoted figure with what it is based on", () => {
    const reply = ask("I doubt that 30% saving is real. What is that figure based on?");
    expect(reply).toContain("about 30%");
    expect(reply).toContain("Cardiff");
  });
});

/**
 * Follow-ups leaning on what was just said that no answer matches confidently: answered from our
 * answer on the conversation's subject
 * (answerOnSubject in follow-ups.server.ts). Each question is in words of our own, not a question
 * of a test set.
 */
describe("built-in assistant: follow-ups on the conversation's subject", () => {
  it("reads how long details are held after what we keep from a quote form", () => {
    const history = turn(
      "What do you keep about me if I send the quote form?",
      "The details you give, like your name, phone and address, and your answers about the house, so we can reply.",
    );
    expect(ask("and how long do you hold on to them if I don't go ahead?", history)).toContain("730 days");
  });

  it("reads cancelling once work has begun after the cooling-off period", () => {
    const history = turn(
      "I want to cancel, I signed a few days ago.",
      "If you signed at home or at a distance you have a 14-day cooling-off period and can cancel without giving a reason.",
    );
    const reply = ask("what if your lads have already started the job though?", history);
    expect(reply).toContain("work already done");
    expect(reply).not.toContain("1-3 days");
  });

  it("reads a call-back written as one word as a call-back", () => {
    const history = turn(
      "Do you save this chat?",
      "If you only use the chat without asking for a call-back, we don't keep the conversation.",
    );
    expect(ask("and if I want a callback?", history)).toContain("730 days");
  });
});

/**
 * Follow-ups asking an aspect of what was just said ("how much does that cost?") that our answers
 * matched confidently on another subject: answered from our answer on the conversation's subject
 * (aspectOfWhatWasSaid in follow-ups.server.ts), while one naming a subject of its own keeps its
 * answer; and follow-ups naming nothing but "it", read with "it" as the subject named before
 * (pronounAsSubject). Each question is in words of our own, not a question of a test set.
 */
describe("built-in assistant: an aspect asked of what was just said", () => {
  it("prices the drone survey, not a solar system, after our drone surveys", () => {
    const history = turn(
      "Is a drone survey something you offer?",
      "Yes. Our licensed drone pilots survey roofs from the air, and most surveys take under an hour.",
    );
    const reply = ask("how much does that cost then? included if we go ahead?", history);
    expect(reply).toContain("£350");
    expect(reply).not.toContain("£3,995");
  });

  it("gives how long a drone survey takes, not our estimate's daytime shares", () => {
    const history = turn(
      "Could you survey the roof from the air?",
      "Yes, our licensed drone pilots survey roofs from the air, with no ladders needed.",
    );
    const reply = ask("and how long does that take? don't want to wait in all day", history);
    expect(reply).toContain("under an hour");
    expect(reply).not.toContain("50%");
  });

  it("keeps how long a quote is valid after our quote process", () => {
    const history = turn(
      "How do your quotes work?",
      "After a free survey we send you a tailored design with a clear, fixed quote.",
    );
    expect(ask("and how long is it good for?", history)).toContain("30 days");
  });

  it("reads 'it' as the scaffolding asked about before: it goes up the day before", () => {
    const history = turn(
      "Is scaffolding part of the price?",
      "Yes, scaffolding and safe access are part of every home installation.",
    );
    expect(ask("so when does it go up then", history)).toContain("day before");
  });

  it("still hands off a follow-up on 'it' in words our content never uses", () => {
    const history = turn(
      "what warranty does a battery come with",
      "Batteries carry a 10-year warranty, and start from £6,500 for up to 13.5kWh of storage.",
    );
    expect(ask("what happens past the 10 years, does it just die?", history)).toContain("free call");
  });
});

/**
 * A question that only weighs what the visitor said before it ("what do you reckon realistically?")
 * is read with the claim it weighs: the claim's subject is what is asked. Each question is in words
 * of our own, not a question of a test set.
 */
describe("built-in assistant: a question weighing the claim before it", () => {
  it("reads a quoted payback claim, then 'what do you reckon realistically?', as a payback question", () => {
    const reply = ask(
      "Chap at the door yesterday swore panels pay for themselves in 3 years. Sounds far-fetched to me. What do you reckon realistically?",
    );
    expect(reply).toContain("7-12 years");
  });

  it("takes the claim a weighing question leans on as what it asks, without who made the claim", () => {
    const clauses = askingClauses(
      "My brother-in-law swore batteries last forty years. Seems a lot. What do you think?",
    );
    expect(clauses).toContain("batteries last forty years.");
  });

  it("takes the clause before 'does that sound right?' in the same sentence", () => {
    expect(askingClauses("We were quoted a ten year payback, does that sound about right?")).toContain(
      "We were quoted a ten year payback",
    );
  });
});

describe("built-in assistant: how long the workmen are at the house", () => {
  it("reads how long the workmen are at the property as how long the installation takes", () => {
    const reply = ask("How long are the workmen at the property for? I'm home with a newborn");
    expect(reply).toContain("1-3 days");
  });
});

/**
 * Everyday words read as one of our subject words with another meaning: "units" of electricity as a
 * business's units, "who covers me?" as the areas we cover, moving a booked survey as what the
 * survey costs, "the remainder" as a booking's reminder. Each question is in words of our own, not
 * a question of a test set.
 */
describe("built-in assistant: everyday words with another meaning", () => {
  it("reads units a year as electricity used, so a home's payback question gets the payback", () => {
    const reply = ask(
      "Our roof faces south and we get through about 2,800 units a year. How long until panels pay for themselves?",
    );
    expect(reply).toContain("7-12 years");
    expect(reply).not.toContain("deposit");
  });

  it("still reads a business's industrial units as a business", () => {
    expect(ask("We have two industrial units in Bridgend, what does solar cost?")).toContain("£50,000");
  });

  it("answers who covers the work, once we have closed down, with the insured workmanship", () => {
    const reply = ask("If the install goes wrong years later and you've closed down, who covers us?");
    expect(reply).toContain("RECC and TrustMark");
    expect(reply).not.toContain("We install across");
  });

  it("still answers who covers a town with the areas we work in", () => {
    expect(ask("who covers Swansea?")).toContain("We install across");
  });

  it("answers moving a booked survey to another day with the confirmation e-mail's link", () => {
    const reply = ask("can I push my home survey to another day?");
    expect(reply).toContain("link to move or cancel");
    expect(reply).not.toContain("the survey is free");
  });

  it("reads the remainder of the money as the balance, not a reminder", () => {
    const reply = ask("when do I pay the remainder?");
    expect(reply).toContain("balance is due on completion");
    expect(reply).not.toContain("reminder");
  });
});

/**
 * Plain, short questions our content answers, asked with a filler about how to answer ("just the
 * figure, no waffle"), an unusual word order ("the earliest you could visit"), an everyday phrase for
 * what the content calls otherwise ("anything in writing" for a written report) or a story around the
 * request ("I sent a form and don't want you to keep it"): each is answered from the content rather
 * than handed off. Each question is in words of our own, not a question of a test set.
 */
describe("built-in assistant: plain questions in unusual words", () => {
  it("gives the battery price when the visitor asks for just the figure and no waffle", () => {
    const reply = ask("Cost of a battery. Just the number, no sales pitch please.");
    expect(reply).toContain("£6,500");
    expect(offersCall(reply)).toBe(false);
  });

  it("reads 'the soonest anybody could come round' as when a consultation can first be booked", () => {
    expect(ask("whats the soonest anybody could come round")).toContain("next working day");
  });

  it("names the first person a caller speaks to, however the question is put", () => {
    expect(ask("who is it I'll be speaking to when I first ring")).toContain("Megan");
    expect(ask("who do we talk to when we phone")).toContain("Megan");
  });

  it("explains erasure when the visitor asks us to delete their details and says why", () => {
    const reply = ask(
      "Delete all the personal information you hold. I filled in a form and I don't want you to have it",
    );
    expect(reply).toContain("ask us to erase them at any time");
  });

  it("reads 'anything in writing afterwards' after a maintenance visit as its written report", () => {
    const history = turn(
      "What happens on a maintenance visit?",
      "We check how the system performs remotely, then look over the panels and wiring on site.",
    );
    expect(ask("will we get something in writing afterwards?", history)).toContain("written report");
  });
});

/**
 * What only the visitor's own case settles: an exact figure or time for their home, a figure for a
 * size or angle of theirs that our typical figures do not name, their own records, and what the
 * council will decide for them. Each gets the offer of a call (with our general answer first where
 * it is no figure), while the general question is still answered from our content. In words of
 * our own, not a question of a test set.
 */
describe("built-in assistant: the visitor's own case", () => {
  it("hands off an exact figure or time asked for the visitor's home", () => {
    expectHandOffs([
      "We're on a time-of-use tariff. What exact time should I set the battery to start charging?",
      "We heat the house with oil and have a 3-bed semi. Exactly how much would panels save us a year?",
    ]);
    const reply = ask("Exactly how much would a battery save us a year? We have a 5-bed detached.");
    expect(reply).not.toContain("about half");
  });

  it("does not answer a figure for a size or angle of theirs with our typical home's", () => {
    for (const question of [
      "how many hours would a 6kWh battery keep my house going in a power cut?",
      "Our roof is east-facing at about 45 degrees. What percentage would we lose against south?",
      "What ROI would a 60kW array on our dairy using 120,000 kWh a year give? Just the payback years.",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toContain("7-12 years");
      expect(reply, question).not.toContain("about 30%");
    }
  });

  it("hands off a question about the visitor's own records", () => {
    const reply = ask(
      "We bought our system years ago. What size of system have we got, and when does our warranty run out?",
    );
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("£");
  });

  it("says what our content says about planning, then offers a call, when asked what the council will decide", () => {
    for (const question of [
      "Our farmhouse is grade II listed. Will the planners approve panels on the barn side?",
      "Is 7 Church Lane inside the conservation area?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("permitted development");
      expect(reply, question).toContain(assistantCopy.offerCall);
    }
  });

  it("offers a call when asked what is wrong with the visitor's own system", () => {
    const reply = ask("Our inverter has started clicking all evening. What's wrong with it?");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(ask("What make of battery did we get fitted?")).toContain(assistantCopy.offerCall);
  });

  it("says the site does not describe park homes", () => {
    const reply = ask("Could panels go on our park home?");
    expect(reply).toContain("park homes");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("still answers the general questions", () => {
    expect(ask("Do I need planning permission in a conservation area?")).toContain("permitted development");
    expect(ask("will the council have to approve it?")).toContain("permitted development");
    expect(ask("How many years does it take for panels to pay for themselves?")).toContain("7-12 years");
  });
});

/**
 * The built-in assistant's readings of questions about the visitor's own roof (tuning round
 * "roofs"): people climbing about on it (our drone survey spares them), a roof facing north (the
 * calculator takes it, a survey says more), how big a system a house roof takes, and whether we fit
 * terraces (our Victorian terrace in Bristol). Each question is in words of our own, not a question
 * of a test set.
 */
describe("built-in assistant: people on the visitor's roof", () => {
  it("answers a worry about people clambering about on the roof with our drone survey", () => {
    const reply = ask(
      "My mum hates the idea of workmen scrambling around on her roof. How would you go about the survey?",
    );
    expect(reply).toContain("drone");
    expect(reply).toMatch(/climb|scaffolding/);
  });

  it("answers someone clambering around up there with our drone survey", () => {
    const reply = ask(
      "Our farmhouse roof is very high and I'd hate anyone clambering around up there. How do you survey a roof like mine?",
    );
    expect(reply).toContain("drone");
    expect(reply).not.toContain("roofer");
  });

  it("reads whether a drone is used to look at the roof as our drone survey", () => {
    expect(ask("is a drone used to look at the roof?")).toContain("drone");
  });
});

describe("built-in assistant: a roof facing north", () => {
  it("answers a north-facing roof with the calculator and an offer of a call, not the typical home's savings", () => {
    const reply = ask("The back of our house faces due north. Straight answer, is solar any use at all?");
    expect(reply).toContain("north");
    expect(reply).toContain("calculator");
    expect(offersCall(reply)).toBe(true);
    expect(reply).not.toContain("30%");
  });

  it("hands off what a north-facing roof would lose, whatever else the message asks", () => {
    const reply = ask("Ours is a north-facing roof with a dormer in it. How much would we lose against a south one?");
    expect(reply).toContain("north");
    expect(offersCall(reply)).toBe(true);
  });
});

describe("built-in assistant: how big a system a house roof takes", () => {
  it("reads 'how big a system can a … roof take' as the largest system a house roof takes", () => {
    expect(ask("how big a system can an ordinary house roof take?")).toContain("6kWp");
  });

  it("reads 'how big a system can you fit on a semi' as the largest system a house roof takes", () => {
    expect(ask("How large a system could you fit on a typical semi?")).toContain("6kWp");
  });
});

describe("built-in assistant: whether we fit terraces", () => {
  it("answers whether we do terraced homes with our Victorian terrace, not that the site does not say", () => {
    const reply = ask("do you do terraced homes?");
    expect(reply).toContain("Victorian Terrace");
    expect(reply).not.toContain("doesn't say");
  });

  it("answers whether we fit panels on terraces with our Victorian terrace", () => {
    expect(ask("Do you install panels on terraces at all?")).toContain("Victorian Terrace");
  });
});
