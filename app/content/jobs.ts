/**
 * Careers: the hard-coded job list, sent to /career by its loader (the page's
 * JavaScript does not carry it). The filter rules: components/company/job-filters.ts.
 */
export type JobType = "Full-time" | "Part-time";

export interface Company {
  name: string;
  logo: string;
}

export interface Job {
  id: number;
  title: string;
  department: string;
  /** One place, or several joined with " / ". */
  location: string;
  type: JobType;
  posted: string;
  description: string;
  logo: string;
  company: string;
}

const logo = (file: string) => `/images/company/${file}.svg`;

export const COMPANIES: readonly Company[] = [
  { name: "StudySaathi", logo: logo("logo-studysaathi") },
  { name: "EduBridge Global", logo: logo("logo-edubridge") },
  { name: "CampusNest", logo: logo("logo-campusnest") },
  { name: "VisaWise", logo: logo("logo-visawise") },
  { name: "ScholarPath", logo: logo("logo-scholarpath") },
  { name: "FlyStudent", logo: logo("logo-flystudent") },
];

const logoOf = (company: string) => COMPANIES.find((c) => c.name === company)?.logo ?? COMPANIES[0].logo;

const entries: Array<Omit<Job, "id" | "logo">> = [
  {
    title: "Senior Frontend Engineer",
    department: "Engineering",
    location: "Pune / Remote",
    type: "Full-time",
    posted: "2 days ago",
    company: "StudySaathi",
    description: "Build fast, accessible pages that help lakhs of students compare colleges, exams and courses.",
  },
  {
    title: "Backend Engineer (Edge & Data)",
    department: "Engineering",
    location: "Bengaluru / Remote",
    type: "Full-time",
    posted: "5 days ago",
    company: "StudySaathi",
    description: "Own our edge APIs and databases, and keep every page quick on a patchy mobile connection.",
  },
  {
    title: "Study Abroad Counsellor",
    department: "Counselling",
    location: "Pune",
    type: "Full-time",
    posted: "1 week ago",
    company: "StudySaathi",
    description:
      "Guide students through university shortlists, applications and scholarships for the UK, Canada and Germany.",
  },
  {
    title: "Visa Documentation Specialist",
    department: "Operations",
    location: "Mumbai",
    type: "Full-time",
    posted: "3 days ago",
    company: "VisaWise",
    description: "Review student visa files, prepare checklists and coach applicants for their visa interviews.",
  },
  {
    title: "Student Housing Coordinator",
    department: "Operations",
    location: "London / Manchester",
    type: "Full-time",
    posted: "2 weeks ago",
    company: "CampusNest",
    description: "Match arriving students with verified rooms and look after move-in day across UK cities.",
  },
  {
    title: "IELTS Trainer",
    department: "Teaching",
    location: "Delhi / Remote",
    type: "Part-time",
    posted: "4 days ago",
    company: "ScholarPath",
    description: "Teach live IELTS Academic batches and review speaking and writing mock tests.",
  },
  {
    title: "Content Writer, Admissions",
    department: "Marketing",
    location: "Remote",
    type: "Part-time",
    posted: "6 days ago",
    company: "StudySaathi",
    description: "Write clear guides on exams, rankings and applications that students actually finish reading.",
  },
  {
    title: "Performance Marketing Manager",
    department: "Marketing",
    location: "Mumbai",
    type: "Full-time",
    posted: "1 week ago",
    company: "EduBridge Global",
    description: "Plan and optimise campaigns for partner universities across search, social and email.",
  },
  {
    title: "University Partnerships Lead",
    department: "Sales",
    location: "Dubai / Singapore",
    type: "Full-time",
    posted: "3 weeks ago",
    company: "EduBridge Global",
    description: "Grow our network of partner universities and institutes across the Middle East and Asia.",
  },
  {
    title: "Product Designer",
    department: "Design",
    location: "Bengaluru",
    type: "Full-time",
    posted: "10 days ago",
    company: "StudySaathi",
    description: "Design calm, trustworthy flows for course search, SOP tools and expert bookings.",
  },
  {
    title: "Student Travel Advisor",
    department: "Operations",
    location: "Toronto / Remote",
    type: "Part-time",
    posted: "2 days ago",
    company: "FlyStudent",
    description: "Help students book their first flight abroad with the right baggage and date-change options.",
  },
  {
    title: "GRE Quant Mentor",
    department: "Teaching",
    location: "Hyderabad / Remote",
    type: "Part-time",
    posted: "5 days ago",
    company: "ScholarPath",
    description: "Mentor GRE aspirants one to one and build weekly quant practice sets.",
  },
];

export const JOBS: readonly Job[] = entries.map((job, i) => ({ ...job, id: i + 1, logo: logoOf(job.company) }));
