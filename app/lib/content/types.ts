/** Row shapes of the server content, exactly as the public JSON API returns them. */
export interface BannerRow {
  id: number;
  title: string;
  image: string;
  university_name: string;
}
export interface StudyPlaceRow {
  id: number;
  title: string;
  image: string;
}
export interface BlogRow {
  blog_id: number;
  blog_title: string;
  blog_image: string;
  blog_info: string;
  category_name: string;
  date_time: string;
  tags: string;
}
export interface ServiceCardRow {
  id: number;
  title: string;
  description: string;
  image: string;
  link: string;
}
export interface FeatureRow {
  id: number;
  title: string;
  description: string;
  image: string;
}
export interface WhyUsRow {
  id: number;
  title: string;
  description: string;
  counter_value: number;
  suffix: string;
  image: string;
}
export interface CertificateRow {
  id: number;
  title: string;
  image: string;
}
export interface PostAdmitRow {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  content: string;
  button_text: string;
}

/** The server content lists `readContent` serves, by key. */
export interface ContentMap {
  banners: BannerRow[];
  studyPlaces: StudyPlaceRow[];
  servicesCards: ServiceCardRow[];
  features: FeatureRow[];
  whyUs: WhyUsRow[];
  certificates: CertificateRow[];
  postAdmit: PostAdmitRow[];
}

/** An image uploaded in the console: /media/{sha-256 prefix}.{ext}. */
export const MEDIA_PATH = /^\/media\/[a-f0-9]{32}\.(?:png|jpg|webp|gif|avif)$/;

/** Public URL of an uploaded file name (same host, uploads path). */
export function uploadUrl(file: string, folder: "" | "study_abroad" = ""): string {
  // Images uploaded in the operator console live in R2, served at /media/{key}.
  if (MEDIA_PATH.test(file)) return file;
  const name = encodeURIComponent(file.replace(/^.*[\\/]/, ""));
  return folder ? `/uploads/${folder}/${name}` : `/uploads/${name}`;
}
