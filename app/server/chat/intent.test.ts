import { describe, expect, it } from "vitest";
import { assistantCopy } from "~/content/chat";
import { whatWeOffer } from "~/content/chat-knowledge";
import { composeReply } from "./builtin.server";
import { knowsProduct } from "./search.server";
import { audienceOf, postcodeAsked, unknownProductAsked } from "./intent.server";

const ask = (content: string) => composeReply([{ role: "user", content }]);

describe("products we do not offer", () => {
  it.each([
    ["do you sell electric bikes", "electric bikes"],
    ["Do you install air conditioning units?", "air conditioning units"],
    ["can you supply portable solar generators for camping", "portable solar generators"],
    ["could I buy a hot tub from you?", "a hot tub"],
    ["do u do mobility scooters", "mobility scooters"],
    // "lights" is only a search keyword of ours (a battery keeps the lights on), not a product.
    ["do you sell solar powered garden lights", "solar powered garden lights"],
  ])("%j says we don't sell %j, what we do offer, and offers a call", (question, product) => {
    const reply = ask(question);
    expect(reply).toContain(`We don't sell or install ${product}`);
    expect(reply).toContain(whatWeOffer);
    expect(reply.endsWith(assistantCopy.offerCall)).toBe(true);
    expect(reply).not.toMatch(/Smart Export Guarantee|£/);
  });

  it.each([
    ["do you sell batteries", "£6,500"],
    ["do you sell batterys", "£6,500"],
    ["do you install EV charging points?", "£1,200"],
    ["can you fit a charger for my electric car", "£1,200"],
    ["do you do commercial installations for businesses", "£50,000"],
    ["can you install it in one day?", "1-3 days"],
  ])("answers %j, a product or question we do cover, from the content (%j)", (question, fact) => {
    const reply = ask(question);
    expect(reply).not.toContain("We don't sell");
    expect(reply).toContain(fact);
  });

  it("reads the product as the head of what is asked for, not every word of it", () => {
    // "electric" is ours (electric cars), "bikes" is not; "units" only names a kind of thing.
    expect(unknownProductAsked("do you sell electric bikes?", knowsProduct)).toBe("electric bikes");
    expect(unknownProductAsked("do you install air conditioning units", knowsProduct)).toBe("air conditioning units");
    expect(unknownProductAsked("do you install solar panels on bungalows", knowsProduct)).toBeUndefined();
    expect(unknownProductAsked("can you do better on price", knowsProduct)).toBeUndefined();
    expect(unknownProductAsked("what do electric bikes cost", knowsProduct)).toBeUndefined();
  });
});

describe("homes and businesses", () => {
  it.each([
    "what's the starting cost for my business",
    "How much would solar cost for our warehouse?",
    "price of panels for a school",
    "what does commercial solar start at",
  ])("%j gets the commercial price, never a home one", (question) => {
    const reply = ask(question);
    expect(reply).toContain("£50,000");
    expect(reply).not.toMatch(/£3,995|£4,500/);
  });

  it.each(["what's the starting cost for my house", "how much for a 3 bed semi", "How much does solar cost?"])(
    "%j gets the home price, never the commercial one",
    (question) => {
      const reply = ask(question);
      expect(reply).toMatch(/£3,995|£4,500/);
      expect(reply).not.toContain("£50,000");
    },
  );

  it("keeps to the business in a follow-up", () => {
    const reply = composeReply([
      { role: "user", content: "do you do commercial solar" },
      { role: "assistant", content: ask("do you do commercial solar") },
      { role: "user", content: "and what's the cheapest?" },
    ]);
    expect(reply).toContain("£50,000");
    expect(reply).not.toMatch(/£3,995|£4,500/);
  });

  it("answers a home battery's price with the battery's, not a home system's", () => {
    expect(ask("home battery cost?")).toContain("£6,500");
  });

  it("tells a business from a home by what the visitor says", () => {
    expect(audienceOf("solar for our dairy farm")).toBe("business");
    expect(audienceOf("panels for my 4 bed detached house")).toBe("home");
    // "another firm" is who installed the panels, not who is asking.
    expect(audienceOf("my panels were put in by another firm")).toBeUndefined();
  });

  it("takes 'the whole lot' for no product", () => {
    expect(unknownProductAsked("can you do the whole lot for her", () => false)).toBeUndefined();
  });

  it("hears a business in a place named with a few words before it, and in the everyday kinds of premises", () => {
    expect(audienceOf("we're a small manufacturing firm")).toBe("business");
    expect(audienceOf("we run a cafe by the sea")).toBe("business");
    expect(audienceOf("our garden centre has a big roof")).toBe("business");
  });
});

