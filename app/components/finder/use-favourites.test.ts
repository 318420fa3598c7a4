import { describe, expect, it } from "vitest";
import { parseFavourites, toggleFavourite } from "./use-favourites";

describe("favourites list", () => {
  it("reads a stored list of ids and rejects anything else", () => {
    expect(parseFavourites("[3,7,3]")).toEqual([3, 7]);
    expect(parseFavourites('[1,"2",null,4.5]')).toEqual([1]);
    expect(parseFavourites("{}")).toEqual([]);
    expect(parseFavourites("not json")).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });

  it("toggles an id in and out", () => {
    expect(toggleFavourite([1], 2)).toEqual([1, 2]);
    expect(toggleFavourite([1, 2], 1)).toEqual([2]);
  });
});
