/**
 * Decision 122's readings, one describe per mechanism, from its two rounds: places (a county with a
 * point of the compass, a town asked as "one of yours"), what only a person can settle, long and
 * chatty messages, near answers picked by the aspect asked, the visitor's own details, follow-ups,
 * prices and terse questions, particular homes and the visitor's own bill, small print, and the
 * follow-ups' paraphrases. Each question is in words of our own, not a question of a test set.
 */
import { ask, turn } from "../../../tests/support/chat-ask";
import { describe, expect, it } from "vitest";
import { assistantCopy, chatCopy } from "~/content/chat";

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
      // A county every postcode area of which our surveyors visit: not sent to a video call.
      expect(reply).toMatch(/Yes, our surveyors visit homes across (?:Devon|Cornwall) \(the /);
      expect(reply).not.toContain("video call");
    },
  );

  it("says our surveyors visit a county of ours named on its own", () => {
    const reply = ask("do you come out to pembrokeshire?");
    expect(reply).toContain("Yes, our surveyors visit homes across Pembrokeshire (the SA postcode area).");
  });

  it("offers the video call when one of the places named is outside where we visit", () => {
    const reply = ask("We're moving to Cornwall in spring but we're in Leeds for now. Could I speak to someone first?");
    expect(reply).toContain("video call");
    expect(reply).toContain(chatCopy.detailsRequest);
  });

  it("still says where we work for a county outside it", () => {
    const reply = ask("do you cover north Yorkshire?");
    expect(reply).toContain("We install across");
    expect(reply).toContain("Would you like a free call");
  });
});

/**
 * What a person has to settle (own-case.server.ts, NEEDS_A_PERSON): the visitor's own legal
 * position, a fault code on their own equipment, the capacity of their own part of the grid, a
 * judgement in their shoes, and questions not about solar at all get the honest hand-off, not an
 * answer of ours that shares a word with them. Questions in words of our own, not a test set's.
 */
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

/**
 * Tuning round "longmsg": answerable questions inside long, chatty messages or in unusual words,
 * which the assistant handed off because words of the visitor's setting (the unit wanted, the town
 * the home is in, "or can we just crack on", "those headline figures", "which of your lot") sank
 * the reading's confidence or hid the clause that asks. Paraphrases in words of our own.
 */
const HAND_OFF = "not sure I can answer that one properly";

describe("built-in assistant: long messages and unusual ways of asking", () => {
  it("answers a yearly saving asked 'in hard cash terms', counting the export payments", () => {
    const reply = ask(
      "for a normal home what are households really saving a year in hard cash terms, including whatever you get paid for sending it back?",
    );
    expect(reply).toContain("£330-£750");
    expect(reply).not.toContain(HAND_OFF);
  });

  it("reads 'in actual pounds' after a saving as the unit, with the export payments counted in", () => {
    const reply = ask("what do people save a year in actual pounds, including whatever you get paid for exporting?");
    expect(reply).toContain("£330-£750");
  });

  it.each([
    "do we need planning for solar on our plain old semi in Caerphilly or can we just crack on?",
    "do I need planning for panels on a bungalow in Bridgend or can we just go ahead? the council were awful last time",
    "do we need planning on a mid terrace in Newport, or can we just get cracking?",
  ])("answers planning for a home in a named town, with 'or can we just crack on?': %s", (question) => {
    const reply = ask(question);
    expect(reply).toContain("permitted development");
    expect(reply).not.toContain(HAND_OFF);
  });

  it("answers what the typical home is when the figures are 'those headline savings figures'", () => {
    const reply = ask(
      "My daughter usually handles the bills. The calculator mentions a 'typical home' and I want to know what kind of house those headline savings figures are based on, because ours is a small semi in Penarth.",
    );
    expect(reply).toContain("Cardiff");
    expect(reply).toContain("2,500 kWh");
  });

  it("names the battery specialist when asked 'which of your lot' knows batteries", () => {
    const reply = ask(
      "which of you lot is the battery expert? my husband wants to grill someone who knows them properly lol",
    );
    expect(reply).toContain("Tom Harris");
  });

  it("answers how far ahead a survey can be rebooked", () => {
    const reply = ask(
      "can I re-book the home visit for later in the summer? how far ahead can it go, we're away for weeks",
    );
    expect(reply).toContain("8 weeks");
  });

  it("answers who is told about a new system with the network operator", () => {
    const reply = ask("once the panels are up, who has to be notified about the system? someone mentioned the grid");
    expect(reply).toContain("network operator");
    expect(reply).not.toContain(HAND_OFF);
  });

  it("keeps 'who on your team is the battery person' a question about our team", () => {
    expect(ask("who on your team is the battery person, I've got questions about sizing one")).toContain("Tom Harris");
  });

  it("answers what house the savings are based on, asked without 'figures'", () => {
    const reply = ask("what house are your headline savings based on? mine's a 2 bed terrace");
    expect(reply).toContain("Cardiff");
    expect(reply).toContain("2,500 kWh");
  });

  it("answers whether anyone else is told about a new battery with the network operator", () => {
    expect(ask("does anyone else get told about my battery after it's fitted?")).toContain("network operator");
  });

  it("reads a saving asked 'in cash' as the unit, and 'pay in cash' still as paying", () => {
    expect(ask("honestly what do households save a year in cash, with the export money included")).toContain(
      "£330-£750",
    );
    expect(ask("can I pay in cash?")).not.toContain("£330-£750");
  });
});

