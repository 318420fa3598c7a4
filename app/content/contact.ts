/** Copy for /contact. */

export const CONTACT = {
  title: "Contact Us",
  intro:
    "Questions about admissions, exams, services or partnerships? Write to us and we will reply within one business day.",
};
