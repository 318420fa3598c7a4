/** Copy and option lists for /advertising; the option lists are fixed. */
import type { Card } from "./company";

export const AD_GOALS = ["Lead generation", "Brand awareness", "Traffic", "Event promotion"] as const;
export const AD_BUDGETS = ["Under ₹50k", "₹50k – ₹2L", "₹2L – ₹5L", "₹5L+"] as const;
export const ADVERTISING_SUBJECT = "Advertising Inquiry";

export const ADVERTISING = {
  title: "Advertise with StudySaathi",
  intro: "Reach students and parents across India at the moment they choose a college, an exam or a country.",
  offers: [
    {
      title: "For Institutes",
      items: [
        "Featured listings in the course finder and college pages",
        "Qualified enquiries from students who match your programmes",
        "Webinars and virtual campus tours with our audience",
        "Admission-season campaigns timed to application deadlines",
      ],
    },
    {
      title: "For Advertisers",
      items: [
        "Placements beside exam, loan, housing and travel content",
        "Targeting by course, destination country and study stage",
        "Sponsored guides and newsletters written with our editors",
        "Clear monthly reports on reach, clicks and leads",
      ],
    },
  ],
  formats: [
    { title: "Display Banners", text: "Home page and listing banners on desktop and mobile." },
    { title: "Sponsored Listings", text: "Top positions in course finder and college results." },
    { title: "Newsletter Features", text: "A featured slot in our student newsletter." },
    { title: "Sponsored Articles", text: "Guides and stories written with our editorial team." },
    { title: "Webinars & Events", text: "Live sessions, fairs and campus tours, promoted to students." },
    { title: "Lead Generation Forms", text: "Enquiry forms that send you consenting, matched students." },
  ] satisfies Card[],
};

/** The intent of /advertising's inquiry form. */
export const ADVERTISING_INTENT = "advertising";
