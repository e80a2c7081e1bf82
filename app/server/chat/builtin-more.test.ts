/**
 * The built-in assistant's readings added in decision 115: our projects, towns, follow-ups that
 * ask for more, listed buildings, a business's tax, carbon, a battery for another firm's panels,
 * and the subjects the site does not describe. Each question is in words of our own, not a
 * question of a test set.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { caseStudies } from "~/content/case-studies";
import { ukPostcodeAreas } from "~/content/chat-knowledge";
import { townPostcodeAreas } from "~/content/places";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";
import { townNamed } from "./intent.server";

describe("built-in assistant: our projects (decision 115)", () => {
  it("answers 'have you done any…?' with a project of that kind, and both when two match alike", () => {
    const farm = ask("have you ever done solar for a farm?");
    expect(farm).toContain("Yes, for example:");
    expect(farm).toContain("Dairy Farm Barn Roof");
    expect(farm).toContain("(/case-studies)");
    const schools = ask("done any schools?");
    expect(schools).toContain("Primary School");
    expect(schools).toContain("Secondary School Record Installation");
  });

  it("answers about a project we did without 'yes', and the other question of the message too", () => {
    const bath = ask("I heard you did a house in Bath with a car charger, how big was the charger?");
    expect(bath).not.toMatch(/^Yes/);
    expect(bath).toContain("7kW EV charger");
    const leisure = ask(
      "I run a leisure centre. Have you done anything similar, and would we have to shut while you fit it?",
    );
    expect(leisure).toContain("Leisure Centre, Gloucester");
    expect(leisure).toContain("working hours");
  });

  it("does not read 'how many have you done?' or a job we might do as a project", () => {
    expect(ask("how many installs have you done so far?")).toContain("500");
    expect(ask("could you put panels on a narrowboat?")).toContain(assistantCopy.offerCall);
  });

  it("says each project as its case study has it", () => {
    for (const project of caseStudies) {
      if (project.location === "South Wales") continue;
      expect(ask(`have you done anything in ${project.location} like ${project.title}?`)).toContain(project.system);
    }
  });
});

describe("built-in assistant: towns (decision 115)", () => {
  it("places a town in our regions, where our surveyors visit, or outside them with a video call", () => {
    const cheltenham = ask("do you do Cheltenham?");
    expect(cheltenham).toContain("Gloucester & Surrounding");
    expect(cheltenham).not.toMatch(/don't sell|offer/i);
    expect(ask("do you come out as far as penzance?")).toContain("our surveyors visit homes in Penzance");
    const far = ask("could you send a surveyor to Inverness?");
    expect(far).toContain("Inverness is outside our regional areas");
    expect(far).toContain("video call");
    expect(far).toContain(assistantCopy.offerCall);
  });

  it("answers the rest of a message from a town of ours, and leaves a town that is only the setting", () => {
    const tenby = ask("how soon could someone get out to me in Tenby for a survey?");
    expect(tenby).toContain("Swansea & West Wales");
    expect(tenby).toContain("next working day");
    expect(ask("We're in Newport, how much is a battery?")).toContain("£6,500");
  });

  it("reads the longer of two town names, and a follow-up about another town", () => {
    expect(townNamed("we're in bradford on avon")?.town).toBe("Bradford on Avon");
    const history = turn("do you cover Bristol?", "Yes, Bristol is in our Bristol & South West area.");
    expect(ask("what about further down, Exeter way?", history)).toContain("Exeter");
  });

  it("says the site does not cover work abroad, with a call", () => {
    const reply = ask("we've a villa in Spain, could your team go over and fit panels?");
    expect(reply).toContain("outside the UK");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toMatch(/UK wide/i);
  });

  it("names only real postcode areas", () => {
    for (const letters of Object.values(townPostcodeAreas)) expect(ukPostcodeAreas).toContain(letters);
  });
});

describe("built-in assistant: follow-ups (decision 115)", () => {
  it("gives more of what was said when asked why it matters, what it needs or what it comes to", () => {
    const mcs = turn("are you accredited?", "Yes: we're MCS certified and NICEIC approved.");
    expect(ask("so why does that matter to me?", mcs)).toContain("Smart Export Guarantee");
    const seg = turn("what's the export guarantee?", "Suppliers pay you for the power you send to the grid.");
    expect(ask("is there anything special I need for it?", seg)).toContain("smart meter");
    expect(ask("why is the sky blue?", mcs)).toContain(assistantCopy.unsure);
  });

  it("asks the price asked before of another subject, and about the product named before", () => {
    const panels = turn("what do panels cost?", "Homes from about £3,995 with VAT.");
    expect(ask("and what about a battery?", panels)).toContain("£6,500");
    const chargers = turn("do you fit car chargers?", "We do, as part of our smart energy work.");
    expect(ask("what does that sort of thing cost?", chargers)).toContain("£1,200");
  });

  it("names the person asked about before, and a person a longer message asks for", () => {
    const design = turn("who does the design?", "One of our engineers works out the layout.");
    expect(ask("what's her name?", design)).toContain("Bethan Roberts");
    expect(ask("who on your team is the battery specialist?")).toContain("Tom Harris");
    expect(ask("who flies the drone?")).toContain("Dylan Evans");
  });
});

describe("built-in assistant: more readings (decision 115)", () => {
  it("reads a listed building as planning, a business's tax as capital allowances, and carbon", () => {
    expect(ask("our cottage near Frome is grade 2 listed, are panels allowed?")).toMatch(/Listed buildings/);
    expect(ask("we own a garage business, is there any tax relief on solar?")).toContain("capital allowances");
    expect(ask("how much CO2 does a house system cut?")).toContain("tonne");
  });

  it("adds a battery to another firm's panels, and to our own later", () => {
    expect(ask("a different company fitted our panels and went bust, can you add a battery?")).toContain(
      "existing system",
    );
    expect(ask("if we get panels now could we stick a battery on in a few years?")).toContain("battery ready");
  });

  it("reads a roof's condition, scaffolding, payment, a quote's life and details kept", () => {
    expect(ask("a few of our tiles are slipping, can you still fit panels?")).toContain("roofer");
    expect(ask("will I have to arrange the scaffolding?")).toContain("scaffolding");
    expect(ask("do I pay it all up front?")).toContain("completion");
    expect(ask("how long is the quote good for?")).toContain("30 days");
    expect(ask("how long do you hang on to my details if I don't go ahead?")).toContain("730 days");
  });

  it("hands off what the site does not describe rather than answering something near it", () => {
    expectHandOffs([
      "can the survey be done in Welsh?",
      "what happens to old panels, are they recycled?",
      "will panels put my home insurance up?",
      "what's your company registration number?",
      "do panels interfere with wifi?",
      "what's the capital of Wales?",
    ]);
  });
});

describe("built-in assistant: plain words and estimates (decision 115)", () => {
  it("reads text-speak and fillers before anything else", () => {
    expect(ask("wats ur phone no. pls")).toContain("029 2018 0123");
    expect(ask("hw many yrs b4 it pays 4 itself")).toContain("7-12 years");
    expect(ask("is there like a calculator on ur site")).toContain("(/solar-savings-calculator)");
    expect(ask("r ur reviews any good lol")).toContain("4.9");
  });

  it("gives our engine's estimate for a monthly bill, with its case, never the quiz's bands", () => {
    const reply = ask("we pay about £150 a month for electric, what could we save?");
    expect(reply).toContain("Savings and export income of");
    expect(reply).toContain("For a £150 monthly bill in Cardiff");
    expect(reply).not.toContain("£1,200-£2,000");
    const history = turn("how much could I save?", "It depends mostly on your bill.");
    expect(ask("it's about 90 quid a month", history)).toContain("For a £90 monthly bill");
  });

  it("says what the calculator leaves out, and answers a follow-up of a reply not recognised as ours", () => {
    expect(ask("does the calculator take my electric car into account?")).toContain("Not modelled");
    const diverters = turn(
      "anything for hot water?",
      "Yes: solar hot water diverters heat your water with spare power.",
    );
    expect(ask("how much for one of them", diverters)).toContain("£1,200");
  });

  it("says the home survey is free, and reads amateurs and the record school", () => {
    const survey = ask("do you charge for the survey?");
    expect(survey).toContain("free");
    expect(survey).not.toContain("£350");
    expect(ask("are you qualified or just two lads with a van?")).toContain("MCS");
    expect(ask("how many panels went on the record school?")).toContain("1,626");
  });

  it("reads the weather as a remark, complaints, and who organises the installation", () => {
    expect(ask("is it worth it here, it rains constantly")).toContain("daylight");
    expect(ask("will it rain tomorrow?")).toContain(assistantCopy.offerCall);
    expect(ask("who do I go to if you won't sort out a problem?")).toContain("RECC");
    expect(ask("who's the person that organises the scaffolding and when the fitters turn up?")).toContain(
      "Catrin Lewis",
    );
  });
});

describe("built-in assistant: more of what a message asks (decision 115)", () => {
  it("gives our number and the answer to the other question of the message", () => {
    const reply = ask("wats ur phone no. n r u open on sundays");
    expect(reply).toContain("029 2018 0123");
    expect(reply).toContain("closed on Sun");
  });

  it("reads a conservation area as planning, and cancelling once signed as the cooling-off period", () => {
    expect(ask("we live in a conservation area, can we still have panels?")).toMatch(/conservation areas/i);
    expect(ask("if I sign and change my mind next day, am I stuck with it?")).toContain("14-day");
  });

  it("hands off a mortgage lender's view, and finds the person in charge of one thing", () => {
    expect(ask("do I need to tell my mortgage lender about panels?")).toContain(assistantCopy.offerCall);
    expect(ask("we've cleared the mortgage, how much are panels?")).toMatch(/£3,995|£4,500/);
    expect(ask("who's in charge of the batteries side?")).toContain("Tom Harris");
    expect(ask("who's in charge of the company?")).toContain("Rhys Powell");
  });
});

describe("built-in assistant: the last readings of decision 115", () => {
  it("hands off boats, in-roof tiles, a new roof, gutters, an EICR, a warranty claim and moving panels", () => {
    expectHandOffs([
      "could you fit panels on our canal boat?",
      "do you do solar roof tiles?",
      "how much for a whole new roof?",
      "can you clean the gutters while you're up there?",
      "can you do an EICR for the buyers?",
      "a panel has cracked, is that covered under warranty?",
      "can you move our panels to the new house?",
    ]);
  });

  it("reads the Meta pixel, the chat kept, the law of the terms, the calculator's caveats and a surprise on the day", () => {
    expect(ask("does this site track me for facebook ads?")).toContain("Meta pixel");
    expect(ask("is this chat being saved?")).toContain("do not keep the conversation");
    expect(ask("are your terms under English law?")).toContain("England and Wales");
    expect(ask("how much can a sunny year change the calculator's figures?")).toContain("a tenth");
    expect(ask("what if the survey didn't spot something and the price jumps?")).toContain("agree any change");
  });

  it("names the boss for how long he has been an electrician, and a project a customer with a heat pump had", () => {
    expect(ask("how long has your boss been an electrician?")).toContain("fifteen years");
    expect(ask("has anyone with a heat pump had a battery off you?")).toMatch(/Pontypridd|Vineyard/);
  });
});

describe("built-in assistant: projects and people named (decision 115)", () => {
  it("answers about a project named by its place, with its highlights, and a follow-up about it", () => {
    const swansea = ask("that Swansea job where you put a battery on old panels, how big was it?");
    expect(swansea).toContain("9.5kWh battery retrofit");
    expect(swansea).toContain("Highlights:");
    const history = turn(
      "tell me about the winery one",
      "We did a vineyard's winery in Monmouthshire, with a battery too.",
    );
    expect(ask("how big was the battery they got?", history)).toContain("40kW solar + 30kWh battery");
  });

  it("names a team member asked about by first name", () => {
    expect(ask("what does Catrin do?")).toContain("Operations Manager");
    expect(ask("who's Dylan?")).toContain("CAA");
  });

  it("hands off the waiting list and the monitoring app's name", () => {
    expect(ask("what's your waiting list like at the moment?")).toContain(assistantCopy.offerCall);
    expect(ask("what's the monitoring app called, is it on android?")).toContain(assistantCopy.offerCall);
    expect(ask("what is the lead time for an install?")).toContain("4-8 weeks");
  });
});

describe("built-in assistant: small print and projects asked in other words (decision 115)", () => {
  it("gives our liability cap, our registered name, and the complaint about data", () => {
    expect(ask("is there a cap on what you're liable for?")).toContain("contract value");
    expect(ask("what's your full registered company name?")).toContain("Cymru Solar & Storage Ltd");
    expect(ask("if I'm unhappy with how you handled my data, who can I complain to?")).toContain("ico.org.uk");
  });

  it("finds projects asked about as jobs done somewhere, and hands off driveways", () => {
    expect(ask("anything done in Gloucester?")).toContain("Leisure Centre");
    expect(ask("any examples of a house with a heat pump you've put a battery on?")).toMatch(/Pontypridd|Vineyard/);
    expect(ask("do panels even do anything in wales?")).not.toContain("Record Installation");
    expect(ask("do you pressure wash driveways too?")).toContain(assistantCopy.offerCall);
  });
});