describe("postcodes and places", () => {
  it.each([
    ["do you cover CF10", "Cardiff & South Wales"],
    ["is NP20 1AB in your area?", "Newport & Gwent"],
    ["BS8", "Bristol & South West"],
  ])("places %j in our region %j", (question, area) => {
    expect(ask(question)).toContain(`in our ${area} area`);
  });

  it("says a postcode outside our regions is outside them, that we work UK wide, and offers a call", () => {
    const reply = ask("I'm in Edinburgh, do you cover EH1?");
    expect(reply).toContain("EH1 is outside our regional areas");
    expect(reply).toContain("UK wide");
    expect(reply.endsWith(assistantCopy.offerCall)).toBe(true);
  });

  it("answers where we work for a place the content does not name", () => {
    const reply = ask("can you come out to Manchester");
    expect(reply).toContain("UK wide");
    expect(reply).toContain(assistantCopy.offerCall);
  });

  it("does not take a product's word for a place", () => {
    // "micro" is unknown to our content, but it is no place: not an answer about where we work.
    expect(ask("do you install micro inverters")).not.toContain("We install across");
    expect(ask("do you cover london")).toContain("UK wide");
  });

  it("reads a postcode only in a question about where we work", () => {
    expect(postcodeAsked("do you cover CF10")).toEqual({ code: "CF10", area: "Cardiff & South Wales", visited: true });
    expect(postcodeAsked("is a 4kW system enough for a 3 bed")).toBeUndefined();
    expect(postcodeAsked("what does the A1 warranty say")).toBeUndefined();
  });
});

describe("visitors' phrases", () => {
  it.each([
    ["how soon could we have it up and running?", "4-8 weeks"],
    ["Is VAT extra?", "include VAT"],
    ["how long until I get my money back", "7-12 years"],
    ["My system was fitted by another company, can you add a battery?", "existing system"],
  ])("%j is answered from what the phrase means (%j)", (question, fact) => {
    expect(ask(question)).toContain(fact);
  });

  it("hands off paying over months as finance, never with the payback figure", () => {
    const reply = ask("can I pay for it over 24 months");
    expect(reply).toContain(assistantCopy.offerCall);
    expect(reply).not.toMatch(/7-12 years|£/);
  });

  it("reads 'how often' after a cleaning question as how often it is needed", () => {
    const reply = composeReply([
      { role: "user", content: "how much for panel cleaning" },
      { role: "assistant", content: ask("how much for panel cleaning") },
      { role: "user", content: "how often should it be done?" },
    ]);
    expect(reply).toContain("every year or two");
  });
});

describe("what an answer is about, not what it mentions", () => {
  it("answers a solar battery's price with the battery's, not the payback answer that mentions both", () => {
    const reply = ask("price of a solar battery");
    expect(reply).toContain("£6,500");
    expect(reply).not.toContain("7-12 years");
  });

  it("answers what the visitor would pay with a price, not with the payback", () => {
    const reply = ask("What's the least I'd pay for a solar system?");
    expect(reply).toContain("£3,995");
    expect(reply).not.toContain("7-12 years");
  });

  it.each([
    ["can you charge my tesla with solar", "£1,200"],
    ["who pays me for the electricity I don't use", "Smart Export Guarantee"],
    ["How long from survey to install?", "4-8 weeks"],
    ["We run a hotel - can you do solar for us and what does it cost?", "£50,000"],
  ])("%j → %j", (question, fact) => expect(ask(question)).toContain(fact));
});

describe("postcodes without a question about areas", () => {
  it("takes two letters of a real postcode area as a postcode anywhere, never as a warranty question", () => {
    const reply = ask("is LL57 covered");
    expect(reply).toContain("LL57 is outside our regional areas");
    expect(reply).not.toContain("warrant");
  });

  it("does not take letters that are no postcode area for one", () => {
    expect(postcodeAsked("is the EV1 charger any good")).toBeUndefined();
    expect(postcodeAsked("Are you able to work in TA1?")).toEqual({
      code: "TA1",
      area: "Bath & Somerset",
      visited: true,
    });
  });
});

describe("places asked about in other words", () => {
  it.each(["what about Leeds?", "are you able to install in Scotland"])(
    "%j gets where we work and a call",
    (question) => {
      const reply = ask(question);
      expect(reply).toContain("UK wide");
      expect(reply).toContain(assistantCopy.offerCall);
    },
  );

  it("does not take a lower-case 'what about' for a place", () => {
    expect(ask("what about the warranty?")).not.toContain("We install across");
  });
});

