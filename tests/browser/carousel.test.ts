/**
 * The one carousel (components/ui/carousel.tsx) on home, /travel and /services. Without
 * JavaScript: no previous/next control is drawn, each slide list scrolls sideways with
 * scroll-snap and shows part of the next card. With JavaScript: the arrows move it.
 */
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { launch, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const viewport = { width: 1280, height: 900 };

/** Each carousel's scroll box: its size, scroll range, snap type, scrollbar, and whether a card straddles its right edge. */
function carouselBoxes(page: Page) {
  return page.locator(".carousel").evaluateAll((boxes) =>
    boxes.map((box) => {
      const rect = box.getBoundingClientRect();
      const slides = Array.from(box.querySelectorAll(".swiper-slide")).map((s) => s.getBoundingClientRect());
      const style = getComputedStyle(box);
      return {
        label: box.closest("[aria-roledescription=carousel]")?.getAttribute("aria-label"),
        slides: slides.length,
        overflows: box.scrollWidth > box.clientWidth,
        snap: style.scrollSnapType,
        scrollbar: style.scrollbarWidth,
        peek: slides.some((s) => s.left < rect.right - 8 && s.right > rect.right + 8),
      };
    }),
  );
}

describe.each(["/", "/travel", "/services"])("carousels on %s without JavaScript", (path) => {
  it("draw no arrows, scroll sideways with snap points and show part of the next card", async () => {
    const { page, response } = await openPage(browser, path, { js: false, viewport });
    expect(response?.status()).toBe(200);
    // Carousel arrows ("Next trips") and banner dots; the testimonials' "Previous"/"Next" are links-in-a-form that work without JS.
    expect(await page.getByRole("button", { name: /^(Previous|Next) \S|^Go to banner/ }).count()).toBe(0);

    const boxes = await carouselBoxes(page);
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes.filter((b) => b.slides > 1)) {
      expect(box, String(box.label)).toMatchObject({ overflows: true, peek: true, scrollbar: "thin" });
      expect(box.snap, String(box.label)).toContain("x");
    }

    // The list really scrolls (keyboard users reach it: it is focusable).
    const first = page.locator(".carousel").first();
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => first.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

describe("carousels with JavaScript", () => {
  it("/services: the arrows are drawn and move the destinations", async () => {
    const { page, errors } = await openPage(browser, "/services", { viewport, reducedMotion: "reduce" });
    const region = page.getByRole("region", { name: "destinations", exact: true });
    await region.locator(".swiper-initialized").waitFor();
    const transform = () => region.locator(".swiper-wrapper").evaluate((el) => getComputedStyle(el).transform);
    const start = await transform();
    await region.getByRole("button", { name: "Next destinations" }).click();
    await expect.poll(transform).not.toBe(start);
    await region.getByRole("button", { name: "Previous destinations" }).click();
    await expect.poll(transform).toBe(start);
    expect(errors).toEqual([]);
  });

  it("/travel: every list has working arrows", async () => {
    const { page } = await openPage(browser, "/travel", { viewport, reducedMotion: "reduce" });
    for (const label of ["visa types", "trips", "testimonials"]) {
      const region = page.getByRole("region", { name: label, exact: true });
      await region.scrollIntoViewIfNeeded();
      await region.locator(".swiper-initialized").waitFor();
      const transform = () => region.locator(".swiper-wrapper").evaluate((el) => getComputedStyle(el).transform);
      const start = await transform();
      await region.getByRole("button", { name: `Next ${label}` }).click();
      await expect.poll(transform, { message: label }).not.toBe(start);
    }
  });

  it("Swiper arrives only when a carousel nears the viewport, and nothing moves when it starts", async () => {
    const { page, errors } = await openPage(browser, "/travel", { viewport });
    // The testimonials are far below the fold: still the scroll-snap list, Swiper not loaded for them.
    const region = page.getByRole("region", { name: "testimonials", exact: true });
    expect(await region.locator(".swiper-initialized").count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          (window as unknown as { shifts: number }).shifts += e.value;
        }
      }).observe({ type: "layout-shift" });
    });
    const box = () => region.evaluate((el) => el.getBoundingClientRect().height);
    const before = await box();
    await region.scrollIntoViewIfNeeded();
    await region.locator(".swiper-initialized").waitFor();
    expect(await box()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    // The engine is a chunk the document does not preload: fetched by the page after it started.
    const lazyChunks = await page.evaluate(() => {
      const preloaded = new Set(
        Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (l) => l.href),
      );
      return performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((url) => /\/build\/_shared\/.*\.js$/.test(url) && !preloaded.has(url));
    });
    expect(lazyChunks.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
