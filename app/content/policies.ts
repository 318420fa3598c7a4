/**
 * The privacy policy (written to India's Digital Personal Data Protection Act, 2023) and the
 * refund policy. `{site}`, `{email}`, `{phone}` and `{address}` are filled from the site settings
 * when the page renders (policies.ts in lib: fillSettings).
 */
import type { ContentSection } from "./company";

export const PRIVACY_POLICY = {
  title: "Privacy Policy",
  intro:
    "What personal data {site} collects, why, how long we keep it, and how you can see, correct or delete it. We process your data under India's Digital Personal Data Protection Act, 2023 (DPDP Act).",
  updated: "2025-11-27",
  sections: [
    {
      id: "who",
      heading: "Who we are",
      paragraphs: [
        "{site} is the Data Fiduciary for the personal data you give us on this website: we decide why and how it is processed. Postal address: {address}.",
      ],
    },
    {
      id: "collected",
      heading: "What we collect",
      paragraphs: ["Only what you type into a form, plus what is needed to keep the site safe:"],
      items: [
        "Forms (newsletter and alert sign-ups, call requests, service inquiries, expert bookings, brochure and counselling requests, contact, advertising and career forms, the SOP and LOR makers): the names, e-mail address, phone number, course, dates and messages you enter.",
        "Accounts: your name, e-mail address and password (stored only as a salted hash, never in readable form), your saved colleges and compare lists.",
        "Reviews: the review you write, your first name and initial as shown with it, and the UPI ID or mobile number you give for the reward.",
        "Security: with each form, a one-way hash of your internet address mixed with a secret (not the address itself), used to limit repeated posts and spam.",
        "Cookies: a sign-in cookie while you are signed in, and one that shows your name in the header. We use no advertising or analytics cookies. Saved colleges and compare picks of visitors who are not signed in stay in your own browser.",
        "E-mails we send you (verification codes, brochure links, booking updates) are kept as a copy so we can resend or check them.",
      ],
    },
    {
      id: "why",
      heading: "Why we use it",
      items: [
        "To answer what you asked for: send a brochure, call you back, arrange or update an expert call, reply to an inquiry.",
        "To run your account and show you your requests, reviews and saved colleges.",
        "To pay review rewards, and to keep the site safe from abuse.",
        "To send alerts and newsletters only when you subscribed to them; write to {email} to stop them.",
      ],
      paragraphs: [
        "The legal basis is your consent, given when you submit a form, and the legitimate uses the DPDP Act allows for a purpose you asked for. We never sell your data and do not use it for advertising.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      items: [
        "Requests and form submissions: until the request is closed and for up to 24 months after, so we can answer follow-up questions; then deleted.",
        "Accounts, saved colleges, compare lists and reviews: while your account exists; deleted within 30 days of your deletion request.",
        "Newsletter and alert sign-ups: until you unsubscribe.",
        "Security hashes and rate-limit counters: minutes to hours; copies of e-mails we sent: up to 12 months.",
      ],
    },
    {
      id: "sharing",
      heading: "Who processes it for us",
      paragraphs: [
        "Our Data Processors are our hosting and database provider (Cloudflare) and our e-mail delivery provider. They process data only on our instructions. An expert you book sees the details needed for the call. We share data with authorities only when the law requires it.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      items: [
        "Access: a summary of the personal data we hold about you and what we do with it.",
        "Correction and completion: fix or update what is wrong or missing.",
        "Erasure: delete your data, unless the law requires us to keep it.",
        "Withdraw consent at any time; processing that already happened stays lawful.",
        "Nominate a person to exercise these rights if you die or become unable to.",
        "Grievance redressal: complain to our Grievance Officer, and then, if you are not satisfied, to the Data Protection Board of India.",
      ],
    },
    {
      id: "deletion",
      heading: "How to ask for access, correction or deletion",
      paragraphs: [
        "Use the form below, or write to {email} from the address you used with us. We confirm within 7 days and complete the request within 30 days; we may ask you to confirm that the address is yours.",
      ],
    },
    {
      id: "grievance",
      heading: "Grievance Officer",
      paragraphs: [
        "Grievance Officer, {site}, {address}. E-mail: {email} (subject: Grievance). Phone: {phone}. We acknowledge a grievance within 48 hours and resolve it within 30 days.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "If you are under 18, please use the forms with a parent or guardian, whose consent we rely on. We do not track children or show them targeted advertising.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: ["We date every change at the top of this page."],
    },
  ] satisfies ContentSection[],
} as const;

export const REFUND_POLICY = {
  title: "Refund Policy",
  intro: "How refunds work for paid services such as expert calls and premium plans.",
  updated: "2025-11-27",
  sections: [
    {
      id: "payments",
      heading: "Payments",
      paragraphs: [
        "{site} takes no payment on this website today. Prices shown (an expert's rate per minute, a premium plan) are what a service costs; before anything is charged we confirm the price and how to pay with you in writing, and nothing is charged for a booking that is still a request.",
      ],
    },
    {
      id: "refunds",
      heading: "When you get your money back",
      items: [
        "Full refund if we or the expert cancel, or the expert does not join the call.",
        "Full refund if you cancel at least 24 hours before a call or the start of a service.",
        "For a cancellation within 24 hours, or a call cut short by a problem on our side, we refund the minutes not delivered.",
        "Premium plans: a full refund within 7 days of payment if no session has taken place; after that, the part of the plan not yet delivered.",
      ],
    },
    {
      id: "how",
      heading: "How to ask",
      paragraphs: [
        "Write to {email} or call {phone} with your name, the e-mail you used and the service. We reply within 2 working days and pay approved refunds to the original payment method within 7 working days.",
      ],
    },
  ] satisfies ContentSection[],
} as const;

/** What a data-rights request asks for (the privacy page's form). */
export const DATA_REQUESTS = [
  { value: "access", label: "A summary of my data" },
  { value: "correction", label: "Correct or update my data" },
  { value: "deletion", label: "Delete my data" },
  { value: "withdraw-consent", label: "Withdraw my consent (stop e-mails and calls)" },
  { value: "grievance", label: "A grievance" },
] as const;
