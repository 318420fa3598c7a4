import { describe, expect, it } from "vitest";
import { aicteCourses, ownershipOfAicteType, type AicteProgramme } from "./aicte";

const p = (over: Partial<AicteProgramme>): AicteProgramme => ({
  id: "1-1",
  programme: "ENGINEERING AND TECHNOLOGY",
  level: "UNDER GRADUATE",
  course: "COMPUTER ENGINEERING",
  courseType: "Course Institute-1",
  availability: "FULL TIME",
  intake: 60,
  ...over,
});

describe("AICTE's approved-institutes list", () => {
  it("maps institution types to the directory's ownership", () => {
    expect(ownershipOfAicteType("Private-Self Financing")).toBe("private");
    expect(ownershipOfAicteType("State Private University")).toBe("private");
    expect(ownershipOfAicteType("Govt aided")).toBe("public");
    expect(ownershipOfAicteType("State Government University")).toBe("public");
    expect(ownershipOfAicteType("Deemed to be University(Pvt)")).toBe("deemed");
    expect(ownershipOfAicteType("Something else")).toBeNull();
  });

  it("gives one course per course and level, shifts' intakes added, online and part-time left out", () => {
    const courses = aicteCourses([
      p({ intake: 240 }),
      p({ intake: 60, courseType: "Course Institute-2" }),
      p({ level: "POST GRADUATE", intake: 18 }),
      p({ course: "DATA SCIENCE", courseType: "Course Online", intake: 500 }),
      p({ course: "CIVIL ENGINEERING", availability: "PART TIME" }),
      p({ programme: "MANAGEMENT", level: "POST GRADUATE DIPLOMA", course: "POST GRADUATE DIPLOMA IN MANAGEMENT" }),
      p({ level: "FELLOWSHIP", course: "FELLOW PROGRAMME" }),
    ]);
    expect(courses.map((c) => [c.name, c.level, c.years, c.seats, c.stream])).toEqual([
      ["Computer Engineering (UG)", "UG", 4, 300, "Engineering"],
      ["Computer Engineering (PG)", "PG", 2, 18, "Engineering"],
      ["Post Graduate Diploma in Management (PG Diploma)", "PG", 2, 60, "Management"],
    ]);
  });
});
