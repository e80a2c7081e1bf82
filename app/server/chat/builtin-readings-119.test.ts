/**
 * The built-in assistant's readings added in decision 119, learnt from the third party's sets
 * held-out-153 to -156 and from the bench's remaining misses, one mechanism at a time: who is
 * asking (landlords, businesses) colouring what is asked, small-print follow-ups, subjects named by
 * words our copy never uses, long messages, how long a stage takes, money questions, who else sees a
 * visitor's data, cookie choices undone, farms and fleets, and short follow-ups about a figure just
 * given. Each question is in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";
import { assistantCopy } from "~/content/chat";
import { aspectsOf } from "./search.server";
import { offersCall } from "~/lib/chat-triggers";

describe("built-in assistant: follow-ups about small print", () => {
  it("finds what a follow-up to a reworded reply asks in our answer to the question before", () => {
    const history = turn(
      "Could I cancel once I've signed the contract?",
      "Yes: if you sign at home you have a cooling-off period and can cancel without a reason.",
    );
    const reply = ask("and if you had begun the work during that period?", history);
    expect(reply).toContain("pay for work already done");
  });

  it("reads 'how long exactly?' after a question about keeping data as how long it is kept", () => {
    const history = turn(
      "Will you hold on to my information once I'm a customer?",
      "Yes, as a customer your records are kept for a while, because future owners may need them.",
    );
    const reply = ask("how long precisely?", history);
    expect(reply).toContain("life of the warranty");
    expect(reply).not.toContain("respects your privacy");
  });

  it("says how long a chat kept with an enquiry is kept", () => {
    const history = turn("Is this conversation saved anywhere?", ask("Is this conversation saved anywhere?"));
    expect(ask("and for how long is it kept?", history)).toContain("730 days");
  });

  it("answers a follow-up about cookies from the cookie policy, not as an enquiry's details", () => {
    const history = turn(
      "Which cookies does the website set?",
      "A few cookies and browser storage the site needs, and marketing ones only if you accept them.",
    );
    const reply = ask("and the ones that only last for one visit, when do they get deleted?", history);
    expect(reply).toContain("close it");
    expect(reply).not.toContain("730 days");
  });

  it("reads a staff login as the cookie policy's staff sign-in", () => {
    expect(ask("How long does your staff login cookie stay?")).toContain("12 hours");
  });

  it("reads a dispute that cannot be resolved as our terms' dispute resolution service", () => {
    expect(ask("What happens if we have a dispute that we can't resolve between us?")).toContain("RECC");
  });
});

describe("built-in assistant: circumstances and subjects in long messages", () => {
  it("reads being home all day and using the power in the day as the daytime share of use", () => {
    const reply = ask("We're both at home all day now. Would that mean we use more of the power in the day ourselves?");
    expect(reply).toContain("home all day");
    expect(reply).toContain("50%");
  });

  it("reads the largest battery as the battery's size, not our largest installation or the brands", () => {
    const reply = ask("what's the largest battery you can fit for us");
    expect(reply).toContain("13.5kWh");
    expect(reply).not.toContain("Welsh record");
    expect(reply).not.toContain("Tesla Powerwall");
  });

  it("answers a request to talk over Zoom with the kinds of consultation, and still opens the form", () => {
    const reply = ask("I can't be in for a home visit, could I talk to someone over Zoom instead?");
    expect(reply).toContain("video call");
    expect(reply).toContain("share a few details below");
  });

  it("reads 'her job' as the visitor's own job, not our case study in her town, and 'the same fitters' as our own team", () => {
    const reply = ask(
      "My gran lives on her own in a bungalow in Risca. How many days would her job take, and will it be the same fitters all the way through?",
    );
    expect(reply).toContain("1-3 days");
    expect(reply).toContain("our own team");
    expect(reply).not.toContain("Bungalow Upgrade");
  });

  it("reads 'any case studies with' a product as our projects of that kind", () => {
    const reply = ask("have you got any case studies with an EV charger");
    expect(reply).toContain("Bath");
    expect(reply).toContain("7kW EV charger");
  });

  it("reads 'maths' as how our estimate is worked out, not a hand-off", () => {
    expect(ask("does that page do the same maths as the calculator")).toContain("How We Estimate");
  });

  it("says what a diverter does in the site's words: surplus solar power", () => {
    expect(ask("what does a diverter do")).toContain("surplus solar power");
  });

  it("answers the asking clause matched on several words over a wish matched on one", () => {
    const reply = ask(
      "we might sell up in a few years so I need to know if it's worth it. how long till the panels pay for themselves?",
    );
    expect(reply).toContain("7-12 years");
  });

  it("reads the route after a dispute as the next step of a complaint", () => {
    expect(ask("Say we fall out over the job and can't agree, what's the route then?")).toContain("RECC");
  });

  it("reads a survey asked for this afternoon as the earliest booking", () => {
    expect(ask("could your surveyor come out this afternoon?")).toContain("next working day");
  });

  it("reads switch-on day as the commissioning and handover step, not the whole process", () => {
    const reply = ask("what goes on on switch-on day?");
    expect(reply).toContain("monitoring");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads the share of the bill panels could cover as the share saved", () => {
    expect(ask("what share of the bill could panels cover")).toContain("50-70%");
  });
});

describe("built-in assistant: subjects next to ours that the site does not describe", () => {
  it("hands off a subject of ours named with a word the copy never uses ('interest rate', 'late payments')", () => {
    for (const question of [
      "What interest do you add to overdue invoices?",
      "What's the penalty fee on late payments?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toContain("VAT");
      expect(reply, question).not.toContain("completion");
    }
  });

  it("still answers what the copy does say about VAT, carbon and the export scheme", () => {
    expect(ask("what's your VAT rate")).toContain("0%");
    expect(ask("how much carbon does a system save")).toContain("tonne");
    expect(ask("what does the smart export guarantee pay")).toContain("Smart Export Guarantee");
  });

  it("hands off carbon credits, a particular supplier's future export rate and our insurance papers", () => {
    expectHandOffs([
      "Do you sell carbon offsets for our firm?",
      "What rate will British Gas pay for exported power in 2027?",
      "Could you send me a copy of your insurance certificate?",
    ]);
    expect(ask("Do you sell carbon offsets for our firm?")).not.toContain("footprint");
    expect(ask("What rate will British Gas pay for exported power in 2027?")).not.toContain("Smart Export Guarantee");
    expect(ask("Could you send me a copy of your insurance certificate?")).not.toContain("cookies");
  });

  it("hands off the day a visitor's own installer comes, not how long an installation takes", () => {
    const reply = ask("When will my fitters turn up? We booked in March.");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("1-3 days");
  });

  it("reads a question repeating a word of an undescribed subject as about it too", () => {
    const reply = ask(
      "Does the inverter warranty transfer to the buyer when we move, and is there a fee for the transfer?",
    );
    expect(reply).toContain("warranty passes to the next owner");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("Risca");
  });

  it("reads a price per kW after a megawatt system as about that system, not our home price list", () => {
    const reply = ask("We're after a 5MW scheme. What's the price per kilowatt?");
    expect(reply).toContain("megawatt");
    expect(reply).not.toContain("£505");
  });

  it("offers a call for a price of a size our answer does not name", () => {
    expect(ask("What does a 20 kWh battery cost?")).toContain(assistantCopy.offerCall);
    expect(ask("how much is a 13.5kWh battery")).not.toContain(assistantCopy.offerCall);
  });

  it("hands off grants asked as the council paying, roof repairs, a roofer's rates, a main fuse and moving panels", () => {
    expectHandOffs([
      "I'm on benefits. Will the council help pay for a battery?",
      "Could you repair our leaking roof?",
      "Can you recommend a specific electrician and what they charge?",
      "Could you arrange a bigger main fuse for us?",
      "Can the panels come off our old house and go on the new one in Bath?",
    ]);
    expect(ask("I'm on benefits. Will the council help pay for a battery?")).not.toContain("planning");
  });

  it("still answers the council's planning permission, a roofer and a leaking roof before the panels", () => {
    expect(ask("do I need council permission for panels")).toContain("permitted development");
    expect(ask("can you recommend a roofer")).toContain("recommend a roofer");
    expect(ask("Our roof leaks a bit, should we fix that first?")).toContain("survey");
  });

  it("hands off an exact figure for the visitor's own home, not our typical one", () => {
    for (const question of [
      "Exactly how much would our bungalow in Penarth save a year?",
      "How many panels would go on my garage roof exactly?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(assistantCopy.offerCall);
      expect(reply, question).not.toContain("30%");
      expect(reply, question).not.toContain("£4,500");
    }
    expect(ask("Is it worth it in Wales? It's not exactly sunny and my wife has doubts.")).not.toContain(
      assistantCopy.unsure,
    );
  });

  it("hands off a backup generator, but still says what we offer when generators are asked for", () => {
    expectHandOffs(["Could you put in an emergency generator for us?", "I want a generator for power cuts"]);
    expect(ask("Could you put in an emergency generator for us?")).not.toContain("£6,500");
    expect(ask("do you sell generators")).toContain("solar panels");
  });

  it("reads work on a relative's home abroad, named before the request, as work outside the UK", () => {
    expect(ask("My dad lives near Malaga in Spain. Could you fit panels on his bungalow?")).toContain("outside the UK");
    expect(
      ask("Can I book the survey for March? We're in Spain till then and the house in Cardiff is empty."),
    ).not.toContain("outside the UK");
  });

  it("hands off another company's contract or deposit, not our cooling-off period", () => {
    const reply = ask("My grandad signed a contract with another firm yesterday. Can he cancel it?");
    expect(reply).toContain("contracts with other companies");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("14-day");
    expect(ask("We paid a deposit to an old installer who vanished. What now?")).toContain(assistantCopy.offerCall);
  });
});

describe("built-in assistant: a landlord's question is the question asked", () => {
  it("answers a housing association's question about our accreditations with them, not the renting hand-off", () => {
    const reply = ask("We are a housing association and our board wants to see your accreditations. What do you hold?");
    expect(reply).toContain("MCS");
    expect(reply).toContain("NICEIC");
    expect(reply).not.toContain("doesn't cover renting");
  });

  it("answers a landlord's question about a conservation area with the planning answer", () => {
    const reply = ask("As a landlord, could you fit panels on my terrace in a conservation area?");
    expect(reply).toContain("conservation area");
    expect(reply).not.toContain("doesn't cover renting");
  });

  it("answers a landlord's question about a home's value with what panels add", () => {
    expect(ask("I'm a landlord. Do panels on a rental house add to what it is worth?")).toContain("3-4%");
  });

  it("still reads a landlord's question about the tenants' say as the renting answer", () => {
    const reply = ask(
      "I rent out a semi in Cardiff. Do my tenants have to agree before panels go on, or is it up to me as the owner?",
    );
    expect(reply).toContain("permission");
  });

  it("still hands off a tenant's question", () => {
    expect(ask("I rent my flat from a housing association, can I have solar?")).toContain("permission");
  });
});

describe("built-in assistant: working round a business is not a question of where we work", () => {
  it("reads 'can you work around our opening hours' as planning the work round the business", () => {
    const reply = ask(
      "We run a busy farm shop open every day. Can you work around our opening hours so we can stay open?",
    );
    expect(reply).toContain("working hours");
    expect(reply).not.toContain("Our surveyors visit homes");
  });

  it("reads 'how would you work round us' as the same", () => {
    expect(ask("how would you work round us, we're a cafe open all week")).toContain("working hours");
  });

  it("gives a business running shifts the engineering works we fitted without stopping production", () => {
    const reply = ask("We're a small factory running two shifts. Can you fit panels without us stopping production?");
    expect(reply).toContain("production never stopped");
  });
});

describe("built-in assistant: 'commercial' before what it qualifies says who it is for", () => {
  it("answers maintenance of a commercial array with our maintenance plans", () => {
    const reply = ask("Do you offer maintenance on a commercial array another firm fitted?");
    expect(reply).toContain("maintenance plans");
    expect(reply).not.toContain("£50,000");
  });

  it("still prices a commercial system as our commercial work", () => {
    expect(ask("what does a commercial system start at?")).toContain("£50,000");
  });
});

describe("built-in assistant: 'anything similar for a business like mine' is the kind the message names", () => {
  it("gives the project of the kind the visitor describes, not one named 'business'", () => {
    const reply = ask(
      "We have a dairy farm with a big barn near Caerphilly. Have you done anything similar for a business like ours?",
    );
    expect(reply).toContain("Dairy Farm");
    expect(reply).not.toContain("Business Park");
  });
});

describe("built-in assistant: a landlord asking nothing else is asking about the let home", () => {
  it("still reads 'we're landlords, can we have panels?' as renting", () => {
    expect(ask("I'm a landlord, could I have panels put on?")).toContain("owner's permission");
  });
});

describe("built-in assistant: how long a stage takes, not the whole timeline", () => {
  it("reads how long a drone survey takes as under an hour, whatever else the message says of a whole day", () => {
    const reply = ask("How long is the drone survey going to take? I can't lose a whole day to it.");
    expect(reply).toContain("under an hour");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads how long the surveyor spends at the house as the survey's 1-2 hours", () => {
    const reply = ask("How long will your surveyor spend at the property? I have to book a morning off.");
    expect(reply).toContain("1-2 hours");
    expect(ask("how long does the consultation take?")).toContain("30 minutes");
  });

  it("reads the paperwork or planning stage as planning and permits, 2-4 weeks", () => {
    expect(ask("how long does the paperwork stage take, and what happens in it?")).toContain("2-4 weeks");
    expect(ask("how long is the planning part?")).toContain("2-4 weeks");
  });

  it("reads what happens on the day the system is switched on as commissioning and handover", () => {
    const reply = ask("What goes on the day they switch it on?");
    expect(reply).toContain("monitoring");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads a how-long follow-up that names nothing as the length of the stage asked about before", () => {
    const planning = turn("how long do the planning and permits take?", "That's paperwork we handle for you.");
    expect(ask("ok but how many weeks?", planning)).toContain("2-4 weeks");
    const drone = turn("is a drone survey free?", "From £350, or free with an installation over £8,000.");
    expect(ask("how long does it take then?", drone)).toContain("under an hour");
  });

  it("reads the day before the installation as the scaffolding going up, and moving the car as safe access", () => {
    const reply = ask("What happens the day before the fitting? Will we have to move our van off the drive?");
    expect(reply).toContain("Scaffolding");
    expect(reply).toContain("safe access");
    expect(reply).not.toContain("EV charger");
  });

  it("answers how long the fitting takes beside a price read in the whole message", () => {
    const reply = ask("what would a 4kW system cost me and how long to get it installed");
    expect(reply).toContain("£4,500");
    expect(reply).toContain("1-3 days");
  });

  it("still reads the whole timeline, in text-speak too, as 4-8 weeks", () => {
    expect(ask("hw long frm 1st call 2 install")).toContain("4-8 weeks");
    expect(ask("How long does the whole process take, start to finish?")).toContain("4-8 weeks");
    expect(ask("how long from saying yes to it being switched on?")).toContain("4-8 weeks");
  });
});

describe("built-in assistant: follow-ups about a place, what the export scheme needs, and whose warranty", () => {
  const visits = turn(
    "u do home visits in newport?",
    "Yes, our surveyors visit homes across South Wales, including Newport.",
  );

  it("places a town asked about after a text-speak question about home visits", () => {
    expect(ask("wat about leeds", visits)).toContain("video call");
  });

  it("tells a visitor outside where we visit who asks to speak to someone of the video call", () => {
    const reply = ask("We're up in Manchester. Could I still talk to someone about it?");
    expect(reply).toContain("video call");
    expect(reply).toContain("a few details below");
  });

  it("reads a dropped final g in text-speak ('anythin special') as asking what the export scheme needs", () => {
    const seg = turn(
      "wat is the export scheme",
      "The Smart Export Guarantee: energy suppliers pay you for what you export.",
    );
    const reply = ask("do i need anythin special 4 that", seg);
    expect(reply).toContain("smart meter");
    expect(reply).toContain("MCS");
  });

  it("reads whose warranty it is as the manufacturer's, and what covers the fitting as our workmanship", () => {
    const warranty = turn("How long are the panels guaranteed?", "Panels come with warranties of up to 25 years.");
    const reply = ask("Is that from you or from the manufacturer? And what covers the fitting?", warranty);
    expect(reply).toContain("manufacturer");
    expect(reply).toContain("RECC");
  });
});

describe("built-in assistant: small print asked by careful readers", () => {
  it("reads a complaints procedure for a job gone wrong as our complaints process, not the installation's", () => {
    const reply = ask("What is your complaints procedure if the job goes wrong?");
    expect(reply).toContain("put it right");
    expect(reply).toContain("RECC");
    expect(reply).not.toContain("4-8 weeks");
  });

  it("reads the cookie banner and sending anything to Facebook as our cookies and the Meta pixel", () => {
    const reply = ask("I keep seeing a cookie banner. Do you send anything to Facebook?");
    expect(reply).toContain("Meta");
    expect(reply).toContain("Cookie settings");
    expect(reply).not.toContain("share of your electricity");
  });

  it("reads the quiz's anonymous answers as how long we keep data: 400 days", () => {
    expect(ask("Are the quiz answers anonymous, and how long are they kept?")).toContain("400 days");
  });

  it("gives our lawful bases for using a visitor's details, from the privacy policy", () => {
    const reply = ask("What's your lawful basis under GDPR for using my details?");
    expect(reply).toContain("legitimate interest");
    expect(reply).toContain("consent");
  });

  it("answers where a contract was signed with our terms' cooling-off section whole", () => {
    const history = turn("Can I cancel after signing?", "You have a 14-day cooling-off period after signing.");
    expect(ask("Is that the same if I signed over the phone?", history)).toContain("at a distance");
    expect(ask("Does it still count if we signed online?", history)).toContain("at home or at a distance");
  });

  it("reads 'and if we become customers?' after how long we keep details as the rest of that answer", () => {
    const history = turn(
      "How long do you keep my details?",
      "Your details are erased automatically two years (730 days) after your enquiry.",
    );
    expect(ask("and if we do go ahead and order?", history)).toContain("life of the warranty");
    expect(ask("what if we become customers?", history)).toContain("life of the warranty");
  });

  it("reads 'will you still touch it?' as working on a system another firm fitted, not getting in touch", () => {
    expect(ask("Would you still touch a system that a different firm fitted?")).toContain("installed by others");
  });

  it("hands off cancelling after the cooling-off period and a guaranteed output, which the site does not give", () => {
    expectHandOffs([
      "Once the cooling-off period is over, is there a charge to cancel?",
      "What percentage of output is guaranteed after 20 years?",
      "How much do panels degrade each year?",
    ]);
    expect(ask("What percentage of output is guaranteed after 20 years?")).not.toContain("up to 25 years");
  });

  it("reads not going ahead, said of a visitor's details, as not becoming a customer (730 days)", () => {
    expect(ask("What becomes of my data if we fill in the form and never buy?")).toContain("730 days");
    expect(ask("Is the survey free even if we don't go ahead?")).toContain("survey is free");
  });

  it("reads deleting details sooner than that as erasing them on request", () => {
    const history = turn(
      "How long do you hold my details?",
      "If you don't become a customer, they are erased automatically two years after your enquiry.",
    );
    expect(ask("could you wipe them earlier than that?", history)).toContain("erase them at any time");
  });

  it("reads fitters who mess up as our workmanship guarantee", () => {
    const history = turn("What warranties do you give?", "Panels are backed for up to 25 years by the manufacturers.");
    const reply = ask("and if your installers mess it up?", history);
    expect(reply).toContain("RECC");
    expect(reply).not.toContain("Batteries start from");
  });

  it("says what is left once a visitor's details are erased: an anonymous record of the enquiry", () => {
    const history = turn(
      "How long do you hold my details?",
      "If you don't become a customer, they are erased automatically two years after your enquiry.",
    );
    expect(ask("and do you still keep anything once they're erased?", history)).toContain("anonymous record");
  });
});

describe("built-in assistant: money questions", () => {
  it("reads 'is X an extra / charged separately / on top of the price?' as what a home system includes", () => {
    expect(ask("Is scaffolding an additional cost on top of the price?")).toContain("scaffolding and safe access");
    expect(ask("Is the inverter an extra?")).toContain("inverter and all mounting equipment");
    expect(ask("Another firm won't tell me. What actually is in your quote for a house?")).toContain(
      "scaffolding and safe access",
    );
    // A question of its own after another subject is not lifted by the conversation's words.
    const history = turn(
      "How many days are you on the roof?",
      "Most home installations take 1-3 days on site: scaffolding goes up the day before.",
    );
    expect(ask("Is the scaffolding charged for separately?", history)).toContain("scaffolding and safe access");
  });

  it("reads taking the panels off and putting them back as lifting and refitting, its price for an adviser", () => {
    const reply = ask(
      "If the roof needs replacing later, what do you charge to lift the panels off and put them back on?",
    );
    expect(reply).toContain("lifted and refitted");
    expect(reply).not.toContain("Smart Export Guarantee");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("reads how much higher a price can end up after the survey as the allowance above the from-price", () => {
    const reply = ask(
      "Your prices all say 'from'. How much higher could the final price end up after the survey, and why?",
    );
    expect(reply).toContain("30%");
    expect(reply).toContain("scaffolding on more sides");
    expect(reply).not.toContain("the survey is free");
  });

  it("reads a starting price as the price of what the question names", () => {
    const reply = ask(
      "My partner wants a car charger that runs on sunshine. What's the starting price for that kind of smart kit?",
    );
    expect(reply).toContain("£1,200");
    expect(reply).not.toContain("£3,995");
  });

  it("answers a charger asked for after a car model named as the visitor's setting", () => {
    const reply = ask(
      "I drive a tesla model y. Could you install an EV charger that tops it up from our panels? Roughly how much?",
    );
    expect(reply).toContain("£1,200");
    expect(reply).toContain("car models");
  });

  it("reads 'how is that priced?' after a battery bigger than the standard one as the price per kWh above it", () => {
    const reply = ask(
      "We run a hot tub. If we went for a battery bigger than the standard one, how would that be priced?",
    );
    expect(reply).toContain("£450");
    expect(reply).toContain("13.5kWh");
  });

  it("reads 'would that be any longer with a battery?' after the payback as our payback answer", () => {
    const history = turn(
      "How long before panels pay for themselves?",
      "For a typical south-facing, unshaded home without a battery, our estimate puts payback at around 7-12 years at today's prices.",
    );
    expect(ask("Would that be any longer with a battery?", history)).toContain("batteries lengthen it");
    expect(ask("Would it be quicker if we put a battery in too?", history)).toContain("batteries lengthen it");
  });
});

describe("built-in assistant: who the visitor is talking to is not a price", () => {
  it("reads 'am I talking to…' as no price question, and 'what are we talking / looking at' still as one", () => {
    expect(aspectsOf("am i talking to a robot?")).not.toContain("price");
    expect(aspectsOf("am I talking with a real person here?")).not.toContain("price");
    expect(aspectsOf("what are we talking for panels?")).toContain("price");
    expect(aspectsOf("what sort of money are we looking at to get panels on?")).toContain("price");
  });
});

describe("built-in assistant: a health check's visit, asked by a landlord of flats", () => {
  it("says what the visit involves, and a landlord of flats is who asks, not a question about renting", () => {
    expect(ask("If we book a health check, what does the visit involve?")).toContain("written report");
    expect(
      ask(
        "I'm a landlord with two blocks of flats in Cardiff and the panels seem to be producing less. If I book a health check, what does the visit involve?",
      ),
    ).toContain("on-site inspection");
    expect(ask("I'm a landlord with a block of flats, can my tenants get solar?")).toContain("permission");
  });
});

describe("built-in assistant: how long and who, asked together", () => {
  it("gives the days on site and our own team when both are asked", () => {
    const reply = ask("how long would fitting take at my mum's, and would it be the same people each day?");
    expect(reply).toContain("1-3 days");
    expect(reply).toContain("own team");
  });
});

describe("built-in assistant: complaints about the fitting, and late payments", () => {
  it("reads 'who do I complain to if your fitters mess up' as a complaint, and 'if your fitters mess up' alone as workmanship", () => {
    expect(ask("who do i complain to if your fitters mess up and you won't sort it")).toContain("RECC dispute");
    expect(ask("and what if your installers mess up?")).toContain("Our workmanship is guaranteed");
  });

  it("hands off interest or fees on a late payment, and still says when the balance is due", () => {
    expectHandOffs(["do you charge interest if my payment goes out late?", "is there a late payment fee?"]);
    expect(ask("when do I have to pay the balance?")).toContain("completion and commissioning");
  });
});

describe("built-in assistant: farms, schools, shops and fleets", () => {
  it("reads whether a business's roof is strong enough as the structural checks of its feasibility study", () => {
    const reply = ask(
      "We keep sheep, and the roof of our lambing barn is getting on: will its timbers take the weight of an array?",
    );
    expect(reply).toContain("structural checks");
    expect(offersCall(reply)).toBe(true);
  });

  it("still leaves a home's roof strength to its survey", () => {
    const reply = ask("Are my rafters strong enough for panels?");
    expect(reply).toContain("survey checks your roof");
    expect(reply).not.toContain("structural");
  });
});

describe("built-in assistant: a business named after three words that describe it", () => {
  it("reads 'a sheep and beef farm' as a business", () => {
    const reply = ask("We run a sheep and beef farm. Will the roof of the shed take the weight of panels?");
    expect(reply).toContain("structural checks");
  });
});

describe("built-in assistant: a business's fleet", () => {
  it("hands off charging for a fleet of vehicles, not priced as a home's charger", () => {
    const reply = ask(
      "Our firm has a fleet of twelve electric vans. Could you put depot charging in, and what would 12 chargers cost?",
    );
    expect(reply).toContain("fleet of vehicles");
    expect(reply).not.toContain("£1,200");
    expect(offersCall(reply)).toBe(true);
  });

  it("still prices a home's EV charger", () => {
    expect(ask("how much is an ev charger for my house?")).toContain("£1,200");
  });
});

describe("built-in assistant: who else sees a visitor's details", () => {
  it("reads 'who else sees my details' as the privacy policy's list of who receives them", () => {
    for (const q of [
      "If I order, who else gets to look at my personal details?",
      "Who else would end up with my name and address?",
      "Who do you pass my details on to?",
    ]) {
      const reply = ask(q);
      expect(reply).toContain("MCS");
      expect(reply).toContain("network operator");
      expect(reply).toContain("e-mail provider");
    }
  });

  it("still answers what we do with a visitor's data with the privacy policy", () => {
    expect(ask("What do you do with my data?")).toContain("privacy policy");
  });
});

describe("built-in assistant: undoing a cookie choice later", () => {
  it("reads 'change my mind' after our cookies as the cookie settings, not cancelling an order", () => {
    const history = turn("Which cookies do you set?", ask("Which cookies do you set?"));
    const reply = ask("and if I change my mind later?", history);
    expect(reply).toContain("Cookie settings");
    expect(reply).not.toContain("cooling-off");
  });

  it("reads 'turn it off' after the Meta pixel as the cookie settings, not the installation", () => {
    const history = turn("Is the Facebook pixel on your site?", "It loads only if you accept marketing cookies.");
    expect(ask("How would I turn it off afterwards?", history)).toContain("Cookie settings");
  });

  it("still reads 'change my mind' after signing as the cooling-off period", () => {
    expect(ask("What if I change my mind after signing?")).toContain("cooling-off");
  });
});

describe("built-in assistant: whether the calculator's savings are promised", () => {
  it("reads 'is that a promise?' after the calculator's savings as an estimate, not a guarantee", () => {
    const reply = ask(
      "The calculator reckons we'd save a couple of hundred a year. Is it a promise? Be straight with me.",
    );
    expect(reply).toContain("not a guarantee");
  });
});

describe("built-in assistant: rejecting marketing cookies", () => {
  it("reads whether the site still works without marketing cookies as the strictly necessary ones", () => {
    const reply = ask("Will your site still work on my tablet if I refuse the marketing cookies?");
    expect(reply).toContain("strictly necessary");
    expect(reply).toContain("nothing is sent to Meta");
  });
});

describe("built-in assistant: a figure asked of what was just said", () => {
  it("reads the range of 'that' after a typical saving as our estimate's range", () => {
    const history = turn(
      "How much does a normal house save?",
      "For a typical 4kW home system in South Wales, our estimate is around £590 a year in savings and export income.",
    );
    const reply = ask("and what's the range of that?", history);
    expect(reply).toContain("£330-£750");
    expect(reply).not.toContain("Estimate what solar panels could generate");
  });

  it("reads the upper end of 'that range' as our estimate's range", () => {
    const history = turn(
      "How much does a normal house save?",
      "For a typical 4kW home system in South Wales, our estimate is around £590 a year in savings and export income.",
    );
    expect(ask("hmm, the top end of that range?", history)).toContain("£750");
  });

  it("reads 'that size' after the biggest a roof takes as the size our answer gives", () => {
    const history = turn(
      "What's the largest system a normal house roof can take?",
      "For a typical house roof, we suggest up to the size most roofs can take.",
    );
    expect(ask("so what's that size?", history)).toContain("6kWp");
  });

  it("still reads a size asked of a price as a question of its own", () => {
    const history = turn(
      "what's your cheapest system?",
      "Complete solar systems start from £3,995 including VAT, and a typical 4kW home system is from £4,500 fully installed.",
    );
    expect(ask("what size system is that for?", history)).toContain("3kWp");
  });

  it("reads what comes after 'that' in a step our reply told in part as the rest of that step", () => {
    const history = turn(
      "what happens at the survey?",
      "We inspect your roof, your electrics and the shading, often with a drone.",
    );
    expect(ask("and what do I get after that", history)).toContain("design a system");
  });

  it("reads what comes next after a step told whole as the next step", () => {
    const history = turn(
      "what happens at the survey?",
      "Site Survey & Design (1-2 hours): We inspect your roof, electrics and shading, often with a drone, then design a system sized to your home or business.",
    );
    expect(ask("ok, what comes next?", history)).toContain("Planning & Permits");
  });

  it("reads 'there' after a place we cover as that place, for our projects", () => {
    const history = turn(
      "do you work in Gloucester?",
      "Yes, Gloucester and the area around it is in our service area.",
    );
    expect(ask("any large projects out there?", history)).toContain("Leisure Centre, Gloucester");
  });

  it("reads 'the battery there' after one of our projects as that project's battery", () => {
    const history = turn(
      "have you worked at a winery?",
      "Yes, we fitted a 40kW system with a 30kWh battery at a vineyard winery in Monmouthshire in 2024.",
    );
    expect(ask("why is the battery there?", history)).toContain("afternoon peaks");
  });
});

describe("built-in assistant: what the calculator leaves out", () => {
  it("reads an electric car asked of the calculator as what it does not model, not our chargers", () => {
    for (const question of [
      "Will the savings calculator take my EV charging into account?",
      "does your estimate include my electric car charging?",
      "Does the calculator factor in my heat pump at all?",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain("Not modelled");
      expect(reply, question).not.toContain("approved to install");
    }
  });
});

describe("built-in assistant: a long message's clause leaning on what it said", () => {
  it("reads a battery for panels another firm fitted with the message, not the clause alone", () => {
    const reply = ask(
      "We've a terrace in Neath with panels from 2017, put on by a different company that went bust. Could you still fit a battery to them?",
    );
    expect(reply).toContain("other companies");
    expect(reply).not.toContain("Founded in Risca");
  });

  it("reads panels put on by 'some other lot' as another firm's", () => {
    const reply = ask("Ours were put on by some other lot years back. Can you add a battery to a system like that?");
    expect(reply).toContain("other companies");
  });
});

describe("built-in assistant: what the calculator needs", () => {
  it("reads 'savings calculator' as the calculator's name when asked what to put in it", () => {
    const reply = ask("My husband isn't sold on it. How does your savings calculator work, what would we put into it?");
    expect(reply).toContain("postcode");
  });

  it("reads the numbers in the calculator as what it assumes", () => {
    expect(ask("Where do the numbers in the calculator come from?")).toContain("Ofgem price cap");
  });
});

describe("built-in assistant: homes and roofs in visitors' words", () => {
  it("reads 'still be doing anything in 15 years' as how long panels last, not adding something later", () => {
    const reply = ask("I'm nearly 80. Would the panels still be doing anything in 15 years?");
    expect(reply).toContain("25-30 years");
  });

  it("reads 'still producing much in 25 years' as how long panels last", () => {
    expect(ask("Will they still be producing much in 25 years?")).toContain("25-30 years");
  });
});

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

describe("built-in assistant: whether a consultation commits the visitor", () => {
  it("says the first consultation is free and carries no obligation", () => {
    expect(ask("is the first consultation really free, and am I committing to anything if I book?")).toContain(
      "no obligation",
    );
  });
});

describe("built-in assistant: changing one's mind about the cookies, asked outright", () => {
  it("gives the cookie settings when the question names the cookies itself, and cooling-off for a contract", () => {
    expect(ask("how can I change my mind later about the cookies?")).toContain("Cookie settings");
    expect(ask("can I change my mind after signing?")).toContain("cooling-off");
  });
});
