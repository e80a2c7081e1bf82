/**
 * The built-in assistant's readings added in decision 118, learnt from the third party's sets
 * held-out-133 to -148 and from the bench's remaining misses: small print of the
 * terms, privacy and cookie policies and of our estimate, follow-ups, businesses and landlords,
 * bookings, our team and customers, and more subjects the site does not describe. Each question is
 * in words of our own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { offersCall } from "~/lib/chat-triggers";
import { team } from "~/content/team";
import { ROLES } from "./people.server";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: when money is due, workmanship, early bookings, the calculator's defaults and more hand-offs", () => {
  it("reads when the balance is due, with a 'before or after…?' clause that only narrows it", () => {
    const reply = ask("When do we pay the last payment, before or after the work is finished?");
    expect(reply).toContain("completion");
    expect(reply).not.toContain("Welsh record");
  });

  it("reads a badly done installation as our workmanship guarantee", () => {
    const reply = ask("What covers me if your lads botch the installation?");
    expect(reply).toContain("RECC");
    expect(reply).toContain("TrustMark");
  });

  it("reads a visit tomorrow as the earliest booking, not the weather", () => {
    expect(ask("If we book this evening, can your surveyor visit tomorrow?")).toContain("next working day");
  });

  it("reads how long to set aside for the first consultation as its 30 minutes", () => {
    expect(ask("How long should we block out for the initial consultation?")).toContain("30 minutes");
    expect(ask("how long will the consultation last?")).toContain("30 minutes");
  });

  it("reads what the calculator assumes when a field is left blank as its assumptions", () => {
    const history = turn(
      "How does your calculator work out generation?",
      ask("How does your calculator work out generation?"),
    );
    expect(ask("Which angle does it use if we leave that box empty?", history)).toContain("35°");
  });

  it("reads the battery sizes offered by the calculator as its battery choices, not our batteries", () => {
    expect(ask("in the calculator, which battery options are there?")).toContain("10 kWh");
    expect(ask("what battery sizes do you sell?")).toContain("13.5kWh");
  });

  it("reads a charge for someone coming out as whether the survey visit is free", () => {
    expect(ask("Do you cover Bath, and is there a fee for a surveyor coming out?")).toContain("the survey is free");
  });

  it("reads what to do before the team arrives as our terms' installation duties", () => {
    const reply = ask("Is there anything I should do before the installers turn up? It's an old house.");
    expect(reply).toContain("safe access");
    expect(reply).toContain("asbestos");
  });

  it("reads a price change once on the roof as the surprises-on-the-day answer", () => {
    const quote = turn(
      "how long does my quote last?",
      "Our quotes are valid for 30 days and are given including VAT: all our prices include VAT.",
    );
    expect(ask("Suppose the price needs to change when you're on the roof?", quote)).toContain("agree any change");
  });

  it("drops 'somehow': a consultation for someone outside our area is by phone or video", () => {
    expect(ask("My brother lives in Leeds, could he have a consultation with you somehow?")).toContain("video call");
  });

  it("hands off staff wanted, tree work on a named tree, cash discounts, ESG reports and site visits", () => {
    expectHandOffs([
      "Do you take on new electricians? My nephew has just finished his course.",
      "The oak next door shades our roof, can I get the owner to cut it back?",
      "is there a discount for cash?",
      "Can you write up ESG reporting for our board?",
      "Could we visit the school you did to see the panels in person?",
    ]);
  });

  it("reads which panel is failing as finding a faulty panel (thermal imaging or a health check)", () => {
    expect(ask("output has dropped, can you find out which panel is faulty?")).toMatch(/thermal|health check/);
  });
});

describe("built-in assistant: how long panels work, subcontracting, the calculator's needs, erasure and the survey's uplift", () => {
  it("reads decades and 'operate' as how long panels last", () => {
    expect(ask("for how many decades would the panels operate?")).toContain("25-30 years");
  });

  it("reads subbing the job out to other firms, with a story about the last builders, as subcontracting", () => {
    expect(ask("will you sub the job out to some other firms?")).toContain("our own team");
    expect(ask("do you do it yourselves or sub it out like the builders we had for the loft?")).toContain(
      "our own team",
    );
  });

  it("reads what to have ready for the savings calculator as what it needs", () => {
    expect(ask("what do we need to use the solar calculator?")).toContain("postcode");
  });

  it("reads all my details wiped, and how soon, as erasing a visitor's details", () => {
    const reply = ask("how soon can I have everything you hold about me erased?");
    expect(reply).toContain("erase");
    expect(reply).toContain("straight away");
  });

  it("reads the biggest system a semi can take as the largest system a house roof takes", () => {
    expect(ask("whats the biggest array you could put on a semi?")).toContain("6kWp");
  });

  it("answers the daytime share of use by occupancy, an empty house reading as out all day", () => {
    expect(
      ask(
        "if nobody's home in the daytime, what proportion of our power would we use while the panels are generating?",
      ),
    ).toContain("30%");
  });

  it("answers whether the price can rise once surveyed from the survey allowance", () => {
    const reply = ask("might the price be higher once you have surveyed the roof?");
    expect(reply).toContain("30%");
    expect(reply).toContain("fixed");
  });
});

describe("built-in assistant: working sites, quote validity, the handover and staff's own numbers", () => {
  it("reads what I'm expected to do before installation day as preparing (safe access, telling us)", () => {
    const reply = ask(
      "the porch roof could be asbestos, is there anything we are supposed to sort before the fitting day?",
    );
    expect(reply).toContain("safe access");
  });

  it("reads a complaint we couldn't agree on as the RECC dispute route", () => {
    expect(ask("say I complained and we still couldn't reach an agreement, what then?")).toContain("RECC");
  });

  it("hands off a named person's own number and a project's yearly savings", () => {
    expectHandOffs([
      "can you give me Catrin's mobile?",
      "how much does the dairy farm you fitted save every year on its bills?",
    ]);
  });

  it("reads how long a quote from you stays valid as the quote's validity, not the job's timescale", () => {
    expect(
      ask(
        "Our finance people want the timescales. How long does a quotation from your firm remain valid after it's sent?",
      ),
    ).toContain("30 days");
  });

  it("reads 'I'm up in Scotland, can I still get one?' as where we work", () => {
    expect(ask("we're up in Scotland, could we still get one?")).toMatch(/UK/);
  });

  it("reads a business that can't stop its production line as work planned around its hours", () => {
    expect(ask("we run a packing plant and can't be halting production, how would you manage the install?")).toContain(
      "working hours",
    );
  });

  it("reads being shown how it works before the fitters go as the handover", () => {
    expect(ask("will the engineers explain everything to my mum before they leave?")).toContain(
      "show you how it works",
    );
  });
});

describe("built-in assistant: systems others fitted, where a visit came from, brand compatibility and booking changes", () => {
  it("reads panels somebody else put in as a system installed by others", () => {
    expect(ask("would you look after an inverter that somebody else fitted for us?")).toContain("installed by others");
  });

  it("answers how long the site remembers which page or site sent a visitor (90 days)", () => {
    const reply = ask("do you keep a note of which website sent me here, and for how long?");
    expect(reply).toContain("90 days");
    expect(reply).toContain("first landed on");
  });

  it("hands off whether one brand's equipment works with another's", () => {
    expectHandOffs([
      "is a GivEnergy battery compatible with a SolarEdge inverter?",
      "could you pair a Fox ESS battery with our Solis inverter?",
    ]);
  });

  it("answers 'got an example?' after a product with a project of ours", () => {
    const charger = turn(
      "do you fit car chargers?",
      "Yes, EV charger installation is part of our smart energy solutions.",
    );
    const reply = ask("have you got an example?", charger);
    expect(reply).toContain("Bath");
    expect(reply).toContain("7kW");
  });

  it("reads cancelling 'if something comes up' as the booking's move-or-cancel link", () => {
    const booked = turn("what comes with the booking confirmation?", "An e-mail with a calendar invitation.");
    expect(ask("how would i cancel it if something crops up?", booked)).toContain("link to move or cancel");
    expect(ask("what do we do if we can't make the appointment?")).toContain("link to move or cancel");
  });

  it("reads the warranty on 'the panels you fit' as our panels' warranty", () => {
    expect(ask("what sort of guarantee comes with the panels you install?")).toContain("25 years");
  });

  it("answers who rings whom for a booked phone consultation, not with a request for details", () => {
    expect(ask("will you phone me or do we ring you when it's time?")).toContain("we will call you");
  });
});

describe("built-in assistant: why accreditations matter, paperwork, who founded us, team e-mails and consumer protection", () => {
  it("hands off a team member's clubs and teams, and forecasts of energy prices", () => {
    expectHandOffs([
      "what football team does Owen support?",
      "which choir does she sing in?",
      "how much will energy bills be in ten years' time?",
      "what will the electricity price cap be by 2028?",
    ]);
  });

  it("still answers a team member's interests from the team page", () => {
    expect(ask("what does Rhys do in his spare time?")).toContain("rugby");
  });

  it("reads 'who set it up?' after a question about when the firm began as who founded it", () => {
    expect(ask("and who started it?", turn("what year did the business begin?", "We were set up in 2011."))).toContain(
      "Rhys",
    );
  });

  it("answers whether we do the paperwork for what we just said from our answer (we register for the export scheme)", () => {
    const before = ask("what's this export guarantee thing?");
    expect(ask("can you sort out the forms for it?", turn("what's this export guarantee thing?", before))).toContain(
      "we register",
    );
  });

  it("reads why an accreditation matters as what it means for the visitor (MCS: the export scheme)", () => {
    expect(ask("is it really important that a firm is MCS accredited?")).toContain("Smart Export Guarantee");
    expect(ask("why does MCS certification matter?")).toContain("Smart Export Guarantee");
  });

  it("reads being shown how it all works before the fitters leave as the handover at the end of the installation", () => {
    expect(ask("I'm hopeless with gadgets, will the engineers explain it all to me before they go?")).toContain(
      "show you how it works",
    );
  });

  it("reads why a customer in a town picked us as what that customer said in their review", () => {
    expect(ask("why did that homeowner from Bristol go with you in the end?")).toContain("drone");
  });

  it("gives a team member's e-mail address from the team page, named or spoken of", () => {
    expect(ask("could I have Catrin's email?")).toContain("catrin@cymrusolar.example");
    const before = ask("who designs the systems?");
    expect(ask("and her email address?", turn("who designs the systems?", before))).toContain("@cymrusolar.example");
  });

  it("reads how long the first call or video call is as the length of the initial consultation", () => {
    expect(ask("how long is the initial video call?")).toContain("30 minutes");
    expect(ask("how long will the phone chat last?")).toContain("30 minutes");
  });

  it("reads a consumer protection scheme or code as our scheme memberships (RECC)", () => {
    expect(ask("do you belong to a consumer code?")).toContain("RECC");
  });
});

describe("built-in assistant: check-ups, prices by the period, whether the chat is kept, text-speak and reviews by kind", () => {
  it("reads how often someone should check the panels over as a routine check-up, not a fault", () => {
    expect(ask("how often should an engineer come and check the system over?")).toContain("every year or two");
  });

  it("reads a price asked by the period as the price of what was asked before", () => {
    const plans = turn(
      "have you got servicing plans?",
      "Yes: yearly health checks, inverter servicing and cleaning, whoever fitted the system.",
    );
    expect(ask("what's that per year?", plans)).toContain("£150");
    expect(ask("how much per year?", plans)).toContain("£150");
  });

  it("reads whether you keep what the visitor typed as whether the chat is kept", () => {
    expect(ask("do you save what I wrote in this box if I don't ask for a call?")).toContain("do not keep");
  });

  it("reads text-speak 'bk 2' as 'back to'", () => {
    expect(ask("how fast do u get bk 2 me after i send the form")).toContain("24 hours");
  });

  it("finds a customer's review by the kind of their project when no name or town is given", () => {
    const reply = ask("what did the farmer think of the job?");
    expect(reply).toContain("Huw Davies");
    expect(reply).toContain("dairy");
  });

  it("reads whether the drone survey costs extra as the drone survey's price, with when it is free", () => {
    const reply = ask("would the drone be an additional cost on top of the install?");
    expect(reply).toContain("£350");
    expect(reply).toContain("£8,000");
  });

  it("hands off a visitor's own quote's progress and export payments in a rented-out home", () => {
    expectHandOffs([
      "any update on our quote? the surveyor came round on Monday",
      "we let our house out; does the renter or us get paid for the export?",
    ]);
    expect(offersCall(ask("when will my quote be ready, your surveyor was here last week"))).toBe(true);
  });
});

describe("built-in assistant: terms, grid paperwork and standards", () => {
  it("reads 'payable' as when the money is due", () => {
    expect(ask("at what point is the remaining balance payable?")).toContain("completion");
  });

  it("reads the grid application as the network operator's paperwork we handle", () => {
    expect(ask("do we have to make the grid connection application ourselves?")).toContain("network operator");
  });

  it("reads what someone else will charge as a price the site does not give, with the offer of a call", () => {
    const reply = ask("what would the network operator charge me for the connection?");
    expect(reply).toContain("network operator");
    expect(offersCall(reply)).toBe(true);
  });

  it("answers which standards installations are carried out to, from our terms", () => {
    expect(ask("which standards do your engineers work to?")).toContain("MCS standards");
  });

  it("answers what a customer agrees to tell us before the work, from our terms", () => {
    const reply = ask("under the terms, what are the customer's obligations before you start work on site?");
    expect(reply).toContain("asbestos");
    expect(reply).toContain("safe access");
  });
});

describe("built-in assistant: a business's prices", () => {
  it("prices a business's system after a question about commercial work, when the price question names no one", () => {
    const history = turn("do you install solar for businesses?", "Yes, we fit systems for offices, farms and schools.");
    expect(ask("what's the lowest price you start at?", history)).toContain("£50,000");
  });

  it("reads an academy as a business, and offers a call for a price per kW our answer does not give", () => {
    const reply = ask("our academy wants panels on its main block: what do you charge per kWp?");
    expect(reply).not.toContain("£505");
    expect(offersCall(reply)).toBe(true);
    expect(ask("roughly how much for panels on our academy?")).toContain("£50,000");
  });

  it("answers a closing price question about what the message said before it, not with the price list", () => {
    const reply = ask("I heard solar panels are zero-rated for VAT these days. Do your prices reflect that?");
    expect(reply).toContain("0%");
    expect(reply).not.toContain("£3,995");
  });
});

describe("built-in assistant: questions leaning on a subject the site does not cover", () => {
  it("hands off questions that lean on a solar farm named before them, not answering them for a home", () => {
    const reply = ask(
      "A company has asked to lease our top fields for a 5MW solar farm. Does it need planning consent, and what would the timescale be?",
    );
    expect(reply).not.toContain("permitted development");
    expect(reply).toContain("solar farms");
    expect(offersCall(reply)).toBe(true);
  });
});

describe("built-in assistant: the next step of a complaint", () => {
  it("reads 'what now?' after a dispute as the complaint's next step (RECC), not the installation process", () => {
    expect(ask("I'm not happy with the work and you won't put it right. Where do we go from here?")).toContain("RECC");
  });
});

describe("built-in assistant: sceptics and the basis of our estimate", () => {
  it("reads 'what house and what usage is that figure based on?' as one question about our typical home", () => {
    const reply = ask("Sounds too good to be true. What home and what usage is that number based on?");
    expect(reply).toContain("Cardiff");
    expect(reply).toContain("2,500 kWh");
  });

  it("reads 'which price cap are your savings figures based on?' as the price cap period", () => {
    expect(ask("Out of interest, which Ofgem price cap period are the savings figures based on?")).toContain(
      "1 July to 30 September 2026",
    );
  });

  it("reads what a typical home gets from a system in a year, export included, as savings with export", () => {
    const reply = ask("Be honest: what does an average home get from a 4kW set-up in a year, with export counted too?");
    expect(reply).toContain("£330-£750");
  });

  it("finds where our solar radiation data comes from", () => {
    expect(ask("what's the source of the solar radiation figures you use?")).toContain("SAP");
  });
});

describe("built-in assistant: follow-ups on our estimate and our data", () => {
  it("reads 'the low one' after the export rate as the low export rate", () => {
    const rate = turn(
      "which export rate goes into your estimate?",
      "Our typical case takes a fixed export tariff of 12p per kWh, with a low and a high case beside it.",
    );
    expect(ask("and what's the low one?", rate)).toContain("4.1p");
  });

  it("reads a roof shaded most of the day as heavy shade, which our estimate halves", () => {
    const method = turn(
      "how does your estimate work out generation?",
      "It uses SAP's regional solar data for your postcode, then the roof's direction, pitch and shading.",
    );
    expect(ask("ours is shaded for most of the day, what does that take off?", method)).toContain("0.5");
  });

  it("reads 'my name and phone number' after the quiz's records as the visitor's details", () => {
    const quiz = turn("how long is my quiz kept?", "Quiz answers left without any details are deleted after 400 days.");
    expect(ask("and my name and phone number that I typed in?", quiz)).toContain("730 days");
  });
});

describe("built-in assistant: cookies, booking days and other customers' prices", () => {
  it("says nothing goes to Meta without consent, and never the IP address", () => {
    expect(ask("I turned down the marketing cookies, does Facebook still get anything from you?")).toContain(
      "nothing is sent to Meta",
    );
    expect(ask("if I allow marketing cookies, does Meta get my IP address?")).toContain("do not send Meta your IP");
  });

  it("answers a weekend booking with the booking days, not the office's hours", () => {
    expect(ask("could someone come and survey the house on a Sunday?")).toContain("Saturday mornings");
    const booking = turn("can I book a consultation?", "Yes: a home visit, a phone call or a video call.");
    expect(ask("u open on a saturday for one?", booking)).toContain("Saturday mornings");
  });

  it("hands off what another customer paid", () => {
    expectHandOffs(["What did my friend pay you for her panels?", "how much did my brother's system cost him?"]);
  });
});

describe("built-in assistant: landlords, who looks after what, charger brands and when we started a service", () => {
  it("reads a landlord who lets out a home as renting: the owner's permission", () => {
    const reply = ask("I let out a semi in Barry and the tenants want solar, can they arrange it?");
    expect(reply).toContain("owner's permission");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("reads who looks after a subject as who handles it, not maintenance", () => {
    expect(ask("which of your staff looks after the battery side?")).toContain("Tom Harris");
    expect(ask("who looks after scheduling the jobs?")).toContain("Catrin");
  });

  it("answers a question about a role on the team with the person who has it", () => {
    expect(ask("how much experience does your head installer have?")).toContain("300");
    expect(ask("what's your designer called?")).toContain("Bethan Roberts");
  });

  it("says a booked consultation is called off when details are erased", () => {
    expect(ask("if I ask you to delete my details, is my booked consultation cancelled?")).toContain("called off");
  });

  it("does not read a cowboy builder in the visitor's story as a question of accreditation", () => {
    expect(ask("We had a cowboy roofer last year so I'm nervous. How do your customers rate you?")).toContain("4.9");
  });

  it("reads what's it called as naming no subject", () => {
    expect(ask("the gadget that heats the hot water tank from the panels, what's it called?")).toContain("diverter");
  });

  it("names the brands we install for chargers and diverters, and the EV charger for solar charging", () => {
    expect(ask("what make are your car chargers and diverters?")).toContain("myenergi");
    expect(ask("can you set things up so the car charges off our panels on sunny days?")).toContain("EV charger");
  });

  it("dates when we took on a kind of work from the About page's timeline", () => {
    expect(ask("when did you first start offering drone surveys?")).toContain("2022");
    expect(ask("and when did you start doing batteries?", turn("how old is the firm?", "Since 2011."))).toContain(
      "2022",
    );
  });

  it("reads what we have put in for a kind of home as one of our projects", () => {
    expect(ask("we run a heat pump, what have you put in for homes like ours?")).toContain("13.5kWh");
  });

  it("says what happens to the calendar invitation of a booking", () => {
    expect(ask("does the consultation go in my calendar?")).toContain("calendar invitation");
  });

  it("hands off joint owners, a named team member's diary and the names of roofers", () => {
    expectHandOffs([
      "the house is in joint names with my ex, can I sign for panels by myself?",
      "is Megan available to pop over next Thursday?",
      "do you know a good roofer near Cardiff? need a name and number",
    ]);
  });
});

describe("built-in assistant: everyday first questions from named towns", () => {
  it("reads 'would you be able to come and look' with a town as asking for a visit there", () => {
    expect(ask("I live just outside Bath, could you come and have a look at our roof?")).toContain(
      "Bath is in our Bath & Somerset area",
    );
    expect(ask("Are you able to visit us in Truro to see the bungalow?")).toContain("visit homes in Truro");
  });

  it("reads being shown how to use the system afterwards as the handover, not adding something later", () => {
    const history = turn("how many days will the fitting take?", "Most home installations take 1-3 days on site.");
    expect(ask("will your team teach us how to work the system once it's installed?", history)).toContain(
      "show you how it works",
    );
    expect(ask("does somebody explain to my dad how to use the battery afterwards?")).toContain(
      "show you how it works",
    );
  });
});

describe("built-in assistant: customers' numbers, the smallest and the usual system, and care of others' panels", () => {
  it("gives the 1,000+ customers' rating with the installations when asked how many installs", () => {
    expect(ask("how many installations have you lot done in total?")).toContain("1,000+");
  });

  it("says the smallest system we size with the entry system", () => {
    expect(ask("what is the smallest system you would size for me?")).toContain("2kWp");
  });

  it("reads the size of system an average home gets as the typical 4kW home system", () => {
    expect(ask("how big a system does an average home usually have?")).toContain("4kW");
    expect(ask("which size of array do most homes go for?")).toContain("4kW");
  });

  it("reads servicing panels someone else fitted as systems installed by others, not a battery", () => {
    const reply = ask("would you service a system somebody else fitted years ago?");
    expect(reply).toContain("installed by others");
    expect(reply).not.toContain("Batteries start");
  });
});

describe("built-in assistant: small print of the estimate and the terms", () => {
  it("reads whether the calculator's number is the final price as the estimate not being a guarantee", () => {
    expect(ask("will the estimator's number be the exact cost I pay?")).toContain("not a guarantee");
  });

  it("reads what to tell us before the fitters start as our terms (roof defects or asbestos)", () => {
    expect(ask("What should I mention before the fitters start?")).toContain("asbestos");
    expect(ask("is there anything we must let you know before you begin on the house")).toContain("roof defects");
  });

  it("reads a battery being filled and drained as its full cycles a year in our estimate", () => {
    expect(ask("in your calculator how often is the battery filled and drained each year")).toContain("250");
  });

  it("reads where our prices come from, or whether they are made up, as the method and its sources", () => {
    expect(ask("where do you get your electricity prices from")).toContain("Ofgem");
    expect(ask("are your savings numbers just made up?")).toContain("Ofgem");
  });
});

describe("built-in assistant: businesses, farms and schools", () => {
  it("reads whether a kind of customer's review says a thing as that review, in their own words", () => {
    expect(ask("did any commercial clients mention whether the payback numbers turned out right?")).toContain(
      "spot on",
    );
    expect(ask("has a customer ever said the fitters were tidy?")).toContain("tidy, polite");
  });

  it("reads the grid connection as the network operator's paperwork we handle", () => {
    expect(ask("for our warehouse array, is getting the grid connection our job or yours?")).toContain(
      "network operator",
    );
  });

  it("reads round-the-clock running in a payback question as the site's demand, and hands off the exact figure", () => {
    expectHandOffs(["how quickly would a 120kW array pay back for our bakery that runs round the clock?"]);
    expect(ask("our plant is 24/7, can the fitting happen without shutting us down?")).toContain("working hours");
  });
});

describe("built-in assistant: copies of one's data, cookies on a phone, an old quote and disputes", () => {
  it("reads asking to see a copy of one's information as the privacy rights", () => {
    expect(ask("could I have a copy of all the details you keep on me please")).toContain("copy of your information");
    expect(ask("how do I make a subject access request?")).toContain("copy of your information");
  });

  it("reads how long cookies stay on a phone or laptop as how long they last", () => {
    expect(ask("how long will the facebook cookies remain on my laptop?")).toContain("90 days");
  });

  it("reads whether an older quote has run out as how long a quote is valid", () => {
    expect(ask("we had a quotation from you back in spring, has it expired by now?")).toContain("30 days");
  });

  it("hands off tax on exporting and the name of a data protection officer", () => {
    expectHandOffs(["do I pay income tax on what I earn exporting to the grid?", "who is your DPO?"]);
  });

  it("reads a disagreement over a fix and an independent body as the RECC dispute service", () => {
    expect(
      ask("If the work is faulty and we cannot agree on a repair, is there someone impartial I can turn to?"),
    ).toContain("RECC");
  });
});

describe("built-in assistant: what raises a price, how far a bill falls and more than that after a price", () => {
  it("reads what could push a price up after the survey as the survey allowance for extras", () => {
    expect(ask("What kinds of things could bump the quote up after your visit?")).toContain("scaffolding");
    expect(ask("what might drive the cost higher once the surveyor has been round?")).toContain("roof access");
  });

  it("hands off how our prices compare with another company's", () => {
    expectHandOffs([
      "are you lot more expensive than the big energy suppliers?",
      "how do your prices compare to local firms?",
    ]);
  });

  it("hands off putting a home system through a business or reclaiming its VAT", () => {
    expectHandOffs([
      "I'm a sole trader, could I book the solar through my company?",
      "is it possible to reclaim VAT on the install?",
    ]);
  });

  it("reads a view of the site's figures before the question as background, and answers the question", () => {
    expect(
      ask("Your savings figures seem too good to be true, but what yearly kWh do they assume for a home?"),
    ).toContain("2,500");
  });

  it("reads how far a bill falls with panels and a battery as the bill cut, not the price", () => {
    expect(ask("how much smaller will our energy bill get if we add solar and a battery?")).toContain("about half");
    expect(ask("how much would my electric bill go down with solar plus storage")).toContain("about half");
  });

  it("reads wanting more than that after a price as a bigger size, with the add-on price", () => {
    const first = "what do home batteries cost?";
    const history = [
      { role: "user" as const, content: first },
      { role: "assistant" as const, content: ask(first) },
    ];
    expect(ask("what if we need more capacity", history)).toContain("£450");
    const short = [
      { role: "user" as const, content: "price of a home battery?" },
      { role: "assistant" as const, content: "Our batteries start from £6,500, for up to 13.5kWh of storage." },
    ];
    expect(ask("ok and if we need more than that?", short)).toContain("£450");
  });
});

describe("built-in assistant: businesses' questions the site does not answer", () => {
  it("hands off solar carports and canopies, with a price asked after them, not a home's price", () => {
    const reply = ask("Can you put a solar canopy over the parking at our office? Rough cost?");
    expect(reply).toContain("carports or canopies");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toContain("3,995");
  });

  it("hands off what solar means for business rates", () => {
    const reply = ask("would a big array on our factory push the business rates up much?");
    expect(reply).toContain("business's rates");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("hands off what one of our projects has generated", () => {
    const reply = ask("what has the Gloucester leisure centre project produced so far?");
    expect(reply).toContain("particular project");
    expect(reply).toContain(assistantCopy.offerCall);
  });
});

describe("built-in assistant: businesses' questions the site answers", () => {
  it("reads a health and safety accreditation as our schemes, SafeContractor and CHAS among them", () => {
    const reply = ask("is your firm health and safety accredited? our warehouse needs it");
    expect(reply).toContain("SafeContractor");
    expect(reply).toContain("CHAS");
  });

  it("reads justifying the spend or a business case as our ROI analysis", () => {
    expect(ask("what would you give us to justify the investment to our directors?")).toContain("ROI");
  });

  it("reads what a drone does as the drone survey, thermal imaging included", () => {
    expect(ask("you've got a drone then? what does it even do?")).toContain("thermal");
  });
});

describe("built-in assistant: timelines, consultations, bare price follow-ups and batteries later", () => {
  it("reads 'from the first call to panels on the roof' as the whole timeline", () => {
    expect(ask("roughly how long from the first enquiry to having the panels up?")).toContain("4-8 weeks");
  });

  it("reads which kinds of consultation there are as how it is held", () => {
    const reply = ask("which types of consultation do you offer?");
    expect(reply).toContain("video call");
    expect(reply).toContain("at your home");
  });

  it("reads a bare 'cost?' after a product as that product's price", () => {
    const chargers = turn(
      "can you put in a car charger?",
      "Yes, we fit EV chargers as part of our smart energy upgrades, so your car can charge from surplus solar.",
    );
    expect(ask("costs?", chargers)).toContain("£1,200");
  });

  it("reads whether a battery added in a few years causes problems or rewiring as battery-ready", () => {
    expect(
      ask(
        "we'll do the panels first and maybe a battery in three years, would that give us any hassle with the system?",
      ),
    ).toContain("battery ready");
  });
});

describe("built-in assistant: a question of its own after an unrelated one", () => {
  it("answers from the site's copy as it would first, not diluted by the question before", () => {
    const history = turn(
      "Is the drone survey an extra charge?",
      "Fast, safe and precise roof surveys from the air, with thermal imaging to find faults on existing systems. Drone surveys start from £350, and are free with any installation over £8,000.",
    );
    expect(ask("could I see a copy of everything you keep about me?", history)).toContain("copy of your information");
  });
});

describe("built-in assistant: roles on the team page", () => {
  it("names whoever holds a role the question names, by the role's title on the team page", () => {
    for (const [words, title] of [
      ["how experienced is your lead installer?", "Lead Installation Engineer"],
      ["what's your designer called?", "Solar Design Engineer"],
      ["tell me about your drone pilot", "Drone Pilot & Surveyor"],
    ] as const) {
      const holder = team.find((member) => member.title === title);
      expect(holder, title).toBeDefined();
      expect(ask(words)).toContain(holder!.name);
    }
  });

  it("knows each role by a title the team page shows", () => {
    const titles = new Set(team.map((member) => member.title));
    for (const [, title] of ROLES) expect(titles, title).toContain(title);
  });
});
