/**
 * Inquiry form definitions: the common fullName, email and phone, then each
 * slug's own fields, with types, required flags, placeholders and fixed option lists.
 * Slugs without a form of their own use the generic Service Inquiry form.
 * The zod schema for client and server is built from these (see app/lib/catalogue/inquiry-schema.ts).
 */
import { services } from "./services";

export type InquiryFieldType = "text" | "email" | "tel" | "date" | "time" | "select" | "textarea";

export interface InquiryField {
  name: string;
  label: string;
  type: InquiryFieldType;
  required: boolean;
  placeholder?: string;
  /** Fixed option list (selects only). */
  options?: readonly string[];
}

export const DESTINATION_COUNTRIES = [
  "United Kingdom",
  "Canada",
  "USA",
  "Australia",
  "Germany",
  "Netherlands",
  "Ireland",
  "New Zealand",
  "Other",
] as const;
export const TEST_TYPES = ["IELTS Academic", "IELTS General", "TOEFL iBT", "GRE", "PTE", "Duolingo", "Other"] as const;
const ACCOMMODATION_TYPES = ["University Hall", "Private Studio", "En-suite Room", "Shared Apartment", "Homestay"];
const COUNTS = ["1", "2", "3", "4", "5 or more"];
const LEVELS = ["Beginner", "Intermediate", "Advanced"];

const text = (name: string, label: string, required: boolean, placeholder?: string): InquiryField => ({
  name,
  label,
  type: "text",
  required,
  placeholder: placeholder ?? `Enter ${label.toLowerCase()}`,
});
const date = (name: string, label: string, required: boolean): InquiryField => ({
  name,
  label,
  type: "date",
  required,
});
const time = (name: string, label: string, required: boolean): InquiryField => ({
  name,
  label,
  type: "time",
  required,
});
const area = (name: string, label: string, required: boolean, placeholder: string): InquiryField => ({
  name,
  label,
  type: "textarea",
  required,
  placeholder,
});
const select = (name: string, label: string, required: boolean, options: readonly string[]): InquiryField => ({
  name,
  label,
  type: "select",
  required,
  options,
});

export const COMMON_FIELDS: readonly InquiryField[] = [
  { name: "fullName", label: "Full Name", type: "text", required: true, placeholder: "Enter your full name" },
  { name: "email", label: "Email Address", type: "email", required: true, placeholder: "you@example.com" },
  { name: "phone", label: "Phone Number", type: "tel", required: true, placeholder: "+91 98765 43210" },
];

