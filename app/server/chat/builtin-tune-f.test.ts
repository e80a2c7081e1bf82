/**
 * The built-in assistant's readings added on branch tune-f. Each question is in words of our own,
 * not a question of a test set.
 */
import { describe, expect, it } from "vitest";
import { ask, expectHandOffs, turn } from "../../../tests/support/chat-ask";

describe("built-in assistant: readings added on branch tune-f", () => {
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
    expect(ask("any effect on a consultation already booked for us?", erase)).toContain("call off a consultation");
  });
});
