/**
 * A news item's address, /news/{slug}: its title in lower case with hyphens. Its own module, so the home
 * page's cards link to the items without carrying the news list.
 */
export function newsSlug(item: { title: string }): string {
  return item.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
