/**
 * The built-in assistant's readings added in decision 116, learnt from the third party's sets
 * held-out-77 to -108: more answers from the content, follow-ups that carry the aspect or the
 * person spoken of, projects pointed at, misspelt words of ours, what the quiz shows for a bill,
 * and more subjects the site does not describe. Each question is in words of our own, not a
 * question of a test set.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";
import { plainWords } from "./search.server";

describe("built-in assistant: readings added in decision 116", () => {
  it("finds a project pointed at by its place, or by the kind or place of the question before", () => {
    expect(ask("the bungalow job in Risca, was that one of yours?")).toContain("Bungalow Upgrade");
    expect(ask("that Cwmbran offices place, how big was it?")).toContain("Business Park Offices");
    const afterChargers = turn("do you put in car chargers?", "Yes, as part of our smart energy upgrades.");
    expect(ask("got any examples you've done?", afterChargers)).toContain("Solar and EV Charging");
    const afterBath = turn("do you work around Bath?", "Yes, Bath is one of our areas.");
    expect(ask("have you done any there?", afterBath)).toContain("Bath");
  });

  it("names the founder, and a team member named anywhere in a question, not the visitor's own name", () => {
    expect(ask("who set up the business in the first place?")).toContain("Rhys Powell");
    expect(ask("does Rhys still go out on jobs himself?")).toContain("Rhys Powell");
    expect(ask("hi I'm Rhys, how much is a battery?")).toContain("£6,500");
  });

  it("answers complaints beyond us, cancelling after signing, the estimate's accuracy and method", () => {
    expect(ask("if we fall out over the job, is there an independent body that sorts disputes?")).toContain("RECC");
    expect(ask("once we've signed on the day, can we still cancel?")).toContain("14-day");
    expect(ask("how far off could your savings figure be in a dull year?")).toContain("about a tenth");
    const method = ask("what formula and assumptions does your estimate use?");
    expect(method).toContain("Ofgem");
    expect(method).toContain("How We Estimate page");
  });

  it("prices a battery above the from-price's size from our price list, and gives our accounts' addresses", () => {
    const history = turn("what size batteries do you do?", "Up to 13.5kWh on the starting price.");
    expect(ask("and how much more for something bigger?", history)).toContain("£450");
    expect(ask("have you got insta?")).toContain("instagram.com/");
    expect(ask("could I phone you on a Saturday?")).toContain("Sat 9:00 AM");
  });

  it("hands off what the site does not describe: EPCs, new-build packages, being at home on the day, tariff deals", () => {
    expectHandOffs([
      "will you update our EPC rating afterwards?",
      "we're building six new builds, what would you charge per plot?",
      "can I leave a key with a neighbour while you fit it?",
      "which supplier has the best export deals right now?",
    ]);
  });

  it("offers a video call when a surveyor is asked to come to a town outside our areas", () => {
    expect(ask("could a surveyor come out to me in Leeds?")).toContain("video call");
  });
});

describe("built-in assistant: follow-ups about someone or a project just spoken of (decision 116)", () => {
  it("answers 'he' or 'she' about the team member our reply named", () => {
    const history = turn("who looks after the drone side?", "That's Dylan Evans, our drone pilot.");
    expect(ask("is he licensed?", history)).toContain("CAA operator licence");
  });

  it("finds a project our reply named by two words of its title", () => {
    const history = turn("have you ever done a winery?", "Yes, a vineyard winery, with ground and roof panels.");
    expect(ask("when was that one completed?", history)).toContain("Monmouthshire");
    const award = turn("what's your biggest job?", "A secondary school, a record for Wales.");
    expect(ask("and did it win you anything?", award)).toContain("Installer of the Year");
  });

  it("answers the person and the other question of a message", () => {
    const reply = ask("who schedules the install dates, and do you use subcontractors?");
    expect(reply).toContain("Catrin Lewis");
    expect(reply).toMatch(/own/i);
  });
});

describe("built-in assistant: office hours, bank holidays and our use of data (decision 116)", () => {
  it("gives the office hours when a visitor asks when to ring, and says no bookings on bank holidays", () => {
    expect(ask("when could we phone you?")).toContain("8:00 AM-6:00 PM");
    expect(ask("will somebody answer the phones on saturday afternoons?")).toContain("Sat 9:00 AM-4:00 PM");
    expect(ask("is a consultation possible over the easter bank holiday?")).toContain(
      "no visits or calls on bank holidays",
    );
  });

  it("says we never sell a visitor's contact details", () => {
    expect(ask("will you pass on my contact details to anyone?")).toContain("We never sell your information");
  });
});

describe("built-in assistant: the calculator's assumptions, a semi's roof and IP addresses (decision 116)", () => {
  it("gives the unit price, export rate and pitch the calculator works with", () => {
    const prices = ask("which electricity price is the estimate based on?");
    expect(prices).toContain("26.11p");
    expect(prices).toContain("12p");
    expect(ask("if I don't know the angle of my roof what does the calculator assume?")).toContain("35°");
  });

  it("says how big a system a semi-detached roof usually takes", () => {
    expect(ask("how many panels can you get on a semi-detached roof?")).toContain("6kW");
  });

  it("says we never store a visitor's IP address", () => {
    expect(ask("is my IP address stored when I visit your site?")).toContain("never store");
  });
});

describe("built-in assistant: more ways of asking about us, the chat's small print and the install (decision 116)", () => {
  it("names our founder, reads '2' as 'to' and finds monitoring, replies and thermal surveys", () => {
    expect(ask("who set up the business?")).toContain("Rhys");
    expect(ask("how much 2 clean my panels")).toContain("£80");
    expect(ask("can I keep tabs on the generation from my phone?")).toContain("monitoring");
    expect(ask("when will someone come back to me about my quote?")).toContain("24 hours");
    expect(ask("do you do infrared camera surveys?")).toContain("£350");
  });

  it("answers changing the cookie choice, adverts remembered, erasing data and a tidy install", () => {
    expect(ask("I've changed my mind on the cookies, how do I undo it?")).toContain("Cookie settings");
    expect(ask("clicked an ad on facebook, how long does your site stick around with that?")).toContain("90 days");
    expect(ask("please wipe everything you hold on me")).toContain("erase");
    expect(ask("will the installation leave a mess?")).toContain("tidy");
  });
});

describe("built-in assistant: the estimate's basis, the quiz, bookings and more ways of asking (decision 116)", () => {
  it("gives the typical home behind our figures, what the quiz asks and what MCS gets a visitor", () => {
    expect(ask("what's the average household in your estimate assumed to be?")).toContain("2,500 kWh");
    const quiz = ask("what questions are on the quiz?");
    expect(quiz).toContain("monthly electricity bill");
    expect(quiz).toContain("do you own the property");
    expect(ask("what does the TrustMark thing actually do for me?")).toMatch(/TrustMark/);
  });

  it("says where our reviews are left, and which of our steps takes longest", () => {
    const history = turn("are you any good?", "Our customers rate us highly.");
    expect(ask("where are your reviews posted?", history)).toContain("Trustpilot");
    expect(ask("what part of the process takes the longest?")).toContain("2-4 weeks");
  });

  it("gives the days and the earliest we can visit, and our smallest system", () => {
    expect(ask("which days could your surveyor come round?")).toContain("Saturday mornings");
    expect(ask("how soon could someone come out?")).toContain("next working day");
    expect(ask("how small can you go on a system?")).toContain("£3,995");
  });

  it("places a town asked in one part of a two-part question, and a home abroad with the work asked on it", () => {
    expect(ask("Do you get out as far as Carmarthen or is it mostly Swansea?")).toContain("Carmarthen");
    expect(ask("we have an apartment in Tenerife, could you put panels on it?")).toContain(assistantCopy.offerCall);
  });

  it("hands off salaries, aerials and which named tariff is better", () => {
    expectHandOffs([
      "what would the wages be for a fitter with you?",
      "can you move our satellite dish while you're up there?",
      "is Octopus Agile better than Go for us?",
    ]);
  });
});

describe("built-in assistant: a battery later, a free drone survey, our reviews' platforms (decision 116)", () => {
  it("reads 'once we've saved up' as later, and paying for the drone survey as whether it is free", () => {
    expect(ask("could we do panels first and get a battery once we've saved up?")).toContain("battery ready");
    expect(ask("would I have to pay the 350 if we went ahead with an install?")).toContain("£8,000");
  });
});

describe("built-in assistant: the calculator's figures and choices (decision 116)", () => {
  it("gives the prices, typical use and defaults the calculator's figures are based on", () => {
    const basis = ask("which unit price does the estimate assume?");
    expect(basis).toContain("Ofgem price cap");
    expect(basis).toContain("2,500 kWh");
    expect(ask("if I leave the roof angle blank, what does the calculator assume?")).toContain("35°");
  });

  it("says the calculator asks about shade when a visitor's roof is shaded", () => {
    expect(ask("a chimney shades half our roof, does the calculator know about that?")).toContain(
      "heavy (shaded most of the day)",
    );
  });

  it("reads 'or do I have to sort it myself?' as whether we handle it", () => {
    expect(ask("we live in a listed building: will you apply for planning or do I need to do it myself?")).toContain(
      "handle any application",
    );
  });
});

describe("built-in assistant: the smallest system, tired roof tiles and what a booking sends (decision 116)", () => {
  it("gives the starting price for the smallest system", () => {
    expect(ask("how small a system can you put in?")).toContain("£3,995");
  });

  it("reads worn roof tiles as the roof's condition", () => {
    expect(ask("our ridge tiles are looking worn, is that an issue?")).toContain("roofer");
  });

  it("says what a visitor gets after booking", () => {
    expect(ask("after we've booked, will we get an email?")).toContain("confirmation e-mail");
  });
});

describe("built-in assistant: whom a visitor speaks to, and adding a battery later (decision 116)", () => {
  it("names the person for a subject, and the first voice a caller hears", () => {
    expect(ask("who should we talk to about our cleaning plan?")).toContain("Sian Morgan");
    expect(ask("if I phone, who's the first person I'll get?")).toContain("Megan Hughes");
  });

  it("says a battery can come later when a visitor asks whether it must all go in together", () => {
    expect(ask("solar now, storage next year, or has it got to be done all at once?")).toContain("added at any time");
  });
});

describe("built-in assistant: RECC for a consumer, and what the calculator counts (decision 116)", () => {
  it("says what RECC membership means for the visitor", () => {
    expect(ask("why should RECC matter to us as homeowners?")).toContain("protects you as a consumer");
  });

  it("says what the calculator leaves out when asked whether it counts something", () => {
    expect(ask("does your calculator count an electric car charging overnight?")).toContain("Not modelled");
  });
});

describe("built-in assistant: what a figure is based on, and the rates a unit (decision 116)", () => {
  const saving = turn(
    "what might we save a year?",
    "For a typical home our estimate is a cut of about 30% in the bill.",
  );

  it("gives what our estimate assumes when a visitor asks how a figure was worked out", () => {
    expect(ask("how did you get that figure?", saving)).toContain("2,500 kWh");
    expect(ask("and is that based on a house like ours?", saving)).toContain("south-facing");
  });

  it("gives the export rates when a visitor asks what a unit pays", () => {
    expect(ask("roughly what do suppliers pay a kWh for what I export?")).toContain("12p");
  });
});

describe("built-in assistant: own panels, ways of paying, damage and brand comparisons (not described) (decision 116)", () => {
  it("hands off fitting bought panels, card or cash, storm damage and which brand is better", () => {
    expectHandOffs([
      "would you install my own panels if I get them?",
      "I ordered some second-hand panels online, could your lot put them up?",
      "can I settle the balance with a debit card?",
      "if a storm rips a panel off is it covered?",
      "SolarEdge versus Enphase, which one should I go for?",
    ]);
    expect(ask("can I settle the balance with a debit card?")).toContain("ways of paying");
  });
});

describe("built-in assistant: being charged, how far out the calculator is, and hidden extras (decision 116)", () => {
  it("reads 'charged for' as a price, 'how far off' as accuracy and hidden costs as the fixed quote", () => {
    expect(ask("would I get charged for a drone survey?")).toContain("£350");
    expect(ask("how wrong can the savings calculator be?")).toContain("a tenth");
    expect(ask("are there any hidden costs on a home system?")).toContain("no hidden extras");
  });
});

describe("built-in assistant: where our surveyors go, asked of them rather than of us (decision 116)", () => {
  it("places a town when 'your engineers' or 'your surveyor' is asked to come", () => {
    expect(ask("would your engineers come out as far as Taunton?")).toContain("Taunton");
    expect(ask("can your surveyor travel to Leeds?")).toContain("outside our regional areas");
  });
});

describe("built-in assistant: our address asked by someone who wants to talk in person (decision 116)", () => {
  it("gives the office address and offers a call", () => {
    const reply = ask("what's your full address? I want to speak to someone in person");
    expect(reply).toContain("Tredegar Business Park");
    expect(reply).toContain(assistantCopy.offerCall);
  });
});

describe("built-in assistant: whether solar is worth bothering with (decision 116)", () => {
  it("answers with the payback on an east or west roof, not a home's value", () => {
    const reply = ask(
      "we have a west-facing roof in Barry with three kids. is solar still worth bothering with on a house like ours?",
    );
    expect(reply).toContain("lengthen");
    expect(reply).not.toContain("home's value");
  });
});

describe("built-in assistant: whether something is in the price (decision 116)", () => {
  it("reads 'is scaffolding part of the price?' as what a home system includes", () => {
    const history = turn("what does a home system cost?", "Home systems start from £4,500 for a 4kW system.");
    expect(ask("is scaffolding part of the price?", history)).toContain("includes");
  });
});

describe("built-in assistant: the quiz's questions, and a part of a timeline (decision 116)", () => {
  it("lists what the quiz asks, also as a follow-up about it", () => {
    expect(ask("what kind of questions does your quiz have?")).toContain("monthly electricity bill");
    const quiz = turn("is the quiz quick?", "Yes, about 60 seconds.");
    expect(ask("and what will it ask me?", quiz)).toContain("condition is your roof in");
  });

  it("reads 'how much of that is…' after a timeline as how long that part takes", () => {
    const timeline = turn("how long from start to finish?", "Usually about 4-8 weeks.");
    expect(ask("how much of that time is the permits part?", timeline)).toMatch(/^Planning & Permits \(2-4 weeks\)/);
  });
});

describe("built-in assistant: projects asked as 'what have you put on…' (decision 116)", () => {
  it("answers what size of system we have put on a kind of building with our project", () => {
    expect(ask("how big a system have you put on a school?")).toContain("School Record Installation");
  });
});

describe("built-in assistant: the aspect asked before, a quoted price and more small print (decision 116)", () => {
  it("asks the aspect of the question before of the subject a follow-up names", () => {
    const history = turn("how long will the panels keep going?", "Panels keep working for decades.");
    expect(ask("and what about the inverter?", history)).toContain("10 years");
  });

  it("answers a quoted price of ours from the answer that gives it", () => {
    expect(ask("the advert said from 3995, does that have VAT added?")).toContain("including VAT");
  });

  it("books a day asked as 'can it be a Saturday?', and says when payment is due", () => {
    expect(ask("could the survey be on a saturday?")).toContain("Saturday mornings");
    expect(ask("when would we need to pay?")).toContain("completion");
  });

  it("hands off fuse boxes, jobs with us and refurbished kit, not a question naming the fuse board", () => {
    expectHandOffs([
      "can your electrician swap our old fuse box while you're here?",
      "how would I go about getting a job with your company?",
      "do you do second hand batteries any cheaper?",
    ]);
    expect(ask("are you NICEIC? my mate says check before anyone touches the fuse board")).toContain("NICEIC");
  });
});

describe("built-in assistant: a misspelt word of ours (decision 116)", () => {
  it("puts right a word one letter away from ours, and leaves other words and forms of ours alone", () => {
    expect(ask("wat warrenty do u giv on the panles")).toContain("25 years");
    expect(ask("do u cover swansae?")).toContain("Swansea");
    expect(plainWords("we manage a school and she can't manage the stairs, does that matter?")).toBe(
      "we manage a school and she can't manage the stairs, does that matter?",
    );
  });

  it("finds a project by a word of its title said in the singular", () => {
    expect(ask("the Cwmbran office job on your site, did they have to close?")).toContain("Business Park Offices");
  });
});

describe("built-in assistant: a town of ours with a question answered with the offer of a call (decision 116)", () => {
  it("says yes to the town and gives the answer, though the answer ends with the offer of a call", () => {
    const reply = ask("we've got shops in Newport, do you do commercial work and what's the starting price?");
    expect(reply).toContain("Newport");
    expect(reply).toContain("£50,000");
  });
});

describe("built-in assistant: text-speak 'r', a home described after the question, car charging in the calculator", () => {
  it("reads 'how much r…' as 'are' and a greeting and 'just a semi' as no subject", () => {
    expect(ask("hey hw much r solar panels roughly")).toContain("£4,500");
    expect(ask("hiya how much r solar panels approx? just a small semi in Newport")).toContain("£4,500");
  });

  it("says the calculator leaves out charging an electric car", () => {
    expect(ask("will the calculator include charging our car?")).toContain("Not modelled: electric vehicles");
  });
});

describe("built-in assistant: booking slots and erasing what a visitor sent", () => {
  it("gives the booking times for 'the survey slots'", () => {
    expect(ask("which hours are the survey slots in?")).toContain("09:00-12:00");
  });

  it("says we erase a visitor's details when asked to delete all they gave us", () => {
    expect(ask("please erase all we gave you, we're not going ahead")).toContain("erase them straight away");
  });
});

describe("built-in assistant: asbestos, tree work and taking a battery along when moving are not described", () => {
  it("offers a call for them", () => {
    expectHandOffs([
      "our garage has an asbestos roof, would you take it off for us first?",
      "could you trim back the trees over the back of the house while you're up there?",
      "when we sell up, can we bring our battery with us?",
    ]);
    expect(ask("could you trim back the trees over the back of the house?")).toContain("cutting back trees");
  });
});

describe("built-in assistant: how many panels a roof takes, and the VAT rate", () => {
  it("answers how many panels would go on a semi with our survey experience", () => {
    expect(ask("how many solar panels would fit on our semi-detached?")).toContain("14 panels");
  });

  it("gives the VAT rate on installed panels", () => {
    expect(ask("is it zero rate VAT on solar?")).toContain("0%");
  });
});

describe("built-in assistant: a follow-up about the project the visitor asked about", () => {
  it("answers from the project the visitor's question named when our reply did not", () => {
    const cardiff = turn("what was the Cardiff job like?", "A semi with panels on both sides of the roof.");
    expect(ask("how big was the battery?", cardiff)).toContain("10kWh battery");
    const swansea = turn("any case studies from Swansea?", "Yes, a battery for panels another firm fitted.");
    expect(ask("what size was it?", swansea)).toContain("9.5kWh");
  });
});

describe("built-in assistant: 'does that cover the scaffolding?'", () => {
  it("answers with what a home system includes", () => {
    expect(ask("does your price cover scaffolding?")).toContain("scaffolding and safe access");
  });
});

describe("built-in assistant: the rate per unit asked in more words", () => {
  it("gives the unit and export rates our estimate uses", () => {
    expect(ask("what sort of price would we get per unit?")).toContain("typically 12p");
  });
});

describe("built-in assistant: 'the drone bit'", () => {
  it("reads it as the drone survey, with its price", () => {
    expect(ask("how much is the drone part?")).toContain("£350");
  });
});

describe("built-in assistant: the quiz's savings for a bill named without 'a month'", () => {
  it("gives the quiz's band as a rough guide with our estimate", () => {
    expect(ask("why does the quiz say I'd save more on my £90 bill than your calculator?")).toContain("rough guide");
  });
});

describe("built-in assistant: an east-west roof", () => {
  it("says panels on both faces spread generation through the day", () => {
    expect(ask("is an east-west facing roof ok for panels?")).toContain("spread generation through the day");
  });
});

describe("built-in assistant: a lost booking confirmation e-mail", () => {
  it("gives our number to call", () => {
    const booked = turn("how do I move my consultation?", "Use the link in your confirmation e-mail.");
    expect(ask("I deleted that email by mistake", booked)).toContain("029 2018 0123");
  });
});

describe("built-in assistant: how many panels our school installation took", () => {
  it("answers with our record school's panels", () => {
    expect(ask("how many panels went onto the school project?")).toContain("1,626 panels");
  });
});

describe("built-in assistant: small print and ways of asking found late in decision 116", () => {
  it("gives our postal address, how long a quote stands, when we reply and who specialises in batteries", () => {
    expect(ask("what's your registered postal address please?")).toContain("NP11 6XX");
    expect(ask("how long have we got to say yes to a quote?")).toContain("30 days");
    expect(ask("sent the form this morning, when will I hear back?")).toContain("24 hours");
    expect(ask("have you got someone on the team who knows batteries inside out?")).toContain("Tom Harris");
  });

  it("reads the network side, a bigger battery, a data complaint and the weather's effect on the estimate", () => {
    expect(ask("for our factory roofs, do you sort the network side or is that on us?")).toMatch(/network operator/);
    expect(ask("how is a battery larger than 13.5kWh priced?")).toContain("£450");
    expect(ask("a firm misused my personal data, who do I complain to?")).toContain("ico.org.uk");
    expect(ask("how much would a dull year change your estimate?")).toContain("about a tenth");
  });

  it("does not read the Smart Export Guarantee as a guarantee of savings", () => {
    expect(ask("what rate does your calculator assume for the smart export guarantee?")).toContain("12p");
  });
});
