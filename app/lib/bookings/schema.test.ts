import { describe, expect, it } from "vitest";
import { bookingSchema } from "./schema";

const booking = {
  type: "home_visit",
  date: "2030-06-03",
  period: "morning",
  name: "Ceri Jones",
  email: "ceri@example.com",
  phone: "07700 900123",
  postcode: "CF10 1AA",
};

describe("bookingSchema", () => {
  it("keeps line breaks in the special requirements (free text), refuses them in the name (one line)", () => {
    const ok = bookingSchema.safeParse({ ...booking, requirements: "Side gate is locked.\nPlease ring first." });
    expect(ok.success && ok.data.requirements).toBe("Side gate is locked.\nPlease ring first.");
    const refused = bookingSchema.safeParse({ ...booking, name: "Ceri\nJones" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["name"]);
  });
});
