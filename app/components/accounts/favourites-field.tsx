/**
 * A hidden field carrying the browser's favourite colleges (localStorage) into a sign-in
 * post, so the server merges them into the account. Without JS there is no browser list.
 */
import { useEffect, useState } from "react";
import { FAVOURITES_KEY, parseFavourites } from "~/components/finder/use-favourites";

export function BrowserFavouritesField() {
  const [value, setValue] = useState("");
  useEffect(() => {
    try {
      const ids = parseFavourites(window.localStorage.getItem(FAVOURITES_KEY));
      if (ids.length) setValue(JSON.stringify(ids));
    } catch {
      // storage blocked: nothing to merge
    }
  }, []);
  return value ? <input type="hidden" name="favourites" value={value} /> : null;
}