/**
 * The built-in assistant picking among near answers by what is asked about the subject (its
 * aspect), not by the subject word alone: how long overall against days on site, whether a price
 * still stands, what something costs against what a home system includes, the day a visit can be
 * booked, and the project that has what the visitor asks for. Each question is in words of our own,
 * not a question of a test set.
 */
describe("built-in assistant: how long, in the unit asked", () => {
  it("reads weeks from the first chat to generating as the whole timeline, not the days on site", () => {
    for (const question of [
      "From the first conversation to the system actually running, how many weeks realistically? The last builder we used overran by months.",
      "how many weeks before the system is generating, counting from our first chat? the school governors need a date",
    ]) {
      const reply = ask(question);
      expect(reply).toContain("4-8 weeks");
      expect(reply).not.toContain("1-3 days on site");
    }
  });

  it("reads how many days the fitters will be at the house as the days on site, not the booking window", () => {
    const reply = ask(
      "the fitting's booked for friday week, how many days will they be at ours? I need to book time off work",
    );
    expect(reply).toContain("1-3 days");
    expect(reply).not.toContain("8 weeks ahead");
  });
});

describe("built-in assistant: how long the surveyor stays", () => {
  it("reads how many hours the surveyor will be here as the site survey's hours, not the drone's", () => {
    const reply = ask("how many hours will the surveyor be here for?");
    expect(reply).toContain("1-2 hours");
    expect(reply).not.toContain("under an hour");
  });
});

describe("built-in assistant: whether a price still stands", () => {
  it("reads a price 'still going to hold' after weeks of deciding as how long a quote is valid", () => {
    const reply = ask(
      "we had our quote a fortnight ago and keep dithering, is that price still going to hold if we say yes next month or would we need a fresh quote",
    );
    expect(reply).toContain("30 days");
  });
});

describe("built-in assistant: asked to be reminded", () => {
  it("reads 'remind me how long' as asking for the warranty, not for a booking reminder", () => {
    const reply = ask("can you remind me what the guarantee on the panels is? lost the folder when we moved");
    expect(reply).toContain("25 years");
    expect(reply).not.toContain("reminder the day before");
  });

  it("still answers a question about reminders before a consultation", () => {
    expect(ask("will you remind me before the consultation?")).toContain("reminder the day before");
  });
});

describe("built-in assistant: is it included, of what the message names", () => {
  it("reads 'does that cost extra or is it included?' after drone surveys as the drone survey's price", () => {
    const reply = ask("saw that you do drone surveys. does it cost extra or is that included? we have a tall roof");
    expect(reply).toContain("£350");
    expect(reply).not.toContain("A home system from us includes");
  });
});

