/**
 * The page shell's static link lists: the drop-down menus, the mobile goal picker, the
 * footer and the bottom bar (app/components/shell/link-lists.tsx).
 */
import type { NavLink } from "./navigation";

export const GOALS = ["Engineering", "MBA", "Medical", "Arts", "Science", "Commerce"] as const;
export const CITIES = [
  "Delhi NCR",
  "Bangalore",
  "Mumbai",
  "Hyderabad",
  "Pune",
  "Chennai",
  "Kolkata",
  "Ahmedabad",
] as const;

/** The college directory pre-filtered: a goal is a stream (MBA: the course). */
const collegesFor = (goal: string) =>
  goal === "Top" ? "/colleges" : goal === "MBA" ? "/colleges?course=MBA" : `/colleges?stream=${goal}`;
/** Delhi NCR spans states: the directory's region (a State option); the others are the directory's city names. */
const collegesIn = (city: string) =>
  city === "Delhi NCR" ? "/colleges?state=Delhi+NCR" : `/colleges?city=${encodeURIComponent(city)}`;

export const goalLinks: NavLink[] = GOALS.map((g) => ({ label: g, to: collegesFor(g) }));
export const cityLinks: NavLink[] = [
  ...CITIES.map((c) => ({ label: c, to: collegesIn(c) })),
  { label: "View All Cities", to: "/colleges" },
];

export const exploreColleges: NavLink[] = ["Top", "Engineering", "MBA", "Medical", "Arts", "Science"].map((c) => ({
  label: c,
  to: collegesFor(c),
}));
/**
 * The header's exams, each to the page that answers it: the entrance exam's page (/exams/{slug},
 * app/content/entrance-exams.ts) where the site has one, otherwise the blog's Exams category.
 */
export const EXAM_DESTINATIONS = {
  "JEE Main": "/exams/jee-main",
  NEET: "/exams/neet-ug",
  CAT: "/exams/cat",
  GATE: "/exams/gate",
  XAT: "/blogs?category=Exams",
  MAT: "/blogs?category=Exams",
} as const;
export const exploreExams: NavLink[] = (Object.keys(EXAM_DESTINATIONS) as Array<keyof typeof EXAM_DESTINATIONS>).map(
  (e) => ({ label: e, to: EXAM_DESTINATIONS[e] }),
);

/** Under the Explore menu's colleges (the phone menu's way to them too): the rankings. */
export const exploreCollegeTools: Array<{ label: string; to: string }> = [
  { label: "College rankings", to: "/rankings" },
];

/** Under the Explore menu's exams: the exam pages' index and the college predictor. */
export const exploreExamTools: Array<{ label: string; to: string }> = [
  { label: "All entrance exams", to: "/exams" },
  { label: "College Predictor", to: "/college-predictor" },
];

/** 'All Courses' menu: the group entries are headings, not links. */
export const courseGroups: Array<{ title: string; items: string[] }> = [
  { title: "Engineering", items: ["B.Tech", "M.Tech", "Diploma", "B.E"] },
  { title: "Management", items: ["MBA", "PGDM", "BBA", "Executive MBA"] },
  { title: "Medical", items: ["MBBS", "BDS", "BAMS", "BHMS"] },
];

/** Footer columns: every entry is a link to a page the site has. */
export const footerColumns: Array<{ title: string; links: NavLink[] }> = [
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Contact Us", to: "/contact" },
      { label: "Careers", to: "/career" },
      { label: "Terms & Conditions", to: "/terms" },
      { label: "Help Center", to: "/about" },
    ],
  },
  {
    title: "Calculators",
    links: [
      { label: "CGPA to Percentage", to: "/calculators#cgpa" },
      { label: "Education Loan EMI", to: "/calculators#emi" },
      { label: "Cost of Studying Abroad", to: "/calculators#abroad" },
    ],
  },
  {
    title: "Popular Courses",
    links: [
      { label: "MBA", to: "/colleges?course=MBA" },
      { label: "B.Tech", to: "/colleges?course=B.Tech" },
      { label: "MBBS", to: "/colleges?course=MBBS" },
      { label: "M.Tech", to: "/colleges?course=M.Tech" },
    ],
  },
  {
    title: "Bachelors Programs",
    links: [
      { label: "B.Com", to: "/colleges?course=B.Com" },
      { label: "BBA", to: "/colleges?course=BBA" },
      { label: "BCA", to: "/colleges?course=BCA" },
      { label: "B.Sc", to: "/colleges?course=B.Sc" },
      { label: "BA", to: "/colleges?course=BA" },
    ],
  },
  {
    title: "Tools & Services",
    links: [
      { label: "College Predictor", to: "/college-predictor" },
      { label: "Compare Colleges", to: "/compare" },
      { label: "Document Checklist", to: "/services/visa-assistance" },
    ],
  },
  {
    title: "Partners",
    links: [
      { label: "Become a Partner", to: "/contact" },
      { label: "Counsellor Network", to: "/connect" },
    ],
  },
  {
    title: "Products",
    links: [
      { label: "StudySaathi App", to: "/app" },
      { label: "Premium Counselling", to: "/post-admit-services" },
      { label: "Test Series", to: "/services/test-preparation" },
    ],
  },
  {
    title: "Quick Links",
    links: [
      { label: "USA office", to: "/contact" },
      { label: "Sitemap", to: "/sitemap" },
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label: "Refund Policy", to: "/refund-policy" },
    ],
  },
];

/** Mobile account card's 'Select Goal' picker. */
export const MOBILE_GOALS = ["Engineering", "Medical", "Management", "Arts & Science", "Law", "Other"] as const;

export const bottomBar: NavLink[] = [
  { label: "Search", to: "/search" },
  { label: "Colleges", to: "/colleges" },
  { label: "Exams", to: "/exams" },
  { label: "Courses", to: "/cource-finder" },
];

export const TAGLINE = "By the students, for the students";
export const COPYRIGHT_YEAR = 2025;
