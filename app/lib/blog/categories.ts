/** The blog categories D1 allows (blogs.category_name CHECK). */
export const BLOG_CATEGORY_NAMES = ["Rankings", "Exams", "Careers", "Education"] as const;
