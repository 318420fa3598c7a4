/**
 * The service catalogue: exactly 21 entries. Slugs, categories, the
 * featured set and list prices are fixed; descriptions are ours.
 */
export const SERVICE_CATEGORIES = [
  "Housing",
  "Travel",
  "Legal",
  "Discounts",
  "Finance",
  "Immigration",
  "Transport",
  "Communication",
  "Insurance",
  "Storage",
  "Career",
  "Food",
  "Education",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export interface Service {
  id: number;
  title: string;
  desc: string;
  img: string;
  category: ServiceCategory;
  featured: boolean;
  price: string;
  slug: string;
}

const CONTACT = "Contact for pricing";

const entries: Array<Omit<Service, "id" | "img">> = [
  {
    slug: "student-accommodation",
    title: "Student Accommodation",
    category: "Housing",
    featured: true,
    price: "From £150/month",
    desc: "Verified student rooms and studios near your campus, with flexible contracts and bills included.",
  },
  {
    slug: "student-flight-ticket",
    title: "Student Flight Tickets",
    category: "Travel",
    featured: true,
    price: "£299",
    desc: "Student fares with extra baggage allowance and free date changes for your first trip abroad.",
  },
  {
    slug: "guarantor-services",
    title: "Guarantor Services",
    category: "Legal",
    featured: false,
    price: CONTACT,
    desc: "A UK-based rent guarantor when you have no local guarantor, accepted by major landlords.",
  },
  {
    slug: "student-beans",
    title: "Student Beans",
    category: "Discounts",
    featured: false,
    price: "Free",
    desc: "Verified student discounts on food, fashion, tech and travel from hundreds of brands.",
  },
  {
    slug: "money-transfer",
    title: "Money Transfer",
    category: "Finance",
    featured: false,
    price: CONTACT,
    desc: "Send tuition and living money abroad at fair exchange rates with transparent fees.",
  },
  {
    slug: "visa-assistance",
    title: "Visa Assistance",
    category: "Immigration",
    featured: true,
    price: "£99",
    desc: "Document checklists, application review and interview preparation for your student visa.",
  },
  {
    slug: "student-financing",
    title: "Student Financing",
    category: "Finance",
    featured: false,
    price: CONTACT,
    desc: "Compare education loans and scholarships, and get help with the paperwork lenders ask for.",
  },
  {
    slug: "room-essentials",
    title: "Room Essentials",
    category: "Housing",
    featured: false,
    price: CONTACT,
    desc: "Bedding, kitchen kits and study supplies delivered to your room before you arrive.",
  },
  {
    slug: "airport-pickup",
    title: "Airport Pickup",
    category: "Transport",
    featured: false,
    price: "£45",
    desc: "A driver waiting at arrivals to take you and your luggage straight to your accommodation.",
  },
  {
    slug: "room-replacement",
    title: "Room Replacement",
    category: "Housing",
    featured: false,
    price: CONTACT,
    desc: "Need to move? We find a replacement tenant or a better room and handle the handover.",
  },
  {
    slug: "international-sim",
    title: "International SIM",
    category: "Communication",
    featured: false,
    price: CONTACT,
    desc: "A SIM that works abroad, active the moment you land.",
  },
  {
    slug: "travel-insurance",
    title: "Travel Insurance",
    category: "Insurance",
    featured: false,
    price: CONTACT,
    desc: "Cover for delayed flights, lost baggage and emergencies on your journey abroad.",
  },
  {
    slug: "health-insurance",
    title: "Health Insurance",
    category: "Insurance",
    featured: true,
    price: CONTACT,
    desc: "Student health plans that meet visa and university requirements, with cashless hospitals.",
  },
  {
    slug: "luggage-storage",
    title: "Luggage Storage",
    category: "Storage",
    featured: false,
    price: "£10/day",
    desc: "Safe storage for your bags between tenancies, over holidays or before your room is ready.",
  },
  {
    slug: "forex-services",
    title: "Forex Services",
    category: "Finance",
    featured: false,
    price: CONTACT,
    desc: "Forex cards and currency exchange at student rates, delivered before you fly.",
  },
  {
    slug: "job-search",
    title: "Job Search",
    category: "Career",
    featured: false,
    price: CONTACT,
    desc: "Part-time and graduate job leads, CV reviews and interview practice with mentors.",
  },
  {
    slug: "hungry-hub",
    title: "HungryHub",
    category: "Food",
    featured: false,
    price: "Free",
    desc: "Home-style Indian meals and grocery deals near campus, with student-only offers.",
  },
  {
    slug: "student-internships",
    title: "Student Internships",
    category: "Career",
    featured: false,
    price: CONTACT,
    desc: "Internships with partner companies that fit your course and your visa work rules.",
  },
  {
    slug: "test-preparation",
    title: "Test Preparation",
    category: "Education",
    featured: true,
    price: "£80",
    desc: "Coaching for IELTS, TOEFL, PTE, GRE and Duolingo with mock tests and expert feedback.",
  },
  {
    slug: "free-online-courses",
    title: "Free Online Courses",
    category: "Education",
    featured: false,
    price: "Free",
    desc: "Short free courses to build skills before your degree starts, with certificates.",
  },
  {
    slug: "study-abroad-counseling",
    title: "Study Abroad Counseling",
    category: "Education",
    featured: true,
    price: "£120",
    desc: "One-to-one counselling on countries, universities, applications and scholarships.",
  },
];

export const services: readonly Service[] = entries.map((e, i) => ({
  ...e,
  id: i + 1,
  img: `/images/services/${e.slug}.svg`,
}));

const bySlug = new Map(services.map((s) => [s.slug, s]));

export function findService(slug: string | undefined): Service | undefined {
  return slug ? bySlug.get(slug) : undefined;
}