describe("built-in assistant: the day a visit can be booked", () => {
  it("reads a surveyor coming on a Sunday, for a couple who work shifts, as the booking days", () => {
    const reply = ask("could your surveyor come on a sunday instead? my wife and I both work shifts");
    expect(reply).toContain("Saturday mornings");
    expect(reply).not.toContain("your business keeps running");
  });
});

describe("built-in assistant: how far ahead against how long", () => {
  it("reads how long till someone can come out as how soon a visit is booked, not how long panels last", () => {
    const reply = ask("how long until a surveyor could come out, and how many days does the fitting take?");
    expect(reply).toContain("next working day");
    expect(reply).toContain("1-3 days");
    expect(reply).not.toContain("25-30 years");
  });
});

describe("built-in assistant: the times a visit can be booked", () => {
  it("reads a survey on an evening, for a household at work all day, as the times a consultation is booked", () => {
    const reply = ask("could the survey be done on an evening? we both work nine to five");
    expect(reply).toContain("afternoons 13:00-17:00");
  });
});

describe("built-in assistant: the project with what is asked for", () => {
  it("gives the farm or business project that has a battery, not a business one without", () => {
    const reply = ask("Have you done solar and a battery for a farm or business anywhere? We have an orchard shop.");
    expect(reply).toContain("30kWh battery");
    expect(reply).not.toContain("Cwmbran");
  });
});

/**
 * The built-in assistant's readings of questions about the visitor's own details: whether we still
 * keep them, whether we sold or passed them on, what erasing them wipes and what it does to a booked
 * consultation (legal.ts privacy policy, "3. Sharing Your Information", "4. How Long We Keep It" and
 * "5. Your Rights"; erasure.ts). Read as privacy questions, not as asking for our contact details,
 * and not handed off.
 */
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

/**
 * Short follow-ups that only make sense with the turn before: a condition opening "and if…" or
 * "but if…", a size that "isn't enough", who is "in charge of those", and "then what?" after a
 * reply that gave only the start of our answer. Each question is in words of our own, not a
 * question of a test set.
 */
const BOOKED = turn(
  "how can I book a consultation?",
  "You can book a free consultation on our contact page, by phone, video call or a home visit, and we e-mail you a confirmation with a calendar invitation.",
);

const ENQUIRY_KEPT = turn(
  "If I ask for a quote and decide against it, what do you keep about me?",
  "If you don't become a customer, our website erases your details automatically 730 days (two years) after your enquiry.",
);

const BATTERY_PRICE = turn(
  "how much is a home battery?",
  "Our batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
);

const MAINTENANCE = turn(
  "can you service my panels?",
  "Yes. Our maintenance plans start from £150 per year and panel cleaning from £80 per visit.",
);

const INSTALL_DAYS = turn(
  "how many days are you on site for?",
  "Most home installations take 1-3 days on site. Scaffolding usually goes up the day before, then the panels and inverter go in over one or two days.",
);

describe("built-in assistant: 'and if…' follow-ups are conditions on what was just said", () => {
  it("reads not being able to make a booked consultation as moving or cancelling it", () => {
    for (const question of [
      "and if one of the kids is off sick and we cant make it?",
      "but if my shifts change and I'm not able to make the visit?",
    ]) {
      const reply = ask(question, BOOKED);
      expect(reply, question).toContain("move or cancel");
    }
  });

  it("does not read making something work as a booking", () => {
    expect(ask("and if the panels arrive late and we cannot make it work?")).not.toContain("move or cancel");
  });

  it("answers going ahead, asked of what we keep about an enquiry, with how long customers' records are kept", () => {
    for (const question of ["and if we do go ahead?", "but if I go ahead then?"]) {
      const reply = ask(question, ENQUIRY_KEPT);
      expect(reply, question).toContain("life of the warranty");
    }
  });
});

describe("built-in assistant: a size that isn't enough", () => {
  it("answers a battery size that isn't enough with the price of each kWh above it", () => {
    for (const question of [
      "and if 13.5kwh is not enough for us?",
      "what if that wont be big enough",
      "but what if one battery isn't enough?",
    ]) {
      const reply = ask(question, BATTERY_PRICE);
      expect(reply, question).toContain("£450");
    }
  });
});

