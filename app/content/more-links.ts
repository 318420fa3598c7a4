/** The bottom bar's "More" page (/more): kept out of the shell's modules, which every page loads. */

/** Every part of the site, in groups. */
export const MORE_GROUPS: Array<{ id: string; title: string; links: Array<{ label: string; to: string }> }> = [
  {
    id: "colleges",
    title: "Colleges",
    links: [
      { label: "All colleges", to: "/colleges" },
      { label: "Compare colleges", to: "/compare" },
      { label: "Course Finder", to: "/cource-finder" },
      { label: "Write a Review", to: "/write-review" },
    ],
  },
  {
    id: "exams",
    title: "Exams and courses",
    links: [
      { label: "Exam prep", to: "/exam-prep" },
      { label: "IELTS", to: "/IELTS" },
      { label: "GRE", to: "/GREPrep" },
      { label: "Free courses", to: "/free-cources" },
    ],
  },
  {
    id: "help",
    title: "Help and services",
    links: [
      { label: "Talk to a student expert", to: "/connect" },
      { label: "SOP and LOR makers", to: "/sop-maker" },
      { label: "Services", to: "/services" },
      { label: "Post-admit services", to: "/post-admit-services" },
      { label: "Travel", to: "/travel" },
      { label: "Blogs", to: "/blogs" },
    ],
  },
  {
    id: "tools",
    title: "Tools",
    links: [
      { label: "Calculators", to: "/calculators" },
      { label: "Search", to: "/search" },
      { label: "Subscribe to alerts", to: "/subscribe" },
      { label: "App", to: "/app" },
    ],
  },
  {
    id: "account",
    title: "Your account",
    links: [
      { label: "Login/Register", to: "/login" },
      { label: "My account", to: "/account" },
      { label: "My shortlist", to: "/shortlist" },
    ],
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Contact Us", to: "/contact" },
      { label: "Careers", to: "/career" },
      { label: "Advertising", to: "/advertising" },
      { label: "Terms & Conditions", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Refund Policy", to: "/refund-policy" },
    ],
  },
];
