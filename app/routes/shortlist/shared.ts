/** What /shortlist's page says. */
export const SHORTLIST_PAGE = {
  title: "Your shortlist",
  description: "The colleges you have shortlisted on StudySaathi.",
  signedOut: "Your shortlist is kept on this browser.",
  keep: "to keep it in your account: the colleges here are added to it when you do.",
  signedIn: "Your shortlist is saved in your account.",
  empty: "No colleges shortlisted yet. Press Shortlist on any college in the",
  unavailable: "Your shortlist cannot be read just now. Please try again in a few minutes.",
} as const;