describe("built-in assistant: who is in charge of what was just said", () => {
  it("names the person for what our reply was about", () => {
    for (const question of ["and who's in charge of them?", "who is responsible for those?", "who handles that?"]) {
      const reply = ask(question, MAINTENANCE);
      expect(reply, question).toContain("Sian");
    }
  });
});

describe("built-in assistant: which one of the people our reply named", () => {
  const TEAM = turn(
    "who works for you?",
    "Rhys Powell founded the company, Catrin Lewis runs operations and Owen Jones leads our installers, and we also have a drone pilot and a battery storage specialist.",
  );

  it("names the person, of those our reply spoke of, who does what is asked", () => {
    expect(ask("and which of them would fly the drone over my roof?", TEAM)).toContain("Dylan");
    expect(ask("what one of you lot fits the batteries then?", TEAM)).toContain("Tom");
  });
});

describe("built-in assistant: the bigger or smaller of the projects our reply named", () => {
  const SCHOOLS = turn(
    "have you worked on schools?",
    "Yes: a primary school in Barry, done over the Easter holidays, and our Welsh record of 756.09kW on a secondary school.",
  );

  it("picks the project by its size", () => {
    expect(ask("how many panels did the larger job have?", SCHOOLS)).toContain("1,626");
    expect(ask("and when was the smaller one finished?", SCHOOLS)).toContain("April 2024");
  });
});

describe("built-in assistant: work getting in the way of the visitor's business", () => {
  const FARMS = turn(
    "do you put panels on farm buildings?",
    "Yes. We install on farms, for example a 30kW system on a dairy barn roof in Caerphilly.",
  );

  it("answers with working around the business's hours", () => {
    for (const question of [
      "would it muck up the feeding while you are doing it? we couldn't close for a day",
      "will the fitting interfere with the shop while you're on the roof?",
    ]) {
      expect(ask(question, FARMS), question).toContain("working hours");
    }
  });
});

describe("built-in assistant: then what, after a reply that gave only the start of our answer", () => {
  it("goes on to commissioning and showing how it works", () => {
    for (const question of [
      "ok then what?",
      "and once they've finished, do the lads just pack their tools up and leave?",
      "what happens when the fitters are done?",
    ]) {
      const reply = ask(question, INSTALL_DAYS);
      expect(reply, question).toContain("show you how it works");
    }
  });
});

/**
 * The built-in assistant picking the right answer among near ones when a terse message names what
 * it asks about in passing: a heading before a dash ("batteries - price and warranty?"), the
 * visitor's own job in a town (not our project there), "roughly what for…" as a price, days of the
 * week shortened, the project our home page puts forward, two figures of our estimate asked
 * together, "drag on" as how long a stage takes, "like" before a question, and another way to
 * survey a roof. Each question is in words of our own, not a question of a test set.
 */
describe("built-in assistant: a heading says what each clause after it asks about", () => {
  it("prices the product named before a dash, not a whole system", () => {
    for (const question of [
      "battery storage - whats the cheapest price and how long is the warranty",
      "batteries: how much to start with, and how long r they guaranteed?",
    ]) {
      const reply = ask(question);
      expect(reply).toContain("6,500");
      expect(reply).not.toContain("3,995");
    }
  });

  it("reads a town the visitor is working in as their setting, not a project of ours there", () => {
    const reply = ask(
      "I'm on a job in Cwmbran at the mo so be quick. batteries - starting cost for one of yours and the guarantee length?",
    );
    expect(reply).toContain("6,500");
    expect(reply).toContain("10-year");
    expect(reply).not.toContain("Business Park Offices");
  });
});

