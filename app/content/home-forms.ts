/**
 * The home page's forms' options: the newsletter's courses and the call
 * request's levels. Read by the forms and their schemas.
 */

/* ------------------------------------------------------------------ Newsletter */

export const NEWSLETTER_CATEGORIES = {
  Engineering: [
    "Computer Science",
    "Mechanical Engineering",
    "Civil Engineering",
    "Electrical Engineering",
    "Electronics & Communication",
  ],
  Medical: ["MBBS", "BDS", "BAMS", "B.Sc Nursing", "BPT (Physiotherapy)"],
  Management: ["MBA", "PGDM", "BBA", "Executive MBA", "Hospital Management"],
  Law: ["LLB", "BA LLB", "BBA LLB", "LLM", "Corporate Law"],
  Arts: ["English Literature", "Psychology", "Economics", "History", "Political Science"],
  Science: ["Physics", "Chemistry", "Mathematics", "Biotechnology", "Data Science"],
  Commerce: ["B.Com", "Chartered Accountancy", "Company Secretary", "Banking & Finance", "M.Com"],
  Pharmacy: ["B.Pharm", "D.Pharm", "M.Pharm", "Pharm.D", "Pharmaceutical Chemistry"],
  Education: ["B.Ed", "M.Ed", "D.El.Ed", "Early Childhood Education", "Special Education"],
  Design: ["Fashion Design", "Interior Design", "Graphic Design", "Product Design", "UX/UI Design"],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;

/** Every allowed newsletter course value: 'category - subcourse'. */
export const NEWSLETTER_COURSES: readonly string[] = Object.entries(NEWSLETTER_CATEGORIES).flatMap(([category, subs]) =>
  subs.map((sub) => `${category} - ${sub}`),
);

/* ------------------------------------------------------------------ Call request */

export const CALL_LEVELS = ["Bachelors", "Masters", "PhD"] as const;
