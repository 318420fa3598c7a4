/**
 * Service details: specific details exist for nine slugs; every other
 * service gets the generic default ('Contact for pricing', 'Varies by service').
 * Prices here are the detail pages' dollar texts; the catalogue keeps its list
 * prices in pounds, but cards show the detail page's figure (`cardPrice`) so a service has one price.
 */
import type { Service } from "./services";

export interface ServiceDetails {
  title: string;
  subtitle: string;
  heroImage: string;
  price: string;
  duration: string;
  description: string;
  features: readonly string[];
  requirements: readonly string[];
  process: readonly string[];
  benefits: readonly string[];
}

export const DEFAULT_PRICE = "Contact for pricing";
export const DEFAULT_DURATION = "Varies by service";

const img = (slug: string) => `/images/services/${slug}.svg`;

/**
 * Keyed by slug. bank-account-setup and sop-maker are not catalogue slugs; the detail
 * route looks services up in the catalogue first, so those two entries are never shown
 * (see app/routes/services.$slug/route.tsx).
 */
export const SERVICE_DETAILS: Readonly<Record<string, ServiceDetails>> = {
  "student-flight-ticket": {
    title: "Student Flight Tickets",
    subtitle: "Fly to your university for less, with student baggage and flexible dates",
    heroImage: img("student-flight-ticket"),
    price: "From $350",
    duration: "Instant booking",
    description:
      "We compare student fares across airlines and book the ticket that fits your course start date, with extra baggage and free date changes where the airline allows them.",
    features: [
      "Student fares across airlines",
      "Extra baggage allowance",
      "Free or low-cost date changes",
      "One-way and round-trip options",
    ],
    requirements: [
      "Valid passport",
      "University offer or enrolment letter",
      "Student visa or visa application reference",
      "Preferred travel dates",
    ],
    process: [
      "Share your route and dates",
      "Receive fare options within hours",
      "Confirm and pay securely",
      "Get your e-ticket and travel checklist",
    ],
    benefits: [
      "Lower fares than public prices",
      "More luggage for your move",
      "Help if plans change",
      "Arrival tips for your city",
    ],
  },
  "visa-assistance": {
    title: "Visa Assistance",
    subtitle: "A complete, checked visa file and confident interview preparation",
    heroImage: img("visa-assistance"),
    price: "$120",
    duration: "2-8 weeks",
    description:
      "Our visa counsellors prepare your document checklist, review your financial proof and application form, and run mock interviews so you apply once and apply right.",
    features: [
      "Country-specific document checklist",
      "Application form review",
      "Financial proof check",
      "Mock visa interviews",
    ],
    requirements: [
      "Valid passport",
      "Confirmation of acceptance (CAS, I-20 or equivalent)",
      "Proof of funds",
      "English test score report",
    ],
    process: [
      "Free eligibility check",
      "Document collection and review",
      "Application filing support",
      "Interview preparation and follow-up",
    ],
    benefits: [
      "Fewer refusals from avoidable mistakes",
      "Clear timelines",
      "One counsellor for your whole file",
      "Updates until a decision",
    ],
  },
  "student-accommodation": {
    title: "Student Accommodation",
    subtitle: "Verified rooms near campus, booked before you land",
    heroImage: img("student-accommodation"),
    price: "From $180/month",
    duration: "1-2 weeks",
    description:
      "Choose from verified university halls, studios and shared flats close to your campus. We check the contract with you and secure the room before you travel.",
    features: ["Verified properties only", "Bills-included options", "Flexible contract lengths", "Virtual viewings"],
    requirements: ["University offer letter", "Passport copy", "Move-in date", "Deposit or guarantor details"],
    process: [
      "Tell us your budget and campus",
      "Shortlist matching rooms",
      "Review the contract together",
      "Pay the deposit and get your keys",
    ],
    benefits: [
      "No scams or fake listings",
      "Live close to campus",
      "Support with landlord issues",
      "Roommate matching",
    ],
  },
  "airport-pickup": {
    title: "Airport Pickup",
    subtitle: "A friendly driver waiting at arrivals on your first day",
    heroImage: img("airport-pickup"),
    price: "$55",
    duration: "Same day",
    description:
      "Your driver tracks your flight, meets you at arrivals with a name board and takes you and your luggage straight to your accommodation.",
    features: ["Flight tracking", "Meet and greet at arrivals", "Room for all your luggage", "24/7 driver contact"],
    requirements: ["Flight number and arrival time", "Accommodation address", "Number of passengers", "Luggage count"],
    process: [
      "Book with your flight details",
      "Receive driver details before you fly",
      "Meet your driver at arrivals",
      "Arrive safely at your accommodation",
    ],
    benefits: [
      "No queues for taxis",
      "Fixed price with no surprises",
      "Safe first journey",
      "Help with SIM and directions",
    ],
  },
  "bank-account-setup": {
    title: "Bank Account Setup",
    subtitle: "Open a local student bank account in your first week",
    heroImage: img("money-transfer"),
    price: "Free",
    duration: "1-2 weeks",
    description: "We help you choose a student account and prepare the letters banks ask international students for.",
    features: ["Student account comparison", "Bank letter guidance", "Appointment booking", "Debit card setup help"],
    requirements: ["Passport and visa", "Proof of address", "University enrolment letter", "Initial deposit"],
    process: ["Compare accounts", "Collect documents", "Attend the appointment", "Activate online banking"],
    benefits: [
      "Avoid international fees",
      "Get paid for part-time work",
      "Build a local credit history",
      "Faster rent payments",
    ],
  },
  "health-insurance": {
    title: "Health Insurance",
    subtitle: "Student health cover that meets visa and university rules",
    heroImage: img("health-insurance"),
    price: "From $40/month",
    duration: "24-48 hours",
    description:
      "Compare student health plans that satisfy your visa and university requirements, with cashless hospitals and clear claim support.",
    features: ["Visa-compliant plans", "Cashless hospital network", "Mental health cover options", "Claims assistance"],
    requirements: ["Passport details", "Date of birth", "Course dates", "Destination country"],
    process: [
      "Share your course details",
      "Compare suitable plans",
      "Buy the policy online",
      "Receive your policy documents",
    ],
    benefits: [
      "Peace of mind abroad",
      "No surprise medical bills",
      "Meets visa requirements",
      "Support in your language",
    ],
  },
  "sop-maker": {
    title: "SOP Maker",
    subtitle: "A statement of purpose that sounds like you, at your best",
    heroImage: img("study-abroad-counseling"),
    price: "$99",
    duration: "3-7 days",
    description: "Experienced editors help you write or polish a statement of purpose tailored to each programme.",
    features: ["One-to-one writing sessions", "Programme-specific drafts", "Two revision rounds", "Plagiarism check"],
    requirements: ["Academic transcripts", "CV or resume", "Target programmes", "Your goals and motivation"],
    process: ["Brainstorming call", "First draft", "Your feedback", "Final polished SOP"],
    benefits: ["A clear personal story", "Stronger applications", "On-time delivery", "Reusable structure"],
  },
  "test-preparation": {
    title: "Test Preparation",
    subtitle: "Coaching for IELTS, TOEFL, PTE, GRE and Duolingo",
    heroImage: img("test-preparation"),
    price: "From $100",
    duration: "1-6 months",
    description:
      "Live classes, full-length mock tests and personal feedback from trainers who know each test's scoring, so you reach your target score on the first attempt.",
    features: [
      "Live online classes",
      "5 full-length mock tests",
      "Personal feedback on writing and speaking",
      "Flexible batches",
    ],
    requirements: ["Your target test and score", "Planned test date", "A diagnostic test", "Regular practice time"],
    process: ["Free diagnostic test", "Personal study plan", "Classes and mock tests", "Final review before the exam"],
    benefits: ["Learn from expert trainers", "Track your progress", "Study from anywhere", "Score guarantee options"],
  },
  "study-abroad-counseling": {
    title: "Study Abroad Counseling",
    subtitle: "The right country, university and course for your goals",
    heroImage: img("study-abroad-counseling"),
    price: "$150",
    duration: "4-12 weeks",
    description:
      "One-to-one counselling from shortlisting universities to accepting your offer, with honest advice on costs, scholarships and career outcomes.",
    features: ["Personal university shortlist", "Application strategy", "Scholarship guidance", "Offer comparison"],
    requirements: [
      "Academic records",
      "English test plans or scores",
      "Budget range",
      "Preferred countries and courses",
    ],
    process: ["Profile evaluation", "Shortlist and plan", "Applications and documents", "Offers, deposits and visa"],
    benefits: [
      "Unbiased advice",
      "Save time and application fees",
      "Higher chance of admission",
      "Support until you fly",
    ],
  },
};