describe("built-in assistant: terse ways of asking", () => {
  it("reads 'roughly what for' a size as its price", () => {
    for (const question of ["ballpark what for a 4kw system fitted", "roughly what would a 4kw fitted be?"]) {
      const reply = ask(question);
      expect(reply).toContain("4,500");
      expect(reply).not.toContain("500 installations");
    }
  });

  it("reads a shortened day of the week as the day", () => {
    const reply = ask("any chance the surveyor could do this sat? im at work all week");
    expect(reply).toContain("Saturday morning");
  });

  it("reads the job our home page boasts of as our record installation", () => {
    const reply = ask("the school project you're always going on about, how many kW and how many panels was it");
    expect(reply).toContain("756");
    expect(reply).toContain("1,626");
  });

  it("gives both figures of the estimate a message asks together", () => {
    const reply = ask(
      "Your calculator goes off the price cap. What unit rate per kWh does that come to, and what standing charge per day?",
    );
    expect(reply).toContain("26.11p");
    expect(reply).toContain("57.19p");
    expect(reply).not.toContain("3,995");
  });

  it("reads how long a stage drags on for as its length", () => {
    const reply = ask("the permits and planning part, how long will that drag on?");
    expect(reply).toContain("2-4 weeks");
  });

  it("reads a question after 'like' in a long sentence", () => {
    const reply = ask(
      "my brother in law keeps saying his battery changed everything on top of his panels, like how much would a battery save me compared to panels alone?",
    );
    expect(reply).toMatch(/about half/);
    expect(reply).toContain("30%");
  });

  it("reads another way to survey a tall roof as the drone survey", () => {
    const reply = ask(
      "three floors up and a steep pitch, I'd rather not have scaffolding put up only so someone can take a look. Any other way of checking it?",
    );
    expect(reply).toContain("drone");
  });

  it("reads whether something is expensive as its price", () => {
    const reply = ask("I'd like a drone survey of the roof, is it very expensive?");
    expect(reply).toContain("£350");
  });
});

/**
 * The built-in assistant's readings of questions about the visitor's own case, home, roof and
 * building (tuning round "homes2"): what only their own case settles is handed to an adviser (their
 * bill as a figure, another firm's warranty, bats in their roof), and what our content does say
 * about a particular roof or building is said instead of our typical figures or a hand-off.
 */
const OFFER = "Would you like a free call from one of our advisers?";
const TYPICAL_SAVINGS = "For a typical home";

