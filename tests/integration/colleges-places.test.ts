/**
 * The directory's place filters on the seeded directory: the City options follow the chosen State (or region), each
 * count is what the results then say, and Delhi NCR is the region (Delhi with Noida, Gurugram, Ghaziabad, Faridabad).
 * Assertions relate the page's own numbers, so they hold for any directory.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGIONS } from "~/lib/colleges/model";
import { startWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

/** The options of a filter select as [value, count]. */
function options(html: string, name: string): Array<[string, number]> {
  const select = html.match(new RegExp(`<select id="filter-${name}"[\\s\\S]*?</select>`))?.[0] ?? "";
  return [...select.matchAll(/<option value="([^"]+)"[^>]*>[^<]*\((\d+)\)<\/option>/g)].map((m) => [
    m[1].replace(/&amp;/g, "&"),
    Number(m[2]),
  ]);
}
const found = (html: string) => Number(html.match(/(\d[\d,]*) colleges? found/)?.[1].replace(/,/g, "") ?? "0");

describe("place filters", () => {
  it("City offers the chosen State's cities, each count what the State and City then show", async () => {
    const home = (await w.html("/colleges")).text;
    const [state, stateCount] = options(home, "state").find(([v]) => v !== "Delhi NCR")!;
    const page = (await w.html(`/colleges?state=${encodeURIComponent(state)}`)).text;
    expect(found(page)).toBe(stateCount);
    const cities = options(page, "city");
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.reduce((n, [, c]) => n + c, 0)).toBe(stateCount);
    const [city, cityCount] = cities[0];
    const both = await w.html(`/colleges?state=${encodeURIComponent(state)}&city=${encodeURIComponent(city)}`);
    expect(found(both.text)).toBe(cityCount);
    // A City of another State would show nothing: the State wins.
    const other = options(home, "city").find(([v]) => !cities.some(([c]) => c === v))![0];
    const res = await w.fetch(`/colleges?state=${encodeURIComponent(state)}&city=${encodeURIComponent(other)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/colleges?state=${encodeURIComponent(state).replace(/%20/g, "+")}`);
  });

  it("Delhi NCR is the region: Delhi's cities and Noida, Gurugram, Ghaziabad, Faridabad", async () => {
    const region = REGIONS.find((r) => r.name === "Delhi NCR")!;
    const page = (await w.html("/colleges?state=Delhi+NCR")).text;
    const [, regionCount] = options(page, "state").find(([v]) => v === "Delhi NCR")!;
    expect(found(page)).toBe(regionCount);
    const cities = options(page, "city");
    expect(cities.reduce((n, [, c]) => n + c, 0)).toBe(regionCount);
    const delhi = options((await w.html("/colleges?state=Delhi")).text, "city").map(([c]) => c);
    for (const [city] of cities) expect([...delhi, ...region.cities]).toContain(city);
    expect(regionCount).toBeGreaterThanOrEqual(found((await w.html("/colleges?state=Delhi")).text));
    // The header's Delhi NCR link opens it.
    expect((await w.html("/")).text).toContain('href="/colleges?state=Delhi+NCR"');
  });
});
