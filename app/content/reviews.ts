/** Texts of the review programme: the reward terms the form links to. Data only. */
export const REVIEW_PAGE = {
  title: "Write a Review",
  intro:
    "Tell future students what your college is really like. Reviews are checked by our team before they are published.",
  badge: "Get Upto ₹500",
  signIn: {
    title: "Log in to write a review",
    text: "Reviews are written from a verified StudySaathi account. Log in and you come back to this form, with the college you chose kept.",
  },
} as const;

export const REWARD_TERMS = {
  title: "Reward terms",
  items: [
    "Rewards of up to ₹500 are paid only for reviews that our team publishes; rejected reviews earn no reward.",
    "One reward per account per college. The amount depends on the detail and usefulness of the review.",
    "Give a UPI ID or an Indian mobile number (for UPI) to receive the reward; leave it empty if you do not want one.",
    "Rewards are paid within 30 days of publication; the status shows in My account.",
    "Copied, paid-for or fake reviews are rejected and may lead to the account being closed.",
  ],
} as const;
