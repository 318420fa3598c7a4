/** /sitemap: the site's sections and their pages, as a list a visitor can read (sitemap.xml is for crawlers). */

export interface SitemapGroup {
  title: string;
  links: ReadonlyArray<{ label: string; to: string }>;
}

export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: "Colleges and rankings",
    links: [
      { label: "Home", to: "/" },
      { label: "Find colleges", to: "/colleges" },
      { label: "NIRF rankings", to: "/rankings" },
      { label: "Compare colleges", to: "/compare" },
      { label: "College predictor", to: "/college-predictor" },
      { label: "Write a review", to: "/write-review" },
      { label: "Search", to: "/search" },
    ],
  },
  {
    title: "Exams and test preparation",
    links: [
      { label: "All entrance exams", to: "/exams" },
      { label: "Exam preparation", to: "/exam-prep" },
      { label: "IELTS", to: "/IELTS" },
      { label: "IELTS Academic", to: "/IELTS-ACEDEMIC" },
      { label: "PTE Academic", to: "/PTEAcademic" },
      { label: "TOEFL iBT", to: "/ToeflIBT" },
      { label: "Duolingo English Test", to: "/DuolingoTest" },
      { label: "GRE", to: "/GREPrep" },
      { label: "Free courses", to: "/free-cources" },
    ],
  },
  {
    title: "Study abroad",
    links: [
      { label: "Course finder", to: "/cource-finder" },
      { label: "Services", to: "/services" },
      { label: "Post-admit services", to: "/post-admit-services" },
      { label: "Travel", to: "/travel" },
      { label: "Talk to a student expert", to: "/connect" },
      { label: "SOP maker", to: "/sop-maker" },
      { label: "Write an SOP", to: "/sop-form" },
      { label: "Write an LOR", to: "/lor-form" },
    ],
  },
  {
    title: "News and tools",
    links: [
      { label: "Blogs", to: "/blogs" },
      { label: "Calculators", to: "/calculators" },
      { label: "Subscribe to alerts", to: "/subscribe" },
      { label: "App", to: "/app" },
      { label: "More", to: "/more" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About us", to: "/about" },
      { label: "Contact us", to: "/contact" },
      { label: "Careers", to: "/career" },
      { label: "Advertising", to: "/advertising" },
      { label: "Terms & Conditions", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Refund Policy", to: "/refund-policy" },
      { label: "Log in or register", to: "/login" },
    ],
  },
];