describe("more of visitors' words", () => {
  it("reads heating water with spare solar as the diverter", () => {
    expect(ask("can you heat my water with spare solar")).toContain("£1,200");
  });

  it("answers a follow-up about systems others installed from the service that covers them", () => {
    const reply = composeReply([
      { role: "user", content: "How much is a maintenance plan?" },
      { role: "assistant", content: ask("How much is a maintenance plan?") },
      { role: "user", content: "do you do that for panels another company fitted?" },
    ]);
    expect(reply).toContain("installed by others");
  });
});

describe("held-out-8's kinds of miss, in other words", () => {
  it("takes a care home for a business, not a home", () => {
    expect(audienceOf("solar for a care home - price?")).toBe("business");
    expect(ask("panels for our care home, what's the cost")).toContain("£50,000");
  });

  it("takes a Powerwall for a battery", () => {
    expect(ask("what would a powerwall cost me")).toContain("£6,500");
  });

  it("answers how long a step takes from that step", () => {
    expect(ask("how long does commissioning take")).toContain("2-4 hours");
  });

  it("reads 'we're in Norwich' as a question about where we work", () => {
    expect(ask("We're in Norwich - is that too far?")).toContain("UK wide");
  });

  it("reads 'what sort of money' as a price", () => {
    expect(ask("what sort of money is solar for a 3 bed semi")).toMatch(/£3,995|£4,500/);
  });
});

describe("words the content never uses (decision 111)", () => {
  it("answers when the words it knows pick an answer out, whatever the others are", () => {
    expect(ask("the panels are caked in moss and pigeon droppings, do you clean them")).toContain("£80");
  });

  it("reads 'covered in' as dirt, and 'covered by' as a warranty's cover", () => {
    expect(ask("the panels are covered in moss and pigeon droppings, do you clean them")).toContain("£80");
    expect(ask("is the inverter covered by the warranty")).toContain("10 years or more");
  });

  it("still hands off when the known words it matches are common ones", () => {
    // "snow" is what this asks about; "work" and "panels" are in many answers.
    expect(ask("Do panels work in snow?")).toContain(assistantCopy.offerCall);
  });

  it("does not count a bare number the content never uses", () => {
    expect(ask("our roof is 35 years old, is that an issue")).toContain("condition of your roof");
  });

  it("reads 'has paid for itself' as payback", () => {
    expect(ask("after how long has it paid for itself")).toMatch(/pay for themselves/);
  });
});

describe("kinds of what we do that the site does not describe (decision 111)", () => {
  it.each([
    "do you do ground mounted solar panels",
    "do you do ground mounted systems",
    "do you install hybrid inverters",
  ])("%j is neither refused nor guessed at: the site does not say, and an adviser can", (question) => {
    const reply = ask(question);
    expect(reply).toContain("Our website doesn't say whether we do");
    expect(reply).not.toContain("We don't sell");
    expect(reply).toContain(whatWeOffer);
    expect(reply.endsWith(assistantCopy.offerCall)).toBe(true);
  });

  it("still refuses a product none of our services names", () => {
    expect(ask("Do you install air conditioning units?")).toContain("We don't sell or install air conditioning units");
  });
});

describe("who the visitor is, said of their business (decision 111)", () => {
  it.each(["I own a small hotel, how much would panels be", "we run a beef farm, what would solar cost us"])(
    "%j gets commercial prices, not home ones",
    (question) => {
      const reply = ask(question);
      expect(reply).toContain("£50,000");
      expect(reply).not.toMatch(/£3,995|£4,500/);
    },
  );
});

describe("visitors' words for what our content says (decision 111)", () => {
  it("reads 'keep going' as how long something lasts", () => {
    expect(ask("how many years do panels keep going")).toContain("25-30 years");
  });

  it("reads 'goes wrong' as a fault: the warranty", () => {
    expect(ask("what if the inverter goes wrong")).toContain("10 years or more");
  });

  it("reads a charge point as an EV charger, and washing as cleaning", () => {
    expect(ask("price of a charge point at home")).toContain("£1,200");
    expect(ask("do you do panel washing")).toContain("£80");
  });

  it("takes a village hall or a club for a business", () => {
    expect(audienceOf("solar for our rugby club")).toBe("business");
    expect(ask("how much would solar be for the village hall")).toContain("£50,000");
  });
});

describe("requests that name no product, and places counted (round 4)", () => {
  it("reads 'do you do installs round me' as a question about where we work, not a product", () => {
    expect(unknownProductAsked("do you do installs round me?", knowsProduct)).toBeUndefined();
    expect(ask("TA2 here, do you do installs round here?")).toContain("Bath & Somerset");
  });

  it.each(["we've got two dairy barns, what would solar cost?", "3 big barn roofs, whats the ballpark"])(
    "%j is about a business: a number before the place counts as a determiner",
    (question) => {
      expect(audienceOf(question)).toBe("business");
      expect(ask(question)).not.toContain("£3,995");
    },
  );
});
