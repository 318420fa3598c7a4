/**
 * The images uploaded in the console (R2 bucket MEDIA, served at /media/{key}), for the editors'
 * image picker: one page of the bucket's listing with each image's name (the uploaded file's
 * name, kept as the object's metadata) and size.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { MEDIA_PATH } from "../content/types";

export const MEDIA_PAGE_SIZE = 24;

export interface MediaItem {
  path: string;
  name: string;
  size: number;
}

export interface MediaPage {
  items: MediaItem[];
  /** The `media` parameter of the next page, when there is one. */
  next?: string;
}

/** An image shipped with the site, by its file name under /uploads (the seed's content uses these). */
const SHIPPED = /^[\w-]+(?:\.[\w-]+)*\.(?:svg|png|jpe?g|webp|gif|avif)$/i;

const CURSOR = /^[A-Za-z0-9+/=_-]{1,1024}$/;

/** One page of uploads (R2 lists by key); empty when no bucket is bound or it cannot be read. */
export async function listMedia(context: AppLoadContext, cursor?: string | null): Promise<MediaPage> {
  const bucket = context.env.MEDIA;
  if (!bucket) return { items: [] };
  try {
    const listed = await bucket.list({
      limit: MEDIA_PAGE_SIZE,
      cursor: cursor && CURSOR.test(cursor) ? cursor : undefined,
      include: ["customMetadata"],
    });
    const items = listed.objects
      .map((o) => ({ path: `/media/${o.key}`, name: o.customMetadata?.name || o.key, size: o.size }))
      .filter((m) => MEDIA_PATH.test(m.path));
    return { items, next: listed.truncated ? listed.cursor : undefined };
  } catch (error) {
    console.error("media list unavailable", error instanceof Error ? error.message : error);
    return { items: [] };
  }
}

/**
 * A picked image: the value it had, nothing, an image shipped under /uploads (by file name) or an
 * upload that exists in the bucket. Anything else (another path, a deleted upload) is refused.
 */
export async function pickedImageOk(context: AppLoadContext, value: string, current: string): Promise<boolean> {
  if (value === "" || value === current || SHIPPED.test(value)) return true;
  if (!MEDIA_PATH.test(value) || !context.env.MEDIA) return false;
  return (await context.env.MEDIA.head(value.slice("/media/".length))) !== null;
}

/** The name an upload keeps: its file name without folders or control characters, at most 100 characters. */
export function uploadName(file: File): string {
  return (
    file.name
      .replace(/^.*[\\/]/, "")
      .split("")
      .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
      .join("")
      .slice(0, 100) || "image"
  );
}
