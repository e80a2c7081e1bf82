import { caseStudies } from "~/content/case-studies";
import { expect, expectAccessible, test } from "./fixtures";

test.describe("case studies", () => {
  test("thirteen projects; the school first with its WALES RECORD badge; coming-soon placeholders", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const featured = page.getByRole("region", { name: caseStudies[0]!.title });
    await expect(featured.getByText("WALES RECORD")).toBeVisible();
    for (const figure of ["756.09kW", "1,626", "3"])
      await expect(featured.getByRole("definition").filter({ hasText: new RegExp(`^${figure}$`) })).toBeVisible();
    await expect(featured.getByRole("term").filter({ hasText: "roof levels" })).toBeVisible();
    const others = page.getByRole("region", { name: "More of Our Projects" }).getByRole("heading", { level: 3 });
    await expect(others).toHaveCount(12);
    const withoutImage = caseStudies.filter((c) => !c.image).length;
    expect(withoutImage).toBeGreaterThan(0);
    await expect(page.getByText("CONTENT COMING SOON")).toHaveCount(withoutImage);
    await expect(page.locator('main a[href="/#contact"]')).toBeVisible();
    await expect(page.locator('main a[href="/about"]')).toBeVisible();
  });

  test("every illustration loads, at its own size, named by its alt text", async ({ page }) => {
    await page.goto("/case-studies");
    const pictures = page.locator("main img");
    const expected = [...caseStudies[0]!.gallery!, ...caseStudies.slice(1).flatMap((c) => (c.image ? [c.image] : []))];
    await expect(pictures).toHaveCount(expected.length);
    for (const [i, image] of expected.entries()) {
      const picture = pictures.nth(i);
      await expect(picture).toHaveAttribute("alt", image.alt);
      await expect(picture).toHaveAttribute("src", new RegExp(`^/art/${image.art}\\.svg\\?v=`));
      // Below the first screen the pictures wait for the visitor to get near them.
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test("carousel: labelled slides, Previous/Next, slide buttons and arrow keys", async ({ page }) => {
    await page.goto("/case-studies");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAccessibleName(/gallery/);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = caseStudies[0]!.gallery!.length;
    await expect(slides).toHaveCount(count);
    const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(current).toHaveAttribute("aria-label", `1 of ${count}`);
    await expect(current.getByRole("img")).toHaveAccessibleName(caseStudies[0]!.gallery![0]!.alt);
    const previous = carousel.getByRole("button", { name: "Previous slide" });
    await expect(previous).toBeDisabled();

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(current).toHaveAttribute("aria-label", `2 of ${count}`);
    await expect(carousel.getByRole("button", { name: "Slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(previous).toBeEnabled();

    await carousel.getByRole("button", { name: `Slide ${count}` }).click();
    await expect(current).toHaveAttribute("aria-label", `${count} of ${count}`);
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeDisabled();
    // The strip has really moved: the last slide is in view.
    await expect(slides.nth(count - 1)).toBeInViewport({ ratio: 0.9 });

    await slides.first().locator("..").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("aria-label", `${count - 1} of ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("aria-label", `${count} of ${count}`);
    await expectAccessible(page);
  });
});
