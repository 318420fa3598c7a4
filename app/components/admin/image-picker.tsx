/**
 * An editor's image: the current one, a choice among the images already uploaded (a radio group of
 * thumbnails with their names, a page at a time) and a drop area for a new upload. Without
 * JavaScript the radios and the file input are plain form controls and "More images" is a link;
 * with it, a file dropped on the area is put in the file input and its name shown.
 */
import { Link } from "@remix-run/react";
import { useRef, useState, type DragEvent } from "react";
import { ErrorList } from "~/components/forms";
import type { MediaPage } from "~/lib/admin/media.server";

export const IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif,image/avif";

export function ImagePicker({
  name,
  fileName,
  label,
  current,
  currentUrl,
  selected,
  media,
  mediaHref,
  allowNone = true,
  errors,
  fileErrors,
  idPrefix,
}: {
  /** The field posted with the chosen image's path. */
  name: string;
  /** The file input's name. */
  fileName: string;
  label: string;
  /** The stored value (path or file name under /uploads), "" for none. */
  current: string;
  /** The value to check: the posted one after a failed save, else the current one. */
  selected: string;
  /** Its public URL, for the thumbnail. */
  currentUrl?: string;
  media: MediaPage & { first: boolean };
  /** The link to a page of uploads ("?media=…" on the editor's URL). */
  mediaHref: (cursor?: string) => string;
  /** Offer "No image" beside the current one. */
  allowNone?: boolean;
  errors?: string[];
  fileErrors?: string[];
  idPrefix: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState("");
  const errorId = `${idPrefix}-${name}-error`;
  const fileId = `${idPrefix}-${fileName}`;
  const fileErrorId = `${fileId}-error`;
  const choices = media.items.filter((m) => m.path !== current);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (!files.length || !input.current) return;
    input.current.files = files;
    setChosen(files[0].name);
  };
  const option = (value: string, text: string, thumb?: string, key = value) => (
    <li key={key}>
      <label className="flex h-full cursor-pointer flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 text-xs text-slate-800 has-checked:border-indigo-600 has-checked:ring-2 has-checked:ring-indigo-600">
        <span className="flex items-center gap-2">
          <input type="radio" name={name} value={value} defaultChecked={selected === value} />
          <span className="min-w-0 break-all">{text}</span>
        </span>
        {thumb ? (
          <img
            src={thumb}
            alt=""
            width={120}
            height={80}
            loading="lazy"
            className="h-20 w-full rounded bg-slate-100 object-contain"
          />
        ) : null}
      </label>
    </li>
  );
  return (
    <fieldset className="space-y-3" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <details className="rounded-lg border border-slate-200 bg-slate-50 p-3" open={selected !== current || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-indigo-800">Choose an uploaded image</summary>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {option(
            current,
            current ? "Keep the current image" : "No image",
            current ? (currentUrl ?? urlOf(current)) : undefined,
            "current",
          )}
          {current && allowNone ? option("", "No image") : null}
          {choices.map((m) => option(m.path, m.name, m.path))}
        </ul>
        {media.items.length === 0 && media.first ? (
          <p className="mt-2 text-sm text-slate-700">No images uploaded yet.</p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          {!media.first ? (
            <Link to={mediaHref()} className="font-semibold text-indigo-800 underline" preventScrollReset>
              First images
            </Link>
          ) : null}
          {media.next ? (
            <Link to={mediaHref(media.next)} className="font-semibold text-indigo-800 underline" preventScrollReset>
              More images
            </Link>
          ) : null}
        </p>
      </details>
      <ErrorList id={errorId} errors={errors} />
      <div>
        <label
          htmlFor={fileId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`relative flex min-h-28 cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-4 text-center text-sm text-slate-700 hover:border-indigo-500 hover:bg-indigo-50 ${dragging ? "border-indigo-600 bg-indigo-50" : "border-slate-400 bg-slate-50"}`}
        >
          <span className="font-semibold text-indigo-800">Upload a new image</span>
          <span className="mt-1 text-xs">
            Drop a file here or choose one: PNG, JPEG, WebP, GIF or AVIF, up to 2 MB.
          </span>
          {chosen ? <span className="mt-2 text-xs font-semibold text-slate-900">{`Chosen: ${chosen}`}</span> : null}
          <input
            ref={input}
            id={fileId}
            name={fileName}
            type="file"
            accept={IMAGE_TYPES}
            onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? "")}
            aria-invalid={fileErrors?.length ? true : undefined}
            aria-describedby={fileErrors?.length ? fileErrorId : undefined}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          />
        </label>
        <ErrorList id={fileErrorId} errors={fileErrors} />
      </div>
    </fieldset>
  );
}

/** A stored image's URL: R2 uploads as they are, older file names under /uploads. */
function urlOf(value: string): string {
  return value.startsWith("/") ? value : `/uploads/${encodeURIComponent(value.replace(/^.*[\\/]/, ""))}`;
}
