/**
 * Country guides for studying abroad (/study-abroad/{country}): each figure with the government's or a
 * university's page it was read on and the date read. A topic no page in hand states says so ("Not published
 * yet"): never an estimate.
 */
import type { Country } from "./colleges";
import { guideCountry } from "./study-abroad-countries";

export interface GuideSource {
  /** The page's owner, as it names itself. */
  name: string;
  url: string;
  /** YYYY-MM-DD. */
  readOn: string;
  /** Anything the reader should know about the copy read (its own date, its address). */
  note?: string;
}

export interface GuideFact {
  topic: "visa" | "funds" | "work" | "english" | "tuition" | "living";
  /** The heading of the topic, as the page shows it. */
  label: string;
  /** The figure or rule, as the source states it; null: not published yet. */
  text: string | null;
  source: GuideSource | null;
}

export interface CountryGuide {
  country: Country;
  name: string;
  /** The visa or permit a student needs. */
  permit: string;
  facts: readonly GuideFact[];
}

const READ = "2026-11-28";

export const GUIDE_TOPICS = [
  { topic: "visa", label: "Study permit or visa" },
  { topic: "funds", label: "Proof of funds" },
  { topic: "work", label: "Work after study" },
  { topic: "english", label: "English tests" },
  { topic: "tuition", label: "Typical tuition" },
  { topic: "living", label: "Living costs" },
] as const;

