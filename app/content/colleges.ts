/**
 * Sample colleges for the course finder (part 1 §3 "College"): static marketing data, not
 * server data. Every field of the spec's entity; 24 colleges covering every country,
 * category and field of study. Also the source for site search (import COLLEGES).
 */
export const COUNTRIES = ["usa", "canada", "uk", "australia", "germany"] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS: Record<Country, string> = {
  usa: "USA",
  canada: "Canada",
  uk: "UK",
  australia: "Australia",
  germany: "Germany",
};

export const STUDY_LEVELS = ["bachelors", "masters", "phd", "diploma"] as const;
export type StudyLevel = (typeof STUDY_LEVELS)[number];
export const STUDY_LEVEL_LABELS: Record<StudyLevel, string> = {
  bachelors: "Bachelor's",
  masters: "Master's",
  phd: "PhD",
  diploma: "Diploma",
};

export const FIELDS_OF_STUDY = [
  "engineering",
  "business",
  "computer-science",
  "medicine",
  "arts",
  "science",
  "social-science",
] as const;
export type FieldOfStudy = (typeof FIELDS_OF_STUDY)[number];
export const FIELD_OF_STUDY_LABELS: Record<FieldOfStudy, string> = {
  engineering: "Engineering",
  business: "Business",
  "computer-science": "Computer Science",
  medicine: "Medicine",
  arts: "Arts",
  science: "Science",
  "social-science": "Social Science",
};

export const CATEGORIES = ["ambitious", "moderate", "safe"] as const;
export type CollegeCategory = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<CollegeCategory, string> = {
  ambitious: "Ambitious",
  moderate: "Moderate",
  safe: "Safe",
};

/** The sort selector's options (shown, not applied: part 1 §2). */
export const SORT_OPTIONS = [
  { value: "relevance", label: "Relevance" },
  { value: "ranking", label: "Ranking" },
  { value: "acceptance", label: "Acceptance Rate" },
  { value: "tuition", label: "Tuition" },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]["value"];

export interface College {
  id: number;
  name: string;
  location: string;
  country: Country;
  /** Initials shown as the logo. */
  logo: string;
  /** World rank. */
  ranking: number;
  /** Acceptance rate as text, e.g. "4%". */
  acceptance: string;
  /** Annual tuition as text with currency. */
  tuition: string;
  students: string;
  /** Out of 5. */
  rating: number;
  category: CollegeCategory;
  programs: string[];
  tags: string[];
  requirements: { gpa: string; ielts: string; gre: string; gmat: string };
}

