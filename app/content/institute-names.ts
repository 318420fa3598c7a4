/**
 * The reviewed name mapping (data/institute-names.csv), written by `npm run data:build`: the console's
 * imports match institutes with it as the build does. Edit the CSV, then rebuild.
 */
import type { NameMapping } from "~/lib/official/directory";

export const INSTITUTE_NAMES: readonly NameMapping[] = [
  { source: "josaa", name: "Atal Bihari Vajpayee Indian Institute of Information Technology & Management Gwalior", key: "U-0267" },
  { source: "josaa", name: "Birla Institute of Technology, Mesra, Ranchi", key: "U-0202" },
  { source: "josaa", name: "Central University of Rajasthan, Rajasthan", key: "U-0392" },
  { source: "josaa", name: "Indian Institute of Information Technology, Design & Manufacturing, Kancheepuram", key: "U-0455" },
  { source: "josaa", name: "Indian Institute of Technology (ISM) Dhanbad", key: "U-0205" },
  { source: "josaa", name: "Jawaharlal Nehru University, Delhi", key: "U-0109" },
  { source: "josaa", name: "Malaviya National Institute of Technology Jaipur", key: "U-0410" },
  { source: "josaa", name: "Maulana Azad National Institute of Technology Bhopal", key: "U-0284" },
  { source: "josaa", name: "Mizoram University, Aizawl", key: "U-0345" },
  { source: "josaa", name: "Motilal Nehru National Institute of Technology Allahabad", key: "U-0530" },
  { source: "josaa", name: "National Institute of Food Technology Entrepreneurship and Management, Kundli", key: "S-8898" },
  { source: "josaa", name: "National Institute of Food Technology Entrepreneurship and Management, Sonepat, Haryana", key: "S-8898" },
  { source: "josaa", name: "National Institute of Food Technology Entrepreneurship and Management, Thanjavur", key: "C-45375" },
  { source: "josaa", name: "National Institute of Food Technology, Entrepreneurship and Management (NIFTEM) - Thanjavur", key: "C-45375" },
  { source: "josaa", name: "lndian Institute of Food Processing Technology, Thanjavur, Tamil Naidu.", key: "C-45375" },
  { source: "josaa", name: "National Institute of Foundry & Forge Technology, Hatia, Ranchi", key: "C-43264" },
  { source: "josaa", name: "National Institute of Advanced Manufacturing Technology, Ranchi", key: "C-43264" },
  { source: "josaa", name: "North Eastern Regional Institute of Science and Technology, Nirjuli-791109 (Itanagar),Arunachal Pradesh", key: "U-0046" },
  { source: "josaa", name: "North-Eastern Hill University, Shillong", key: "U-0341" },
  { source: "josaa", name: "Pondicherry Engineering College, Puducherry", key: "C-6581" },
  { source: "josaa", name: "Pt. Dwarka Prasad Mishra Indian Institute of Information Technology, Design & Manufacture Jabalpur", key: "U-0286" },
  { source: "josaa", name: "Punjab Engineering College, Chandigarh", key: "U-0080" },
  { source: "josaa", name: "Sardar Vallabhbhai National Institute of Technology, Surat", key: "U-0149" },
  { source: "josaa", name: "Shri Mata Vaishno Devi University, Katra, Jammu & Kashmir", key: "U-0201" },
  { source: "josaa", name: "School of Engineering, Tezpur University, Napaam, Tezpur", key: "U-0056" },
  { source: "josaa", name: "Institute of Technology, Guru Ghasidas Vishwavidyalaya (A Central University), Bilaspur, (C.G.)", key: "U-0085" },
  { source: "josaa", name: "School of Studies of Engineering and Technology, Guru Ghasidas Vishwavidyalaya, Bilaspur", key: "U-0085" },
  { source: "josaa", name: "Indian Institute of Information Technology  Manipur", key: "josaa:indian-institute-of-information-technology-senapati-manipur" },
  { source: "josaa", name: "Indian Institute of Information Technology Srirangam, Tiruchirappalli", key: "josaa:indian-institute-of-information-technology-tiruchirappalli" },
  { source: "josaa", name: "Shri G. S. Institute of Technology and Science Indore", key: "C-36143" },
  { source: "nirf", name: "C-41351", key: "I-1015" },
  { source: "nirf", name: "U-1257", key: "C-41593" },
  { source: "nirf", name: "C-41309", key: "C-35417" },
  { source: "nirf", name: "S-220", key: "C-56616" },
];