/**
 * The generic default for services without specific details. Its price is the catalogue's
 * when the catalogue has a figure ('Free', '£10/day'), so the card and the page agree;
 * otherwise 'Contact for pricing'.
 */
export function defaultDetails(service: Pick<Service, "title" | "desc" | "img"> & { price?: string }): ServiceDetails {
  return {
    title: service.title,
    subtitle: `Expert ${service.title.toLowerCase()} support for international students`,
    heroImage: service.img,
    price: service.price || DEFAULT_PRICE,
    duration: DEFAULT_DURATION,
    description: service.desc,
    features: [
      "Dedicated student advisor",
      "Trusted partner network",
      "Transparent terms",
      "Support in English and Hindi",
    ],
    requirements: ["Valid passport", "University offer or enrolment letter", "Contact details", "Your preferred dates"],
    process: ["Send us your inquiry", "Talk to an advisor", "Receive a tailored plan", "Get it done, with follow-up"],
    benefits: ["Save time", "Avoid costly mistakes", "Student-friendly prices", "Help whenever you need it"],
  };
}

export function detailsFor(service: Service): ServiceDetails {
  return SERVICE_DETAILS[service.slug] ?? defaultDetails(service);
}

/**
 * The price a service's card shows: the detail page's figure (the truth where the two
 * lists disagree, e.g. £150/month vs $180/month), said as a starting price. One currency
 * per service, the same on the card, the page and the search results.
 */
export function cardPrice(service: Service): string {
  return priceLine(detailsFor(service).price);
}

/** A detail page's price as a card says it: a starting price unless it already says how it is priced. */
export function priceLine(price: string): string {
  return /^(from|free|contact)\b/i.test(price) ? price : `From ${price}`;
}
