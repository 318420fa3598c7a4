import { describe, expect, it } from "vitest";
import { ownershipOfType, parseUgcList, stateKey, ugcIndex } from "./ownership";

const LIST = [
  "State,Name,Type,Established,Location",
  "Punjab,Lovely Professional University,Private University,2005,Phagwara",
  'Maharashtra,"Padmashree Dr. D.Y. Patil Vidyapeeth",Deemed University,2002,Navi Mumbai',
  "Puducherry,Pondicherry University,Central University,1985,Puducherry",
  "Kerala,Mahatma Gandhi University,State University,1983,Kottayam",
  "Meghalaya,Mahatma Gandhi University,Private University,2010,Tura",
  "Telangana,International Institute of Information Technology,Deemed University,2001,Hyderabad",
  "Telangana,International Institute of Information Technology,State University,2001,Hyderabad",
  "Goa,Some University,Open University,2020,Panaji",
].join("\n");

describe("ownership from the UGC list of universities", () => {
  const parsed = parseUgcList(LIST);
  const find = ugcIndex(parsed.rows);

  it("maps the list's types; a type it does not know is reported", () => {
    expect(ownershipOfType("Central University")).toBe("public");
    expect(ownershipOfType("State University")).toBe("public");
    expect(ownershipOfType("Private University")).toBe("private");
    expect(ownershipOfType("Deemed to be University")).toBe("deemed");
    expect(parsed.rows).toHaveLength(7);
    expect(parsed.problems).toEqual([{ line: 9, reason: 'unknown university type "Open University"' }]);
  });

  it("matches a name in the same state only, initials and a city suffix aside", () => {
    expect(find(["Lovely Professional University"], "Punjab")?.ownership).toBe("private");
    expect(find(["Lovely Professional University"], "Haryana")).toBeNull();
    expect(find(["Padmashree Dr. D. Y. Patil Vidyapeeth, Mumbai"], "Maharashtra")?.ownership).toBe("deemed");
    // "Pondicherry" and "Puducherry" are one state.
    expect(stateKey("Pondicherry")).toBe(stateKey("Puducherry"));
    expect(find(["Pondicherry University"], "Pondicherry")?.ownership).toBe("public");
    // Same name, two states: each its own.
    expect(find(["Mahatma Gandhi University"], "Kerala")?.ownership).toBe("public");
    expect(find(["Mahatma Gandhi University"], "Meghalaya")?.ownership).toBe("private");
  });

  it("leaves unknown a name of two types in one state, an off-campus centre and a name not listed", () => {
    expect(find(["International Institute of Information Technology, Hyderabad"], "Telangana")).toBeNull();
    expect(find(["Lovely Professional University Off-Campus"], "Punjab")).toBeNull();
    expect(find(["Pimpri Chinchwad College of Engineering"], "Maharashtra")).toBeNull();
  });
});