describe("built-in assistant: what only the visitor's own case settles", () => {
  it("hands off the visitor's own bill as a figure, or why it is what it is", () => {
    for (const question of [
      "we spend about £95 a month on electricity. what will our bill be after the panels are fitted?",
      "whats my electricity bill going to be in January if we get solar?",
      "how much will my bill come to each month once the panels are on?",
      "why has my bill gone up since you fitted the panels in March?",
      "why is our electric bill still £180 a month, I thought solar was meant to cut it",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(OFFER);
      expect(reply, question).not.toContain(TYPICAL_SAVINGS);
    }
  });

  it("still answers how much bills could come down with our typical figures", () => {
    for (const question of ["how much could we save on our bills?", "how much will my bills be reduced with panels?"]) {
      expect(ask(question), question).toContain(TYPICAL_SAVINGS);
    }
  });

  it("hands off another firm's warranty, however it is described", () => {
    for (const question of [
      "Our installer went out of business last year. Would you honour their 20 year panel warranty?",
      "could you take over the old company's ten-year workmanship warranty?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("other firms' warranties");
      expect(reply, question).not.toContain("up to 25 years");
    }
  });

  it("hands off bats living in a roof, not our privacy policy", () => {
    for (const question of [
      "I think there are bats roosting in the stable roof. Is that an issue legally or can we go ahead?",
      "we've had bats living in the eaves for years, does that stop us getting panels?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("bat surveys");
      expect(reply, question).not.toMatch(/lawful bases/i);
    }
  });
});

describe("built-in assistant: what our content says about a particular roof or building", () => {
  it("answers a roof shaded by a tree or building with how shading matters, not our typical savings", () => {
    for (const question of [
      "a big sycamore over the road shades most of our roof in the afternoon, is solar still worth it or not? can't cut it, it's the council's",
      "the neighbours extension shades part of our roof in the mornings, is it worth getting panels?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toMatch(/shading/);
      expect(reply, question).not.toContain(TYPICAL_SAVINGS);
    }
  });

  it("reads asbestos-free as no asbestos, and a farm roof's strength as our structural checks", () => {
    const question =
      "We're a dairy farm near Usk. The parlour roof is asbestos free fibre cement sheeting, quite old now. Will it take solar panels?";
    const reply = ask(question);
    expect(reply).toContain("structural check");
    expect(reply).not.toContain("asbestos");
  });

  it("says to tell us about asbestos beforehand, as our terms ask", () => {
    for (const question of [
      "there could be asbestos in the old outhouse roof. Should I let you know before you come?",
      "our garage might have asbestos sheets, do we need to tell you about it beforehand?",
    ]) {
      expect(ask(question), question).toContain("known roof defects or asbestos");
    }
  });

  it("answers knowing the panels work while away with the monitoring app", () => {
    for (const question of [
      "It's a holiday cottage we rarely visit. How would we know the panels are working when we're not there?",
      "we're away a lot, is there any way to check the system is generating?",
    ]) {
      expect(ask(question), question).toMatch(/monitoring/);
    }
  });

  it("answers panels on the ground with the winery's ground and roof arrays", () => {
    for (const question of [
      "We keep horses and have a spare field. Do you ever put panels on the ground instead of a roof?",
      "could the panels go in the paddock rather than on the stable roof?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("Vineyard Winery");
      expect(reply, question).toMatch(/ground and roof/i);
    }
  });

  it("places the visitor's own town, not our base when they name it", () => {
    const reply = ask("I know you're based in Risca but I'm over in Bath. Would you send someone out for a survey?");
    expect(reply).toContain("Bath is in our Bath & Somerset area");
  });

  it("answers another way to look at a roof than scaffolding with the drone survey", () => {
    const reply = ask("Three storeys and a steep roof here. Is there another way to survey it without scaffolding?");
    expect(reply).toMatch(/drone/);
  });
});

/**
 * The built-in assistant's readings of questions about the visitor's data, tracking and our small
 * print, said in the visitor's own words (held-out-173 to -176): selling "numbers" on, details kept
 * "for legal purposes", "hanging onto" them and getting them "wiped", Facebook tracking, being
 * "locked in" after signing at the kitchen table, and signing for a relative who may lack capacity
 * (a person's question: own-case.server.ts needsAPerson).
 */

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

/**
 * Short follow-ups read with the turn before, however they are put: going ahead ("and if I do end
 * up going with you?"), a word of their own the answer our reply gave does not say ("the warranty
 * on that?"), what something gets the visitor, erasing details now rather than waiting, how long
 * the people a visit sends stay, a Saturday as "a sat", the price of what someone spoken of looks
 * after, and "panels now, one later". Each question is in words of our own.
 */
const ENQUIRY_DETAILS = turn(
  "what happens to my details if I only ask for a quote?",
  "If you don't become a customer, our website erases your details automatically 730 days (two years) after your enquiry.",
);

const BATTERY_ON_OTHERS = turn(
  "our panels were fitted by a firm that's gone, can you put a battery on them?",
  "Yes, we often add batteries to panels fitted by other companies, like a retrofit we did in Swansea. Batteries start from £6,500 for up to 13.5kWh of storage.",
);

const CERTIFICATES = turn(
  "what accreditations do you hold?",
  "We're MCS certified, NICEIC approved, RECC members and TrustMark registered.",
);

const ROOF_LOOK = turn(
  "can I get someone out to have a look at the roof?",
  "You can book a free home visit online: a morning or afternoon, Monday to Friday, or a Saturday morning, up to 8 weeks ahead.",
);

const MAINTENANCE_PERSON = turn(
  "who runs the servicing?",
  "That's Sian Morgan, our Maintenance Coordinator. She runs our maintenance and cleaning plans.",
);

const BATTERY_COST = turn(
  "what do your batteries cost?",
  "Our batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
);

describe("built-in assistant: going ahead, however it is put", () => {
  it("answers going ahead, asked of what we keep about an enquiry, with how long customers' records are kept", () => {
    for (const question of [
      "and if we do end up going with you?",
      "n if we go ahead with u?",
      "and if I do go ahead and order from you?",
      "but if we end up buying from you?",
    ]) {
      expect(ask(question, ENQUIRY_DETAILS), question).toContain("life of the warranty");
    }
  });
});

describe("built-in assistant: a follow-up's own word the answer our reply gave does not say", () => {
  it("answers the warranty on a battery added to another firm's panels with the battery's warranty", () => {
    for (const question of ["how long's the warranty on that?", "and is there a guarantee on it?"]) {
      expect(ask(question, BATTERY_ON_OTHERS), question).toContain("10-year");
    }
  });
});

describe("built-in assistant: what something gets the visitor", () => {
  it("answers what MCS gets the visitor with the export payments it qualifies a system for", () => {
    for (const question of [
      "ok and the MCS one, what does that actually give me in real terms?",
      "and what does the MCS do for me?",
    ]) {
      expect(ask(question, CERTIFICATES), question).toContain("Smart Export Guarantee");
    }
  });
});

describe("built-in assistant: erasing details now rather than waiting", () => {
  it("answers wiping an enquiry's details now with erasure on request", () => {
    for (const question of ["could I have them wiped now rather than waiting?", "can you delete them straight away?"]) {
      expect(ask(question, ENQUIRY_DETAILS), question).toContain("erase them at any time");
    }
  });
});

describe("built-in assistant: how long the people a visit sends stay", () => {
  it("answers how long they will be here, after booking someone to look at the roof, with the survey's length", () => {
    for (const question of ["how long will they be here for?", "how long will he be at mine?"]) {
      const reply = ask(question, ROOF_LOOK);
      expect(reply, question).toContain("1-2 hours");
      expect(reply, question).not.toContain("1-3 days");
    }
  });
});

describe("built-in assistant: a Saturday as 'a sat'", () => {
  it("answers a survey on a sat with Saturday mornings, not our office hours", () => {
    for (const question of ["can the home visit be on a sat?", "we work all week, could the survey be this sat?"]) {
      const reply = ask(question);
      expect(reply, question).toContain("Saturday mornings");
      expect(reply, question).not.toContain("Mon-Fri 8:00");
    }
  });
});

describe("built-in assistant: the price of what someone spoken of looks after", () => {
  it("answers the price of her plans with our maintenance plans' price, not her story again", () => {
    for (const question of ["and how much are her plans?", "lovely, what does one of her plans cost a year?"]) {
      expect(ask(question, MAINTENANCE_PERSON), question).toContain("£150");
    }
  });
});

describe("built-in assistant: panels now and one later", () => {
  it("answers panels now and the battery later with a battery added at any time", () => {
    for (const question of [
      "bit steep. could I just get the panels now and add one later?",
      "can we start with panels first and stick one on in a couple of years?",
    ]) {
      expect(ask(question, BATTERY_COST), question).toContain("battery ready");
    }
  });
});

describe("built-in assistant: the worst export rate", () => {
  it("answers the worst rate, after the export payments, with the lowest Smart Export Guarantee rate", () => {
    const exported = turn(
      "how does getting paid for export work?",
      "Through the Smart Export Guarantee, energy suppliers pay you for the surplus electricity your panels send to the grid.",
    );
    for (const question of ["and what's the worst rate I might get?", "the lowest SEG rate going?"]) {
      expect(ask(question, exported), question).toContain("4.1p");
    }
  });
});

/**
 * How a visitor's details are kept safe: the privacy policy's "7. Keeping Your Information Safe",
 * not how long they are kept, and not a hand-off.
 */
describe("built-in assistant: whether the visitor's details are safe with us", () => {
  it.each([
    "is my data safe with you?",
    "is my info safe with you lot?",
    "how do you keep our personal data secure?",
    "could my details get hacked?",
  ])("answers %s with the privacy policy's safety section", (question) => {
    const reply = ask(question);
    expect(reply).toContain("encrypted connections");
    expect(reply).not.toContain("730 days");
  });

  it("does not read keeping panels safe as keeping data safe", () => {
    expect(ask("do you keep the panels safe from pigeons?")).not.toContain("encrypted connections");
  });
});