export const COUNTRY_GUIDES: readonly CountryGuide[] = [
  {
    ...guideCountry("canada"),
    permit: "Study permit",
    facts: [
      {
        topic: "visa",
        label: "Study permit or visa",
        text: "A study permit. You must prove you have enough money, without working in Canada, to pay tuition, living expenses for yourself and the family members who come with you, and transport to and from Canada.",
        source: {
          name: "Government of Canada (canada.ca): Proof of financial support",
          url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
          readOn: READ,
        },
      },
      {
        topic: "funds",
        label: "Proof of funds",
        text: "CA$22,895 a year for one person (all provinces and territories except Quebec, applications on or after 1 September 2025), on top of tuition and travel; CA$28,502 for two people.",
        source: {
          name: "Government of Canada (canada.ca): Proof of financial support",
          url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
          readOn: READ,
        },
      },
      {
        topic: "work",
        label: "Work after study",
        text: "A Post-Graduation Work Permit valid from 8 months up to 3 years, depending on the length of the programme completed.",
        source: {
          name: "George Brown College: Is my program eligible for the PGWP?",
          url: "https://www.georgebrown.ca/ask-george-brown/is-my-program-eligible-for-the-post-graduate-work-permit-pgwp-1659723787462",
          readOn: READ,
        },
      },
      {
        topic: "english",
        label: "English tests",
        text: "Each university sets its minimums. For example, McGill's graduate minimum is TOEFL iBT 86 (no component under 20) or IELTS Academic 6.5.",
        source: {
          name: "McGill University: English language proficiency (graduate)",
          url: "https://www.mcgill.ca/gradapplicants/international/apply/proficiency",
          readOn: READ,
        },
      },
      { topic: "tuition", label: "Typical tuition", text: null, source: null },
      {
        topic: "living",
        label: "Living costs",
        text: "The government's living-cost figure for one student is CA$22,895 a year (outside Quebec), the amount you must show for the study permit.",
        source: {
          name: "Government of Canada (canada.ca): Proof of financial support",
          url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/study-permit/get-documents/financial-support.html",
          readOn: READ,
        },
      },
    ],
  },
  {
    ...guideCountry("uk"),
    permit: "Student visa",
    facts: [
      {
        topic: "visa",
        label: "Study permit or visa",
        text: "A Student visa. Students who need one must show English at CEFR level B2 at least; universities may ask for more.",
        source: {
          name: "The University of Manchester: English language requirements",
          url: "https://www.manchester.ac.uk/study/international/admissions/language-requirements/",
          readOn: READ,
        },
      },
      {
        topic: "funds",
        label: "Proof of funds",
        text: "Course fees for one academic year, plus £1,483 a month (up to 9 months) for courses in London or £1,136 a month (up to 9 months) outside London, held for 28 consecutive days.",
        source: {
          name: "GOV.UK: Student visa, money you need",
          url: "https://www.gov.uk/student-visa/money",
          readOn: READ,
          note: "The stored copy read carried no address of its own; this is the GOV.UK page it reproduces.",
        },
      },
      { topic: "work", label: "Work after study", text: null, source: null },
      {
        topic: "english",
        label: "English tests",
        text: "Each university sets its minimums. Imperial College London's standard level is IELTS 6.5 overall with no element under 6.0; its higher level is IELTS 7.0 with no element under 6.5.",
        source: {
          name: "Imperial College London: pre-sessional entry requirements",
          url: "https://www.imperial.ac.uk/academic-english/presessional/entry-requirements/",
          readOn: READ,
        },
      },
      { topic: "tuition", label: "Typical tuition", text: null, source: null },
      {
        topic: "living",
        label: "Living costs",
        text: "The Home Office's figure for a student's living costs: £1,483 a month in London, £1,136 a month elsewhere.",
        source: {
          name: "GOV.UK: Student visa, money you need",
          url: "https://www.gov.uk/student-visa/money",
          readOn: READ,
          note: "The stored copy read carried no address of its own; this is the GOV.UK page it reproduces.",
        },
      },
    ],
  },
  {
    ...guideCountry("usa"),
    permit: "F-1 student visa",
    facts: [
      {
        topic: "visa",
        label: "Study permit or visa",
        text: "An F-1 student visa, for study at a U.S. college or university.",
        source: {
          name: "Study in the States (U.S. Department of Homeland Security): glossary",
          url: "https://studyinthestates.dhs.gov/glossary?title=STEM%2017-Month%20Extension",
          readOn: READ,
        },
      },
      { topic: "funds", label: "Proof of funds", text: null, source: null },
      {
        topic: "work",
        label: "Work after study",
        text: "F-1 graduates may work for 12 months of optional practical training (OPT); graduates of designated STEM degrees may extend it.",
        source: {
          name: "Study in the States (U.S. Department of Homeland Security): glossary",
          url: "https://studyinthestates.dhs.gov/glossary?title=STEM%2017-Month%20Extension",
          readOn: READ,
          note: "The page names a 17-month STEM extension; check the length in force with your school.",
        },
      },
      {
        topic: "english",
        label: "English tests",
        text: "Each university sets its minimums. For example, the University of Iowa's graduate minimum is TOEFL iBT 81, IELTS 7.0 (no subscore under 6) or Duolingo 105.",
        source: {
          name: "University of Iowa Graduate Admissions: English proficiency requirements",
          url: "https://grad.admissions.uiowa.edu/english-proficiency-requirements",
          readOn: READ,
        },
      },
      {
        topic: "tuition",
        label: "Typical tuition",
        text: "Each university's out-of-state tuition and fees are on its page in the course finder, from the U.S. College Scorecard (2022-23 data).",
        source: { name: "U.S. College Scorecard data", url: "https://collegescorecard.ed.gov/data/", readOn: READ },
      },
      { topic: "living", label: "Living costs", text: null, source: null },
    ],
  },
  {
    ...guideCountry("australia"),
    permit: "Student visa (subclass 500)",
    facts: [
      { topic: "visa", label: "Study permit or visa", text: null, source: null },
      { topic: "funds", label: "Proof of funds", text: null, source: null },
      { topic: "work", label: "Work after study", text: null, source: null },
      {
        topic: "english",
        label: "English tests",
        text: "Each university sets its minimums. For example, the University of Sydney's Faculty of Education and Social Work asks IELTS 6.5 with at least 6.0 in each band for most postgraduate courses.",
        source: {
          name: "The University of Sydney: English proficiency for post-bachelor study",
          url: "http://sydney.edu.au/education_social_work/future_students/international/post_bachelor.shtml",
          readOn: READ,
        },
      },
      { topic: "tuition", label: "Typical tuition", text: null, source: null },
      { topic: "living", label: "Living costs", text: null, source: null },
    ],
  },
  {
    ...guideCountry("germany"),
    permit: "Student visa and residence permit",
    facts: [
      {
        topic: "visa",
        label: "Study permit or visa",
        text: "A visa for study, then a residence permit. You must show your study and living costs are covered, for example with a blocked account in Germany.",
        source: {
          name: "Federal Foreign Office, German Embassy Seoul: financing the stay",
          url: "https://seoul.diplo.de/kr-ko/service/06-VisaENG/-/2139156",
          readOn: READ,
        },
      },
      {
        topic: "funds",
        label: "Proof of funds",
        text: "€11,208 a year paid into a blocked account (€934 a month), the amount stated from 1 January 2023.",
        source: {
          name: "Federal Foreign Office, German Embassy Seoul: financing the stay",
          url: "https://seoul.diplo.de/kr-ko/service/06-VisaENG/-/2139156",
          readOn: READ,
          note: "The amount is set each year by the Federal Ministry of the Interior; the page read states the 2023 figure.",
        },
      },
      { topic: "work", label: "Work after study", text: null, source: null },
      {
        topic: "english",
        label: "English tests",
        text: "English-taught master's programmes set their own minimums. For example, RWTH Aachen's M.Sc. in Electrical Engineering, Information Technology and Computer Engineering asks TOEFL iBT 90 or IELTS 5.5.",
        source: {
          name: "RWTH Aachen University: language requirements (Electrical Engineering)",
          url: "https://www.elektrotechnik.rwth-aachen.de/go/id/rfux",
          readOn: READ,
        },
      },
      { topic: "tuition", label: "Typical tuition", text: null, source: null },
      {
        topic: "living",
        label: "Living costs",
        text: "The blocked-account amount is the government's figure for a student's living costs: €934 a month (2023).",
        source: {
          name: "Federal Foreign Office, German Embassy Seoul: financing the stay",
          url: "https://seoul.diplo.de/kr-ko/service/06-VisaENG/-/2139156",
          readOn: READ,
        },
      },
    ],
  },
];

export function guideFor(country: string): CountryGuide | undefined {
  return COUNTRY_GUIDES.find((g) => g.country === country);
}
