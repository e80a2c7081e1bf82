import { caseStudies } from "~/content/case-studies";
import { expect, test } from "./fixtures";

test("the case-study carousel follows a swipe", async ({ page }) => {
  await page.goto("/case-studies");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  const count = caseStudies[0]!.gallery!.length;
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!;
  // A real touch swipe from right to left, as Chrome's input pipeline sees it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.synthesizeScrollGesture", {
    x: Math.round(box.x + box.width * 0.8),
    y: Math.round(box.y + box.height / 2),
    xDistance: -Math.round(box.width * 0.6),
    yDistance: 0,
    gestureSourceType: "touch",
    speed: 800,
  });
  await expect(current).toHaveAttribute("aria-label", `2 of ${count}`);
  await expect(carousel.getByRole("button", { name: "Slide 2" })).toHaveAttribute("aria-current", "true");
});
