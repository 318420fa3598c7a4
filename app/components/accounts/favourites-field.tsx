/**
 * A hidden field carrying the browser's favourite colleges (localStorage) into a sign-in
 * post, so the server merges them into the account. Without JS there is no browser list.
 */
import { useEffect, useState } from "react";
import { readFavourites } from "~/components/finder/favourites-list";

export function BrowserFavouritesField() {
  const [value, setValue] = useState("");
  useEffect(() => {
    const ids = readFavourites();
    if (ids.length) setValue(JSON.stringify(ids));
  }, []);
  return value ? <input type="hidden" name="favourites" value={value} /> : null;
}
