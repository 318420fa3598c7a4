/** Copy for /contact (part 2 §2, §7). */

export const CONTACT = {
  title: "Contact Us",
  intro:
    "Questions about admissions, exams, services or partnerships? Write to us and we will reply within one business day.",
};
