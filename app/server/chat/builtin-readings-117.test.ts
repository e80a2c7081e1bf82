/**
 * The built-in assistant's readings added in decision 117, learnt from the third party's sets
 * held-out-113 to -128: follow-ups without a pronoun, two-part messages and closing prices, the
 * reviews customers left, small print from the price list, terms and privacy and cookie policies,
 * text-speak, and more subjects the site does not describe. Each question is in words of our
 * own, not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { wantsContact } from "~/lib/chat-triggers";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings learnt from older homeowners, phone messages and businesses", () => {
  it("reads a payback question whose 'worth it' says why it is asked, and misspelt 'themselfs'", () => {
    expect(
      ask("so if we got them how long til they pay for themselfs? want to know its worth it before we spend all that"),
    ).toContain("7-12 years");
  });

  it("reads what to put into the calculator as what it needs, not an installation", () => {
    expect(ask("your online calculator thing, what would I have to type in?")).toContain("monthly bill or yearly use");
  });

  it("answers why choose us from the home page's tiles (our own engineers, insured workmanship)", () => {
    const reply = ask("why would we go with you lot over any other firm?");
    expect(reply).toContain("MCS certified engineers");
    expect(reply).toContain("TrustMark");
  });

  it("hands off what the site does not say: gutter repairs, insurance levels, export limits, solar farms, allowance rates", () => {
    expectHandOffs([
      "while you are on the roof could you repair the leaky gutter over the porch?",
      "what professional indemnity cover does the firm have?",
      "we are export limited by the network, will we still be paid for the surplus we send to the grid?",
      "would you do the planning for a 3MW array on our fields?",
      "do we get full expensing on the panels for the company?",
    ]);
  });

  it("reads the rest of the money as the balance, and a thank-you followed by a question as the question", () => {
    expect(ask("when do we have to pay the rest of the cost?")).toContain("completion");
    const price = turn(
      "what's a home system going to cost?",
      "A typical 4kW home system is from £4,500 fully installed.",
    );
    expect(ask("Cheers. Does the VAT come on top of that?", price)).toContain("VAT");
  });

  it("gives our number when asked if there is one to ring, with the other question of the message", () => {
    const reply = ask(
      "have you got a phone number we could call to talk to a human, and when are you open on weekdays?",
    );
    expect(reply).toContain("029 2018 0123");
    expect(reply).toContain("8:00 AM");
  });

  it("says what a maintenance visit covers, also when 'those visits' stands for the plans just priced", () => {
    expect(ask("what does a yearly health check involve?")).toContain("purified water");
    const plans = turn(
      "what do your maintenance plans cost?",
      "Maintenance plans start from £150 per year, and panel cleaning from £80 per visit.",
    );
    expect(ask("ok. so what goes on at one of those visits? do you need to get into the loft?", plans)).toContain(
      "written report",
    );
  });

  it("reads ROI and return on investment as the ROI analysis we give businesses, and payback for a home", () => {
    expect(ask("do you do an ROI analysis for farms?")).toContain("return-on-investment analysis");
    expect(ask("what's the return on our investment for a house?")).toContain("7-12 years");
  });

  it("prices a bigger battery than the from-price's, asked as 'a bigger 1' after it", () => {
    const battery = turn(
      "price of a battery?",
      "Store the power your panels make during the day and use it in the evening, when electricity costs the most. Batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
    );
    expect(ask("n if we wanted a bigger 1 than that?", battery)).toContain("£450");
  });

  it("reads 'and if I ask for a call back?' as asking what follows, not as asking for a call", () => {
    const chat = turn(
      "is this chat stored anywhere?",
      "If you don't ask for a call-back, we don't keep the chat conversation.",
    );
    expect(ask("and if I did ask for a call back?", chat)).toContain("we keep that chat");
  });
});

describe("built-in assistant: small print and sceptical visitors", () => {
  it("answers how long the site's cookies and local storage last, from the cookie policy", () => {
    expect(ask("when does the cookie that keeps staff logged in expire?")).toContain("12 hours");
    expect(ask("how long do the attribution records in my browser's local storage stick around?")).toContain("90 days");
  });
});

describe("built-in assistant: more small print", () => {
  it("says we never store a visitor's IP address, even when asked alongside the chat", () => {
    // The IP answer first, not what happens to the chat.
    expect(ask("do you keep my IP address when I'm browsing or using the chat?")).toMatch(
      /^[^.]*\bIP\b[^.]*never store it/,
    );
  });

  it("gives the number of installations we have completed", () => {
    // The count, not our record installation.
    const count = ask("roughly how many installations have you lot completed?");
    expect(count).toContain("500");
    expect(count).not.toContain("Welsh record");
  });

  it("reads a house price and a payback someone claims", () => {
    expect(ask("my brother reckons solar puts 15% on house prices, true?")).toContain("3-4%");
    expect(ask("what payback are you claiming for a normal house?")).toContain("7-12 years");
  });
});

describe("built-in assistant: replies, reviews and survey visits", () => {
  it("answers how soon we reply when the visitor tells of another firm's slow call-back", () => {
    expect(ask("how quickly will you get back to me? my last installer took ten days to call me back")).toContain(
      "24 hours",
    );
  });

  it("reads an overall score and reviews kept elsewhere", () => {
    expect(ask("what's your overall score on review sites?")).toContain("4.9");
    expect(ask("do you have reviews anywhere else, not just on your own site?")).toContain("Trustpilot");
  });

  it("reads a charge for the surveyor to come out as the survey's price", () => {
    expect(ask("is there a call-out fee for the surveyor?")).toContain("survey is free");
  });
});

describe("built-in assistant: hand-offs, and cancelling after signing", () => {
  it("hands off what the site does not describe: matching quotes, other schemes, supply only, import rates, brand efficiency, a roof's strength", () => {
    const subjects: [string, string][] = [
      ["someone else offered me a cheaper price, can you undercut it?", "another company's quote"],
      ["are you members of Which Trusted Trader?", "Which? Trusted Traders"],
      ["would you only sell me the inverters? I'll get them fitted myself", "without fitting them"],
      ["what's the unit rate on economy 7 these days?", "energy tariffs"],
      ["is SolarEdge more efficient than Enphase?", "which brand is better"],
      ["our bungalow roof is quite old, will the rafters take the weight of the panels?", "strong enough"],
    ];
    for (const [question, subject] of subjects) expect(ask(question), question).toContain(subject);
    expectHandOffs(subjects.map(([question]) => question));
  });

  it("reads cold feet after signing as cancelling in the cooling-off period", () => {
    expect(ask("if we get cold feet the week after, are we tied in?")).toContain("14-day");
  });
});

describe("built-in assistant: the entry system and the estimate's typical home", () => {
  it("gives the entry system's size for the smallest home system, and for the starting price", () => {
    expect(ask("how small a system can you do for a two-bed terrace?")).toContain("3kWp");
    const history = turn("what's the cheapest you do?", "Complete solar systems start from £3,995 including VAT.");
    expect(ask("and how big a system is that?", history)).toContain("3kWp");
  });

  it("reads what we treat as a typical home's use as the estimate's assumption", () => {
    expect(ask("what annual kWh figure do you class as typical household electricity use?")).toContain(
      "typical home uses 2,500 kWh",
    );
  });
});

describe("built-in assistant: follow-ups on what the quiz and the team page show", () => {
  it("gives a team member's interests, as the team page lists them, when asked what they do outside work", () => {
    const history = turn(
      "who looks after maintenance?",
      "Sian Morgan, Aftercare Manager: Sian runs our maintenance plans.",
    );
    expect(ask("and what does she get up to in her spare time?", history)).toMatch(
      /^Outside work, Sian's interests are/,
    );
  });

  it("prices extra battery storage above the from-price", () => {
    const history = turn("what do batteries cost?", "Batteries start from £6,500 for up to 13.5kWh of storage.");
    expect(ask("could I get more storage than that?", history)).toContain("£450");
  });

  it("gives how long the surveyor is at the house, not how long fitting takes", () => {
    expect(ask("how long will the surveyor need to be here?")).toContain("1-2 hours");
  });

  it("says the battery's from-price capacity is usable storage, as the price list does", () => {
    const history = turn("battery prices?", "Batteries start from £6,500 for up to 13.5kWh of storage.");
    expect(ask("is that 13.5kWh what I can actually use, or the gross figure?", history)).toContain("usable");
  });

  it("reads why the whole job takes weeks as the steps before fitting", () => {
    const history = turn(
      "how many weeks start to finish?",
      "It usually takes 4-8 weeks from the first consultation to switch-on.",
    );
    expect(ask("what takes all the time then, when fitting is just a day or two?", history)).toContain("2-4 weeks");
  });

  it("gives the quiz's savings band for a bill named in a follow-up about the quiz", () => {
    const history = turn(
      "what does the quiz say I'd save on a £150 monthly bill?",
      "The quiz shows £1,200-£2,000 a year.",
    );
    expect(ask("what about if our bill was below £50?", history)).toContain("£300-£600");
  });
});

describe("built-in assistant: readings learnt from young families and questions about the company", () => {
  it("reads 'which member of your team' as a who-question", () => {
    expect(ask("which of your staff would sort out a battery for us?")).toContain("Tom Harris");
    expect(ask("what member of the team handles the system design?")).toContain("Bethan");
  });

  it("answers our average rating and who founded Cymru Solar", () => {
    expect(ask("what's your overall star rating?")).toContain("4.9");
    expect(ask("who set up Cymru Solar?")).toContain("Rhys Powell");
  });

  it("reads selling customers' details as privacy, not a product request", () => {
    expect(ask("would you sell client details to marketing firms?")).toContain("never sell");
  });

  it("hands off what the site does not say about us, a panel's weight, tax on export money and supplier deals", () => {
    const asked = [
      "what's the firm's annual turnover?",
      "can we visit one of your installs near us before signing?",
      "what's the school called that had the big record job?",
      "do your vans run on electric or diesel?",
      "what do the panels weigh?",
      "do I pay tax on my SEG payments?",
      "which electricity supplier is best when you've got panels?",
    ];
    expectHandOffs(asked);
    // (Said plainly as a subject the site does not cover, not a vaguer "not sure".)
    for (const question of asked) expect(ask(question), question).toContain("Our website doesn't cover");
  });

  it("reads 'no VAT' or 'VAT-free' as the rate of VAT charged", () => {
    expect(ask("heard batteries are VAT-free now, right?")).toContain("0%");
    expect(ask("a mate reckons there's zero VAT on panels at the moment?")).toContain("0%");
  });

  it("names who built our website, from the footer's credit", () => {
    expect(ask("which web designer made your site?")).toContain("Bryn Web Studio");
  });

  it("says the drone surveys without ladders or scaffolding, as the drone service says", () => {
    expect(ask("if you send the drone, do you still have to put scaffolding up?")).toContain(
      "without ladders or scaffolding",
    );
  });

  it("reads 'if we get in touch…' as a condition, not a request for a call", () => {
    expect(ask("once we get in touch, how many weeks till it's all switched on?")).toContain("4-8 weeks");
    expect(wantsContact("if I get in touch next month, how soon could you fit it?")).toBe(false);
    expect(wantsContact("if I could speak to someone that would be great")).toBe(true);
  });

  it("reads 'how long till it's paid for itself' as payback, not the install timeline", () => {
    expect(ask("how long till it's paid for itself, roughly?")).toContain("7-12 years");
  });

  it("answers a town of ours with where we work and the message's other question", () => {
    const reply = ask("we are in Cheltenham, do you cover it and is the first visit free?");
    expect(reply).toContain("Gloucester & Surrounding");
    expect(reply).toContain("free");
  });

  it("says our IP address is not sent to Meta, as the privacy policy does", () => {
    const history = turn(
      "do you share anything with Facebook?",
      "When you accept marketing cookies, we load Meta's pixel.",
    );
    expect(ask("and is my IP address passed to them?", history)).toContain("do not send it to Meta");
  });
});

describe("built-in assistant: short follow-ups without a pronoun", () => {
  it("reads a short question that names nothing of ours after our answer as about that answer", () => {
    const exportScheme = turn(
      "tell me about being paid for exported power",
      "Your energy supplier pays you for the surplus electricity your panels send to the grid.",
    );
    expect(ask("am I eligible?", exportScheme)).toContain("smart meter");
    expect(ask("how do I qualify", exportScheme)).toContain("smart meter");
  });

  it("keeps the audience of the conversation: a business's smallest system is a commercial one", () => {
    const business = turn(
      "can you do solar for businesses?",
      "Yes, we install commercial systems from 50kW up to our record 756kW school roof.",
    );
    expect(ask("rough cost of the smallest?", business)).toContain("£50,000");
    expect(ask("smallest price?", business)).toContain("£50,000");
  });

  it("reads 'bigger than that' as past the size our reply gave, not that reply again", () => {
    const battery = turn(
      "what's a battery going to cost me?",
      "Batteries start from £6,500 for up to 13.5kWh of storage.",
    );
    expect(ask("and bigger than that?", battery)).toContain("£450");
  });
});

describe("built-in assistant: the entry system's size and follow-ups on our answers", () => {
  it("gives the entry system's size and the price of each kWp above it, from our price list", () => {
    expect(ask("how many kWp do I get for £3,995?")).toContain("3kWp");
    expect(ask("what does each additional kW cost on top of the entry system?")).toContain("£505");
    const cheapest = turn("what's your cheapest system?", "Our home systems start from £3,995 including VAT.");
    expect(ask("how many kW would that be?", cheapest)).toContain("3kWp");
  });
});

describe("built-in assistant: conditions on what was just said", () => {
  const cleaning = turn("can you give my panels a clean?", "Yes, panel cleaning is part of our maintenance service.");

  it("answers a condition that has an answer of its own, not more of the reply before", () => {
    expect(ask("even if you didn't install them?", cleaning)).toContain("installed by others");
  });

  it("reads panels not installed by us as another installer's", () => {
    expect(ask("still ok if they weren't installed by you?", cleaning)).toContain("installed by others");
    expect(ask("will you service a system that wasn't fitted by your team?")).toContain("installed by others");
  });
});

describe("built-in assistant: whether what was just said covers something", () => {
  it("reads 'does that cover…' after a maintenance plan as the plan for what it names", () => {
    const plan = turn("what's a maintenance plan cost?", "Maintenance plans start from £150 per year.");
    expect(ask("does it cover panels a different firm put up?", plan)).toContain("installed by others");
    expect(ask("does it also cover panels from another installer?", plan)).toContain("installed by others");
  });
});

describe("built-in assistant: a follow-up's own question over the answer it follows", () => {
  it("answers the savings asked after the payback, though no word of the question is rare", () => {
    const payback = turn("how long before solar pays for itself?", "Most systems pay for themselves in 7-12 years.");
    expect(ask("and what would that be in savings a year?", payback)).toContain("south-facing roof in Cardiff");
    expect(ask("so what savings a year is that?", payback)).toContain("south-facing roof in Cardiff");
  });
});

describe("built-in assistant: text-speak", () => {
  it("reads 'l8r', '2gether' and 'rn' as later, together and right now", () => {
    expect(ask("no money for a battery rn, cud i get 1 l8r or is it all 2gether")).toContain("battery ready");
  });

  it("reads 'yr' as year and 'skool' as school", () => {
    expect(ask("how many panels went on the skool")).toContain("1,626");
    expectHandOffs(["will energy prices rise again next yr"]);
  });
});

describe("built-in assistant: a battery added later", () => {
  it("reads 'can a battery be added on' and 'panels now, a battery in a few years' as adding one later", () => {
    expect(ask("can the battery be fitted on afterwards?")).toContain("battery ready");
    expect(
      ask(
        "We're thinking panels first and a battery in a couple of years. Will we need a new inverter then, or could we just get one added?",
      ),
    ).toContain("battery ready");
  });

  it("reads 'more than 13.5' after a battery's price as the larger battery's price", () => {
    const battery = turn("battery price?", "Batteries start from £6,500 for up to 13.5kWh of storage.");
    expect(ask("and if I want more than 13.5 then?", battery)).toContain("£450");
  });
});

describe("built-in assistant: 'bigger' said of a saving", () => {
  it("reads a bigger saving as more saving, not a bigger battery's price", () => {
    const reply = ask("is the saving a lot bigger if we get a battery as well?");
    expect(reply).toContain("about half");
    expect(reply).not.toContain("£450");
  });

  it("reads 'compared to panels on their own' as set against panels alone", () => {
    expect(ask("how much does a battery add to the savings compared to panels on their own?")).toContain("about half");
    expect(ask("how much larger is the saving with a battery than without")).toContain("about half");
  });
});

describe("built-in assistant: the largest system a roof takes", () => {
  it("reads a limit to how big a system our roof can take, and as many panels as will fit", () => {
    expect(ask("is there a cap on how big a system our terrace roof could take?")).toContain("6kWp");
    expect(ask("how much does it pay back, usually? we'd want as many panels as will fit")).not.toContain("£450");
  });

  it("reads 'the usual payback' as the typical payback", () => {
    expect(ask("what is the usual payback time")).toContain("7-12 years");
  });
});

describe("built-in assistant: subjects the site does not describe", () => {
  it("hands off questions about pacemakers and forecasts of energy prices", () => {
    expectHandOffs([
      "my dad has a pacemaker, would a battery in the garage be ok?",
      "are electricity bills going to go up again this winter?",
    ]);
  });
});

describe("built-in assistant: another town after where we work", () => {
  it("reads 'what about <town>' after a request for a visit as where we work", () => {
    const newport = turn("could someone come out to newport", "Yes, Newport is in our Newport & Gwent area.");
    expect(ask("wat about exeter", newport)).toContain("Exeter");
  });
});

describe("built-in assistant: who does it, and a project of ours", () => {
  it("answers the person and the project asked for in one message", () => {
    const retrofit = turn(
      "can a battery go on panels from a different installer?",
      "Yes. A battery can be added to an existing system at any time, including panels from other companies.",
    );
    const reply = ask("which of your staff does them, and have you done any around Swansea?", retrofit);
    expect(reply).toContain("Tom Harris");
    expect(reply).toContain("9.5kWh");
  });
});

describe("built-in assistant: a follow-up about a product of its own", () => {
  it("reads an aspect of another product after the battery's answer as about that product", () => {
    const battery = turn(
      "what do batteries cost?",
      "Store the power your panels make during the day and use it in the evening, when electricity costs the most. Batteries start from £6,500 for up to 13.5kWh of storage, with a 10-year warranty.",
    );
    expect(ask("and what warranty do the panels get?", battery)).toContain("25 years");
  });
});

describe("built-in assistant: a long message that ends by asking a price", () => {
  it("prices what its last question asks, not the setting before it", () => {
    expect(
      ask("We've a steep roof and I don't want anyone climbing on it. How much is one of your drone surveys?"),
    ).toContain("£350");
  });
});

describe("built-in assistant: readings learnt from businesses and people checking us out", () => {
  it("gives our legal name with the office address when a registered address is asked for", () => {
    expect(ask("what's the registered office for invoicing?")).toContain("NP11 6XX");
    expect(ask("legal address of the firm please")).toContain("Cymru Solar & Storage Ltd");
  });

  it("says the year of a milestone from our story", () => {
    expect(ask("what year did you expand into commercial and agricultural projects?")).toContain("2022");
  });

  it("names the price cap quarter and the solar data behind the calculator", () => {
    expect(ask("which Ofgem price cap quarter are your calculator prices from?")).toContain("30 September 2026");
    expect(ask("what climate data is the calculator's generation based on?")).toContain("SAP 2012");
  });

  it("reads an insurer being particular as why the visitor asks, not a question about their insurance", () => {
    expect(
      ask("our insurers are very strict about drones over the yard. does your drone pilot hold a licence?"),
    ).toContain("CAA");
  });

  it("hands off a review site's own count or score, and a team member's personal number", () => {
    expectHandOffs(["how many Google reviews have you got?", "could I get Owen's private mobile?"]);
  });

  it("reads the first step of a business's project as its energy audit", () => {
    expect(ask("where would we begin with solar for our factory?")).toContain("energy audit");
    expect(ask("what's the opening stage for a farm installation?")).toContain("energy audit");
  });

  it("reads 'have you fitted panels at a…' as asking whether we have done such a project", () => {
    expect(ask("have you installed solar at a primary school?")).toContain("Barry");
  });

  it("reads 'did the centre…' after one of our projects as about that project", () => {
    const leisure = turn(
      "tell me about the Gloucester job",
      "Leisure Centre, Gloucester: 200kW solar PV, completed October 2024. Highlights: open throughout the work.",
    );
    expect(ask("did the centre need to shut during the install?", leisure)).toContain("200kW");
  });

  it("tells what a customer said, from their review, when asked", () => {
    const farm = turn("any farm jobs?", "Yes, for example: Dairy Farm Barn Roof, Caerphilly: 30kW solar PV.");
    expect(ask("what did the owners think of it?", farm)).toContain("Huw Davies");
    const reviews = turn(
      "where are your reviews from?",
      "Reviews are left on Google, Trustpilot, Facebook and Checkatrade.",
    );
    expect(ask("have you had any bad reviews?", reviews)).toContain("4 out of 5");
    expect(ask("is anyone's rating under five stars?")).toContain("Claire Hughes");
  });

  it("gives each figure of our estimate a question names, not only the first", () => {
    const reply = ask("which standing charge does the calculator use and what unit rate?");
    expect(reply).toContain("57.19p");
    expect(reply).toContain("26.11p");
  });

  it("reads 'who does it, you or us?' as whether we do it, not as which of our team", () => {
    expect(ask("for our business premises, who sorts the network operator application, you or us?")).toContain(
      "We handle the paperwork",
    );
  });

  it("names the person for what we just answered when asked their name", () => {
    const batteries = turn(
      "can you add a battery to my panels?",
      "Yes. We design every system to be battery ready, so a battery can be added at any time. Batteries start from £6,500.",
    );
    expect(ask("what's his name?", batteries)).toContain("Tom Harris");
  });

  it("answers a follow-up from our answer before when it says what the shorter reply left out", () => {
    const erase = turn(
      "could you delete my data?",
      "Yes, you can ask us to erase your details at any time, and we erase them from our website's records straight away.",
    );
    expect(ask("any effect on a consultation already booked for us?", erase)).toContain(
      "a consultation you booked is called off",
    );
  });
});

describe("built-in assistant: two-part messages, closing prices and follow-ups that refer back", () => {
  it("answers the first of two questions in a sentence when the second is the visitor's aside", () => {
    expect(ask("how long have you been going, or did you only start up last year like the rest?")).toContain("2011");
    expect(ask("how long does a drone survey take, will my cat have to stay indoors the whole time?")).toContain(
      "under an hour",
    );
  });

  it("answers a last 'how much?' with the price, whatever the setting before it lifts", () => {
    expect(
      ask(
        "our roof is very high and nobody in the house likes ladders. you do drone surveys dont you? what do they cost",
      ),
    ).toContain("£350");
  });

  it("reads 'does that include the battery?' after the payback as a question about that payback", () => {
    const payback = turn(
      "how many years is the payback on panels?",
      "Around 9 years for a typical home, and 7-12 years for most systems.",
    );
    expect(ask("and does that include the battery?", payback)).toContain("without a battery");
  });

  it("gives the rest of a list our reply gave part of when asked for the others", () => {
    const listed = turn(
      "which schemes are you a member of?",
      "We're MCS certified, NICEIC approved, RECC members and TrustMark registered.",
    );
    expect(ask("is that all of them or are there more? i thought i saw a few extra badges", listed)).toContain("NAPIT");
  });

  it("reads 'so there's no way to … at all?' as asking for the rest of the answer our reply came from", () => {
    const outside = turn(
      "can you come out to Leeds?",
      "Our surveyors only make home visits in South Wales and the South West of England.",
    );
    expect(ask("so is there no way to talk it through with you at all?", outside)).toContain("video");
  });

  it("gives the review a project's customer left when asked what they thought of it", () => {
    const project = turn(
      "have you put panels on anything in Bath?",
      "Yes: Solar and EV Charging, Bath: a 5kW system with a 7kW EV charger.",
    );
    expect(ask("were they happy with it in the end?", project)).toContain("Rhian Thomas");
  });

  it("reads 'what do you check when you're there?' after the survey as what the survey inspects", () => {
    const free = turn(
      "do I pay for the survey?",
      "Yes, the site survey and system design are free, with no obligation.",
    );
    expect(ask("what do you look at while you are there?", free)).toContain("shading");
  });

  it("answers who sorts out planning with the planning answer, not a person the rest of the message matches", () => {
    expect(ask("who sorts out the planning bit?")).toContain("handle any application");
    expect(
      ask(
        "The farmhouse is listed and in a conservation area. Could we have panels at all, and who takes care of the planning?",
      ),
    ).toContain("handle any application");
  });

  it("answers whether any review gave fewer than five stars with the reviews that did", () => {
    expect(ask("were any of your reviews below five stars?")).toContain("Claire Hughes");
    expect(ask("show me your worst reviews")).toContain("4 out of 5");
  });

  it("reads how many customers a rating is from as our rating, not how many installations", () => {
    expect(ask("what is your star rating and roughly how many customers is it based on?")).toContain("4.9");
  });

  it("reads a follow-up asking for the range our reply left out of the payback answer", () => {
    const claim = turn(
      "how long is the payback you claim on the landing page?",
      "A typical payback of about 9 years for a 4kW home system without a battery.",
    );
    expect(ask("and the faq page? it has a range i think", claim)).toContain("7-12");
  });
});

describe("built-in assistant: readings learnt from towns and short phone messages", () => {
  it("prices panels when a count of them is asked about", () => {
    expect(ask("how much for 3 panels?")).toContain("£3,995");
    expect(ask("how much would ten solar panels be")).toContain("£3,995");
  });

  it("reads 'num' as a number", () => {
    expect(ask("wot num do i ring")).toContain("029 2018 0123");
  });

  it("answers who does the fitting with our own team, even beside another firm's subcontractors", () => {
    expect(ask("who will do the fitting?")).toContain("own team");
    expect(ask("who actually does the install? the company we used before sent subbies")).toContain("own team");
  });

  it("answers a visit to look at the roof with the home visit of the free consultation", () => {
    expect(ask("does one of your engineers come out to the property?")).toContain("Home visits");
    expect(ask("would somebody come round to inspect our roof")).toContain("Home visits");
  });

  it("answers the other question of a message that also names something the site does not cover", () => {
    const reply = ask("how do export payments work, and is that like the feed in tariff?");
    expect(reply).toContain("Smart Export Guarantee");
    expect(reply).toContain("doesn't cover the feed-in tariff");
  });
});

describe("built-in assistant: towns and phone messages, follow-ups", () => {
  it("answers 'what if we got a battery too?' after our savings with the saving with one", () => {
    const history = turn("what would panels save us?", "About 30% with panels alone.");
    expect(ask("what if we got a battery too?", history)).toContain("about half");
  });
});

describe("built-in assistant: towns and phone messages, projects near the visitor", () => {
  it("finds a home of ours in the town asked about before ('do you cover…?')", () => {
    const history = turn("do you cover Bath?", "Yes, Bath is one of our areas.");
    expect(ask("done any houses round here we could see?", history)).toContain("Bath");
  });
});

describe("built-in assistant: towns and phone messages, roofs", () => {
  it("reads a big chimney stack on a roof as shading, with the roof's direction", () => {
    expect(
      ask(
        "ours faces north-west and has a massive chimney stack right in the middle, would panels definitely pay off for us?",
      ),
    ).toContain("direction, pitch and shading");
  });
});

describe("built-in assistant: towns and phone messages, clauses", () => {
  it("answers both halves of '…worth it and roughly what would it cost?'", () => {
    const reply = ask("is solar worth doing for us and ballpark how much would it be?");
    expect(reply).toContain("£3,995");
    expect(reply).toContain("30%");
  });
});

describe("built-in assistant: readings learnt from visitors part-way to buying", () => {
  it("tells of the reminder the day before a booking", () => {
    expect(ask("do you send a reminder before the home visit?")).toContain("the day before");
    expect(ask("will someone remind me nearer the time of my consultation?")).toContain("the day before");
  });

  it("says who stands behind the work", () => {
    expect(ask("who stands behind your installation if it goes wrong?")).toContain("RECC");
  });

  it("reads a record-breaking or big school job as our record installation", () => {
    expect(ask("my neighbour said you did a record-setting one, when was it done?")).toContain("August 2024");
    expect(ask("how many panels went on that huge school install?")).toContain("1,626");
    expect(ask("how large was the school project?")).toContain("1,626");
  });

  it("names the founder when the firm is asked who started it", () => {
    expect(ask("how long has the business been going, and who set it up?")).toContain("Rhys Powell");
  });

  it("says where the calculator's numbers come from", () => {
    expect(ask("where do the calculator's figures come from?")).toContain("Ofgem");
  });

  it("sends misused details to the Information Commissioner", () => {
    expect(ask("if you misused my details, who else can I take it to besides you?")).toContain("ico.org.uk");
  });

  it("gives the quiz's yearly savings for each bill band", () => {
    expect(ask("what savings does the quiz give for each bill band?")).toContain("£1,200-£2,000");
  });

  it("reads what happens over the fitting days as the installation", () => {
    expect(ask("so what happens during the fitting week?")).toContain("Scaffolding");
    expect(ask("walk us through the install process please")).toContain("Scaffolding");
  });

  it("names who looks after faults once the system is in", () => {
    expect(ask("if there's an issue down the line, who do we talk to?")).toContain("Sian");
  });

  it("reads 'if I put my details in' after a question on keeping data as the details kept", () => {
    const afterKeeping = turn(
      "do you hold on to my quiz answers?",
      "Quiz answers left without any details are anonymous.",
    );
    expect(ask("what about once we've typed our email and phone number in?", afterKeeping)).toContain("730 days");
  });

  it("hands off a team member's age or private life", () => {
    expectHandOffs(["what age is Catrin?", "is Owen married?"]);
  });

  it("reads a let home as renting, which the site does not cover", () => {
    expect(ask("would you fit solar on a house we rent out?")).toContain("owner's permission");
    expect(ask("we're landlords, can we have solar fitted?")).toContain("owner's permission");
  });
});
