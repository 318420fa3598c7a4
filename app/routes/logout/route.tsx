/**
 * POST /logout: ends this browser's session (row deleted, both cookies cleared)
 * and goes home with a full document load so the shell shows Login/Register again.
 * Posted from the header's account menu and the mobile account card; GET just goes home.
 */

export { action, loader } from "./logout.server";
