/** Copy for /career; the job board's data: ./jobs. */
import type { Card } from "./company";

export const CAREERS = {
  title: "Careers at StudySaathi",
  intro:
    "Join a team that helps students find their way to the right college, course and country, and build a career you are proud of.",
  counters: [
    { value: 25, suffix: "", label: "Open Positions" },
    { value: 12, suffix: "", label: "Countries" },
    { value: 150, suffix: "", label: "Team Members" },
    { value: 98, suffix: "%", label: "Satisfaction" },
  ],
  /** The counters' timing. */
  counterDuration: 2000,
  counterThreshold: 0.1,
  whyJoin: [
    { title: "Meaningful Work", text: "Every week, students you helped get admits, visas and scholarships." },
    { title: "Flexible Work", text: "Hybrid and remote roles, with time for family, festivals and exams." },
    { title: "Learning Budget", text: "Courses, certifications and conferences, paid for and encouraged." },
    { title: "Health Cover", text: "Medical insurance for you and your family from day one." },
    { title: "Global Team", text: "Colleagues across twelve countries who have studied where students want to go." },
    { title: "Fast Growth", text: "Small teams, real ownership and a clear path to lead." },
  ] satisfies Card[],
};

/** The intent of /career's newsletter form. */
export const CAREERS_NEWSLETTER_INTENT = "careers-newsletter";