export const COLLEGES: readonly College[] = [
  {
    id: 1, name: "Massachusetts Institute of Technology", location: "Cambridge, Massachusetts", country: "usa", logo: "MIT",
    ranking: 1, acceptance: "4%", tuition: "$59,750", students: "11,900", rating: 4.9, category: "ambitious",
    programs: ["Computer Science", "Mechanical Engineering", "Physics", "Business Analytics"],
    tags: ["STEM", "Research", "Scholarships"],
    requirements: { gpa: "3.9+", ielts: "7.5+", gre: "325+", gmat: "N/A" },
  },
  {
    id: 2, name: "Stanford University", location: "Stanford, California", country: "usa", logo: "SU",
    ranking: 3, acceptance: "4%", tuition: "$62,480", students: "17,500", rating: 4.9, category: "ambitious",
    programs: ["Computer Science", "Business Administration", "Electrical Engineering", "Medicine"],
    tags: ["Silicon Valley", "Entrepreneurship", "Research"],
    requirements: { gpa: "3.9+", ielts: "7.5+", gre: "325+", gmat: "730+" },
  },
  {
    id: 3, name: "Arizona State University", location: "Tempe, Arizona", country: "usa", logo: "ASU",
    ranking: 200, acceptance: "88%", tuition: "$33,000", students: "79,000", rating: 4.2, category: "safe",
    programs: ["Civil Engineering", "Business Management", "Fine Arts", "Data Science"],
    tags: ["Innovation", "Large Campus", "Co-op"],
    requirements: { gpa: "3.0+", ielts: "6.5+", gre: "300+", gmat: "N/A" },
  },
  {
    id: 4, name: "University of Michigan", location: "Ann Arbor, Michigan", country: "usa", logo: "UM",
    ranking: 33, acceptance: "18%", tuition: "$57,270", students: "51,200", rating: 4.6, category: "moderate",
    programs: ["Aerospace Engineering", "Medicine", "Social Sciences", "Computer Science"],
    tags: ["Public Ivy", "Research", "Sports"],
    requirements: { gpa: "3.6+", ielts: "7.0+", gre: "315+", gmat: "N/A" },
  },
  {
    id: 5, name: "Northeastern University", location: "Boston, Massachusetts", country: "usa", logo: "NU",
    ranking: 375, acceptance: "7%", tuition: "$62,000", students: "37,000", rating: 4.4, category: "moderate",
    programs: ["Computer Science", "Business Analytics", "Bioengineering", "Psychology"],
    tags: ["Co-op", "Industry Links", "City Campus"],
    requirements: { gpa: "3.4+", ielts: "7.0+", gre: "310+", gmat: "N/A" },
  },
  {
    id: 6, name: "University at Buffalo", location: "Buffalo, New York", country: "usa", logo: "UB",
    ranking: 400, acceptance: "70%", tuition: "$28,000", students: "32,000", rating: 4.1, category: "safe",
    programs: ["Mechanical Engineering", "Computer Science", "Pharmaceutical Sciences", "Management"],
    tags: ["Affordable", "STEM", "Scholarships"],
    requirements: { gpa: "3.0+", ielts: "6.5+", gre: "300+", gmat: "N/A" },
  },
  {
    id: 7, name: "University of Toronto", location: "Toronto, Ontario", country: "canada", logo: "UT",
    ranking: 21, acceptance: "43%", tuition: "CA$61,720", students: "97,000", rating: 4.7, category: "ambitious",
    programs: ["Computer Science", "Medicine", "Engineering Science", "Political Science"],
    tags: ["Research", "Diverse", "City Campus"],
    requirements: { gpa: "3.7+", ielts: "7.0+", gre: "320+", gmat: "N/A" },
  },
  {
    id: 8, name: "University of British Columbia", location: "Vancouver, British Columbia", country: "canada", logo: "UBC",
    ranking: 38, acceptance: "52%", tuition: "CA$45,000", students: "71,000", rating: 4.6, category: "moderate",
    programs: ["Forest Sciences", "Computer Science", "Business Administration", "Creative Arts"],
    tags: ["Coastal Campus", "Sustainability", "Research"],
    requirements: { gpa: "3.5+", ielts: "6.5+", gre: "310+", gmat: "600+" },
  },
  {
    id: 9, name: "McGill University", location: "Montreal, Quebec", country: "canada", logo: "MG",
    ranking: 29, acceptance: "46%", tuition: "CA$47,000", students: "40,000", rating: 4.6, category: "moderate",
    programs: ["Medicine", "Law", "Music", "Chemical Engineering"],
    tags: ["Bilingual City", "Research", "Heritage"],
    requirements: { gpa: "3.5+", ielts: "7.0+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 10, name: "University of Waterloo", location: "Waterloo, Ontario", country: "canada", logo: "UW",
    ranking: 115, acceptance: "53%", tuition: "CA$63,000", students: "42,000", rating: 4.5, category: "moderate",
    programs: ["Software Engineering", "Computer Science", "Mathematics", "Accounting and Finance"],
    tags: ["Co-op", "Tech Hub", "Startups"],
    requirements: { gpa: "3.5+", ielts: "7.0+", gre: "310+", gmat: "N/A" },
  },
  {
    id: 11, name: "Dalhousie University", location: "Halifax, Nova Scotia", country: "canada", logo: "DU",
    ranking: 298, acceptance: "70%", tuition: "CA$29,000", students: "21,000", rating: 4.2, category: "safe",
    programs: ["Ocean Science", "Medicine", "Business Management", "Civil Engineering"],
    tags: ["Affordable", "Coastal", "Friendly"],
    requirements: { gpa: "3.0+", ielts: "6.5+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 12, name: "University of Oxford", location: "Oxford, England", country: "uk", logo: "OX",
    ranking: 4, acceptance: "15%", tuition: "£39,010", students: "26,000", rating: 4.9, category: "ambitious",
    programs: ["Philosophy, Politics and Economics", "Medicine", "Fine Arts", "Engineering Science"],
    tags: ["Tutorial System", "Historic", "Scholarships"],
    requirements: { gpa: "3.8+", ielts: "7.5+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 13, name: "Imperial College London", location: "London, England", country: "uk", logo: "ICL",
    ranking: 2, acceptance: "14%", tuition: "£40,940", students: "22,000", rating: 4.8, category: "ambitious",
    programs: ["Computer Science", "Chemical Engineering", "Medicine", "Business Analytics"],
    tags: ["STEM", "London", "Industry Links"],
    requirements: { gpa: "3.7+", ielts: "7.0+", gre: "N/A", gmat: "650+" },
  },
  {
    id: 14, name: "University of Manchester", location: "Manchester, England", country: "uk", logo: "UoM",
    ranking: 34, acceptance: "56%", tuition: "£31,000", students: "44,000", rating: 4.5, category: "moderate",
    programs: ["Business Management", "Computer Science", "Sociology", "Materials Engineering"],
    tags: ["Russell Group", "City Campus", "Research"],
    requirements: { gpa: "3.3+", ielts: "6.5+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 15, name: "Coventry University", location: "Coventry, England", country: "uk", logo: "CU",
    ranking: 601, acceptance: "78%", tuition: "£18,600", students: "38,000", rating: 4.1, category: "safe",
    programs: ["Automotive Engineering", "Business Administration", "Graphic Design", "Nursing"],
    tags: ["Affordable", "Employability", "Modern Campus"],
    requirements: { gpa: "2.8+", ielts: "6.0+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 16, name: "University of Edinburgh", location: "Edinburgh, Scotland", country: "uk", logo: "UoE",
    ranking: 27, acceptance: "40%", tuition: "£34,800", students: "41,000", rating: 4.6, category: "moderate",
    programs: ["Artificial Intelligence and Computer Science", "Medicine", "Creative Arts", "Social Sciences"],
    tags: ["Historic", "Festival City", "Research"],
    requirements: { gpa: "3.4+", ielts: "7.0+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 17, name: "University of Melbourne", location: "Melbourne, Victoria", country: "australia", logo: "UoM",
    ranking: 13, acceptance: "70%", tuition: "A$48,000", students: "52,000", rating: 4.7, category: "ambitious",
    programs: ["Medicine", "Business Administration", "Computer Science", "Environmental Science"],
    tags: ["Group of Eight", "Research", "Liveable City"],
    requirements: { gpa: "3.5+", ielts: "7.0+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 18, name: "University of Sydney", location: "Sydney, New South Wales", country: "australia", logo: "USyd",
    ranking: 18, acceptance: "30%", tuition: "A$50,000", students: "73,000", rating: 4.6, category: "moderate",
    programs: ["Civil Engineering", "Visual Arts", "Medicine", "Social Science and Policy"],
    tags: ["Group of Eight", "Harbour City", "Scholarships"],
    requirements: { gpa: "3.4+", ielts: "7.0+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 19, name: "Monash University", location: "Melbourne, Victoria", country: "australia", logo: "MU",
    ranking: 37, acceptance: "40%", tuition: "A$46,000", students: "86,000", rating: 4.5, category: "moderate",
    programs: ["Pharmaceutical Sciences", "Information Technology", "Business Management", "Electrical Engineering"],
    tags: ["Global Campuses", "Industry Links", "Research"],
    requirements: { gpa: "3.2+", ielts: "6.5+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 20, name: "Deakin University", location: "Geelong, Victoria", country: "australia", logo: "DK",
    ranking: 233, acceptance: "85%", tuition: "A$36,000", students: "61,000", rating: 4.2, category: "safe",
    programs: ["Sports Science", "Business Analytics", "Mechanical Engineering", "Psychology"],
    tags: ["Affordable", "Online Options", "Employability"],
    requirements: { gpa: "2.8+", ielts: "6.5+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 21, name: "Technical University of Munich", location: "Munich, Bavaria", country: "germany", logo: "TUM",
    ranking: 28, acceptance: "8%", tuition: "€6,000", students: "50,000", rating: 4.8, category: "ambitious",
    programs: ["Mechanical Engineering", "Computer Science", "Management and Technology", "Physics"],
    tags: ["Low Tuition", "STEM", "Industry Links"],
    requirements: { gpa: "3.7+", ielts: "6.5+", gre: "320+", gmat: "N/A" },
  },
  {
    id: 22, name: "Heidelberg University", location: "Heidelberg, Baden-Württemberg", country: "germany", logo: "HU",
    ranking: 87, acceptance: "17%", tuition: "€3,000", students: "29,000", rating: 4.6, category: "moderate",
    programs: ["Medicine", "Molecular Biosciences", "Philosophy", "Social Sciences"],
    tags: ["Historic", "Low Tuition", "Research"],
    requirements: { gpa: "3.4+", ielts: "7.0+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 23, name: "RWTH Aachen University", location: "Aachen, North Rhine-Westphalia", country: "germany", logo: "RW",
    ranking: 99, acceptance: "10%", tuition: "€600", students: "47,000", rating: 4.5, category: "moderate",
    programs: ["Electrical Engineering", "Computer Science", "Business Administration", "Architecture"],
    tags: ["No Tuition", "Engineering Powerhouse", "Industry Links"],
    requirements: { gpa: "3.3+", ielts: "6.5+", gre: "N/A", gmat: "N/A" },
  },
  {
    id: 24, name: "University of Stuttgart", location: "Stuttgart, Baden-Württemberg", country: "germany", logo: "US",
    ranking: 312, acceptance: "60%", tuition: "€3,000", students: "22,000", rating: 4.3, category: "safe",
    programs: ["Automotive Engineering", "Computer Science", "Architecture", "Business Economics"],
    tags: ["Low Tuition", "Automotive Hub", "STEM"],
    requirements: { gpa: "3.0+", ielts: "6.0+", gre: "N/A", gmat: "N/A" },
  },
];
