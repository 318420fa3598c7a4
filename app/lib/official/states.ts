/**
 * India's states and union territories under their current official names, and the older or variant
 * spellings the published tables use ("Pondicherry", "Jammu & Kashmir", "Orissa"): every state the
 * data build stores, every state a form offers and every state a filter compares goes through
 * `officialState`, so the home-state quota compares like with like.
 */
export const STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;
export type StateName = (typeof STATES)[number];

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z]+/g, " ")
    .trim();

/** Former and variant names → the official one (keys as `key` writes them). */
const ALIASES: Record<string, StateName> = {
  pondicherry: "Puducherry",
  orissa: "Odisha",
  uttaranchal: "Uttarakhand",
  chattisgarh: "Chhattisgarh",
  tamilnadu: "Tamil Nadu",
  "tamil naidu": "Tamil Nadu",
  "new delhi": "Delhi",
  "nct of delhi": "Delhi",
  "delhi nct": "Delhi",
  "national capital territory of delhi": "Delhi",
  "j and k": "Jammu and Kashmir",
  "daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
  "dadra and nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "andaman and nicobar": "Andaman and Nicobar Islands",
  "a and n islands": "Andaman and Nicobar Islands",
};

const BY_KEY = new Map<string, StateName>([...STATES.map((s) => [key(s), s] as const), ...Object.entries(ALIASES)]);

/** The official name of a state or union territory; a text that names none is returned trimmed, unchanged. */
export function officialState(name: string): string {
  const k = key(name);
  return BY_KEY.get(k) ?? name.trim();
}

/** True when `name` is one of STATES under any of its known spellings. */
export const isKnownState = (name: string) => BY_KEY.has(key(name));