/** Each slug's own fields, a fixed list (after the common three). */
export const SLUG_FIELDS: Readonly<Record<string, readonly InquiryField[]>> = {
  "student-flight-ticket": [
    text("studentId", "Student ID", false, "University or student ID number"),
    text("university", "University", true, "Name of your university"),
    text("departureCity", "Departure City", true, "e.g. Mumbai"),
    text("destinationCity", "Destination City", true, "e.g. London"),
    date("departureDate", "Departure Date", true),
    date("returnDate", "Return Date", false),
    select("tripType", "Trip Type", true, ["One Way", "Round Trip", "Multi-City"]),
    text("preferredAirlines", "Preferred Airlines", false, "e.g. Air India, British Airways"),
    select("budget", "Budget", false, ["Under £300", "£300 - £500", "£500 - £800", "£800 - £1,200", "Over £1,200"]),
    select("baggage", "Baggage", false, ["Standard (1 x 23 kg)", "Extra (2 x 23 kg)", "Excess baggage needed"]),
    area("additionalNotes", "Additional Notes", false, "Anything else we should know about your trip"),
  ],
  "visa-assistance": [
    text("nationality", "Nationality", true, "e.g. Indian"),
    select("destinationCountry", "Destination Country", true, DESTINATION_COUNTRIES),
    select("visaType", "Visa Type", true, [
      "Student Visa",
      "Graduate / Post-Study Work Visa",
      "Dependent Visa",
      "Visitor Visa",
      "Other",
    ]),
    select("purpose", "Purpose", true, [
      "Undergraduate Degree",
      "Postgraduate Degree",
      "PhD / Research",
      "Short Course or Exchange",
      "Other",
    ]),
    select("intendedDuration", "Intended Duration", true, [
      "Less than 6 months",
      "6-12 months",
      "1-2 years",
      "More than 2 years",
    ]),
    select("hasPreviousVisa", "Previous Visa", false, ["Yes", "No"]),
  ],
  "student-accommodation": [
    select("accommodationType", "Accommodation Type", true, ACCOMMODATION_TYPES),
    date("moveInDate", "Move-in Date", true),
    select("duration", "Duration", true, ["1-3 months", "3-6 months", "6-12 months", "More than 12 months"]),
    select("roommates", "Roommates", false, ["No roommates", "1 roommate", "2-3 roommates", "4 or more"]),
    text("amenities", "Amenities", false, "e.g. Wi-Fi, gym, laundry, bills included"),
    area("preferences", "Preferences", false, "Preferred area, budget per week, distance to campus"),
  ],
  "airport-pickup": [
    text("flightNumber", "Flight Number", true, "e.g. AI 161"),
    text("airline", "Airline", true, "e.g. Air India"),
    date("arrivalDate", "Arrival Date", true),
    time("arrivalTime", "Arrival Time", true),
    text("destination", "Destination", true, "Address or name of your accommodation"),
    select("passengers", "Passengers", true, COUNTS),
    select("luggage", "Luggage", false, ["1 bag", "2 bags", "3 bags", "4 or more bags"]),
  ],
  "bank-account-setup": [
    select("visaStatus", "Visa Status", true, [
      "Student Visa granted",
      "Student Visa applied",
      "Graduate Visa",
      "Dependent Visa",
      "Other",
    ]),
    text("preferredBank", "Preferred Bank", false, "e.g. HSBC, Barclays, Lloyds"),
    select("accountType", "Account Type", true, ["Student Current Account", "Basic Account", "Savings Account"]),
    area("additionalServices", "Additional Services", false, "Debit card delivery, overdraft, international transfers"),
  ],
  "health-insurance": [
    date("dateOfBirth", "Date of Birth", true),
    select("coverageDuration", "Coverage Duration", true, ["6 months", "1 year", "2 years", "Full course duration"]),
    select("coverageType", "Coverage Type", true, ["Basic", "Comprehensive", "Premium"]),
    area("preExistingConditions", "Pre-existing Conditions", false, "List any conditions we should know about"),
    select("additionalCoverage", "Additional Coverage", false, [
      "Dental",
      "Vision",
      "Mental Health",
      "Dental and Vision",
      "None",
    ]),
  ],
  "sop-maker": [
    text("program", "Program", true, "e.g. MSc Data Science"),
    select("serviceType", "Service Type", true, [
      "SOP Writing from Scratch",
      "SOP Review & Editing",
      "SOP + LOR Package",
    ]),
    date("deadline", "Deadline", true),
    select("wordCount", "Word Count", false, [
      "500-800 words",
      "800-1000 words",
      "1000-1500 words",
      "As per university guidelines",
    ]),
    area("background", "Background", true, "Your education, work experience and achievements"),
    area("goals", "Goals", true, "Your short- and long-term career goals"),
  ],
  "test-preparation": [
    select("testType", "Test Type", true, TEST_TYPES),
    select("currentLevel", "Current Level", true, LEVELS),
    text("targetScore", "Target Score", true, "e.g. 7.5 bands or 320"),
    date("testDate", "Test Date", false),
    select("preparationTime", "Preparation Time", true, [
      "Less than 1 month",
      "1-3 months",
      "3-6 months",
      "More than 6 months",
    ]),
    area("weakAreas", "Weak Areas", false, "e.g. writing task 2, reading speed"),
    select("preferredFormat", "Preferred Format", false, [
      "Online Live Classes",
      "One-to-One Coaching",
      "Self-paced with Mock Tests",
      "Classroom",
    ]),
  ],
  "study-abroad-counseling": [
    select("currentEducation", "Current Education", true, [
      "12th Grade",
      "Bachelor's (ongoing)",
      "Bachelor's (completed)",
      "Master's",
      "Working Professional",
    ]),
    text("fieldOfStudy", "Field of Study", true, "e.g. Computer Science"),
    select("targetCountries", "Target Countries", true, DESTINATION_COUNTRIES),
    select("timeline", "Timeline", true, ["Within 6 months", "6-12 months", "12-18 months", "Not decided yet"]),
    area("concerns", "Concerns", false, "What would you like to discuss with a counsellor?"),
  ],
  "student-beans": [
    select("academicYear", "Academic Year", true, [
      "First Year",
      "Second Year",
      "Third Year",
      "Final Year",
      "Postgraduate",
    ]),
    select("discountType", "Discount Type", true, [
      "Food & Drink",
      "Fashion",
      "Tech & Electronics",
      "Travel",
      "Health & Beauty",
      "All Categories",
    ]),
    text("location", "Location", false, "City where you study"),
  ],
  "room-essentials": [
    select("essentialsNeeded", "Essentials Needed", true, [
      "Bedding Pack",
      "Kitchen Pack",
      "Bathroom Pack",
      "Study Pack",
      "Complete Room Pack",
    ]),
    select("deliveryPreference", "Delivery Preference", true, [
      "Deliver before my arrival",
      "Deliver on my arrival day",
      "Collect from a partner store",
    ]),
  ],
  "luggage-storage": [
    text("storageLocation", "Storage Location", true, "City or area"),
    select("storageDuration", "Storage Duration", true, [
      "Up to 1 week",
      "1-4 weeks",
      "1-3 months",
      "More than 3 months",
    ]),
    select("luggageCount", "Luggage Count", true, COUNTS),
    select("luggageSize", "Luggage Size", true, [
      "Small (cabin bag)",
      "Medium (check-in bag)",
      "Large (trunk or box)",
      "Mixed sizes",
    ]),
    date("startDate", "Start Date", true),
    date("endDate", "End Date", false),
    area("specialRequirements", "Special Requirements", false, "Fragile items, pickup from your address, etc."),
  ],
  "free-online-courses": [
    select("fieldOfInterest", "Field of Interest", true, [
      "Computer Science",
      "Business & Management",
      "Data Science",
      "Languages",
      "Arts & Design",
      "Engineering",
      "Health Sciences",
    ]),
    select("skillLevel", "Skill Level", true, LEVELS),
    select("courseDuration", "Course Duration", false, ["Under 4 weeks", "4-8 weeks", "8-12 weeks", "Self-paced"]),
    area("learningGoals", "Learning Goals", false, "What would you like to learn?"),
    select("certification", "Certification", false, ["Certificate required", "Not required"]),
  ],
  "guarantor-services": [
    select("guarantorType", "Guarantor Type", true, ["Rent Guarantor", "Loan Guarantor", "Other"]),
    select("amount", "Amount", true, ["Under £5,000", "£5,000 - £10,000", "£10,000 - £20,000", "Over £20,000"]),
  ],
  "money-transfer": [
    select("sourceCountry", "Source Country", true, ["India", "United Kingdom", "USA", "Canada", "Australia", "Other"]),
    select("transferAmount", "Transfer Amount", true, [
      "Under £1,000",
      "£1,000 - £5,000",
      "£5,000 - £20,000",
      "Over £20,000",
    ]),
    select("transferPurpose", "Transfer Purpose", true, [
      "Tuition Fees",
      "Living Expenses",
      "Accommodation Deposit",
      "Other",
    ]),
    select("urgency", "Urgency", true, ["Standard (3-5 days)", "Express (1-2 days)", "Same day"]),
    area("recipientDetails", "Recipient Details", false, "University or landlord name and country"),
  ],
  "room-replacement": [
    text("currentAccommodation", "Current Accommodation", true, "Name or address of your current room"),
    select("reasonForReplacement", "Reason for Replacement", true, [
      "Moving city",
      "Roommate issues",
      "Maintenance problems",
      "Cost",
      "Other",
    ]),
    select("preferredAccommodation", "Preferred Accommodation", true, ACCOMMODATION_TYPES),
    date("moveOutDate", "Move-out Date", true),
  ],
  "international-sim": [
    select("simType", "SIM Type", true, ["Physical SIM", "eSIM"]),
    select("dataRequirement", "Data Requirement", true, [
      "5 GB per month",
      "20 GB per month",
      "50 GB per month",
      "Unlimited",
    ]),
    date("activationDate", "Activation Date", true),
  ],
  "travel-insurance": [
    select("tripDuration", "Trip Duration", true, ["Up to 1 month", "1-3 months", "3-6 months", "6-12 months"]),
    select("tripPurpose", "Trip Purpose", true, ["Study", "Holiday", "Visiting Family", "Internship"]),
  ],
  "forex-services": [
    select("sourceCurrency", "Source Currency", true, ["INR", "GBP", "USD", "EUR", "CAD", "AUD"]),
    select("targetCurrency", "Target Currency", true, ["GBP", "USD", "EUR", "CAD", "AUD", "INR"]),
    text("exchangeAmount", "Exchange Amount", true, "Amount in the source currency"),
    select("exchangePurpose", "Exchange Purpose", true, ["Tuition Fees", "Living Expenses", "Travel", "Other"]),
  ],
  "hungry-hub": [
    select("cuisinePreference", "Cuisine Preference", true, [
      "North Indian",
      "South Indian",
      "Gujarati",
      "Bengali",
      "Indo-Chinese",
      "Mixed",
    ]),
    select("dietaryRestrictions", "Dietary Restrictions", false, [
      "Vegetarian",
      "Vegan",
      "Jain",
      "Halal",
      "No restrictions",
    ]),
  ],
};

/** The generic Service Inquiry form (student-financing, job-search, student-internships): all required. */
export const GENERIC_FIELDS: readonly InquiryField[] = [
  ...COMMON_FIELDS,
  text("nationality", "Nationality", true, "e.g. Indian"),
  select("destinationCountry", "Destination Country", true, DESTINATION_COUNTRIES),
  select("service", "Service", true, [...services.map((s) => s.title), "Other"]),
  area("message", "Message", true, "Tell us how we can help"),
];

export interface InquiryForm {
  title: string;
  fields: readonly InquiryField[];
}

/** The form a slug shows: its own fields after the common three, or the generic form. */
export function inquiryFormFor(slug: string, serviceTitle: string): InquiryForm {
  const own = SLUG_FIELDS[slug];
  return own
    ? { title: `${serviceTitle} Inquiry`, fields: [...COMMON_FIELDS, ...own] }
    : { title: "Service Inquiry", fields: GENERIC_FIELDS };
}
