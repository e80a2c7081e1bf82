import { homeVisitPostcodeAreas } from "~/content/bookings";
import { describe, expect, it } from "vitest";
import { servedAreaRegion } from "~/content/estimate-solar";
import { locatePostcode, POSTCODE_FORMAT_ERROR, POSTCODE_NOT_UK_ERROR } from "./postcode";

describe("locatePostcode", () => {
  it.each([
    ["cf10 1aa", "CF10 1AA", "Severn Wales / Severn England"],
    ["CF101AA", "CF10 1AA", "Severn Wales / Severn England"],
    [" pl1 ", "PL1", "South West England"],
    ["SY23 3DB", "SY23 3DB", "Wales"],
    ["SW1A 1AA", "SW1A 1AA", "Thames"],
    ["EH1 1YZ", "EH1 1YZ", "East Scotland"],
  ])("%s → %s in %s", (input, postcode, regionName) => {
    const result = locatePostcode(input);
    expect(result).toMatchObject({ ok: true, location: { postcode, regionName } });
  });

  it("covers every area we serve (our home-visit areas), as served areas", () => {
    for (const area of homeVisitPostcodeAreas) {
      expect(servedAreaRegion[area]).toBeDefined();
      expect(locatePostcode(`${area}1`)).toMatchObject({ ok: true, location: { precision: "served-area" } });
    }
  });

  it("gives the rest of the UK a coarser answer", () => {
    expect(locatePostcode("M1 1AA")).toMatchObject({ ok: true, location: { precision: "uk-fallback" } });
    expect(locatePostcode("BT1 1AA")).toMatchObject({ ok: true, location: { regionName: "Northern Ireland" } });
  });

  it.each(["", "12345", "75001", "CF", "CF10 1A", "1AA CF10", "CF10-1AA", "<script>", "CF10 1AA 1"])(
    "refuses %j as not a postcode",
    (input) => {
      expect(locatePostcode(input)).toEqual({ ok: false, error: POSTCODE_FORMAT_ERROR });
    },
  );

  it.each(["JE2 3AB", "GY1 1AA", "IM1 1AA", "QQ1 1AA"])("refuses %s as outside the UK", (input) => {
    expect(locatePostcode(input)).toEqual({ ok: false, error: POSTCODE_NOT_UK_ERROR });
  });
});
