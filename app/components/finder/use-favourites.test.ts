import { describe, expect, it } from "vitest";
import { parseFavourites, toggleFavourite } from "./use-favourites";

describe("favourites list", () => {
  it("reads a stored list of college slugs and rejects anything else", () => {
    expect(parseFavourites('["mit","stanford-university","mit"]')).toEqual(["mit", "stanford-university"]);
    expect(parseFavourites('[1,"Bad Slug",null,"ok-1"]')).toEqual(["ok-1"]);
    expect(parseFavourites("{}")).toEqual([]);
    expect(parseFavourites("not json")).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });

  it("toggles a slug in and out", () => {
    expect(toggleFavourite(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleFavourite(["a", "b"], "a")).toEqual(["b"]);
  });
});
