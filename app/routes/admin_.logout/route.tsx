/** POST /admin/logout: deletes the token sign-in session (CSRF-checked) and audits it. */

export { action, loader } from "./admin_.logout.server";
