/** "1 college", "2 colleges", "1,200 reviews": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`, locale = "en-IN"): string {
  return `${count.toLocaleString(locale)} ${count === 1 ? singular : plural}`;
}
