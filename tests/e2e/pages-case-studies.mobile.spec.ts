import { caseStudies } from "~/content/case-studies";
import { expect, test } from "./fixtures";

test("the case-study carousel follows a swipe", async ({ page }) => {
  await page.goto("/case-studies");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  const count = caseStudies[0]!.gallery!.length;
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!;
  // A real touch swipe from right to left, through Chrome's touch input.
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.85);
  const to = Math.round(box.x + box.width * 0.15);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", from);
  for (let i = 1; i <= 10; i++) await touch("touchMove", from + ((to - from) * i) / 10);
  await touch("touchEnd", to);
  await expect(current).toHaveAttribute("aria-label", `2 of ${count}`);
  await expect(carousel.getByRole("button", { name: "Slide 2" })).toHaveAttribute("aria-current", "true");
});
