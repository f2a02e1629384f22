/** `setOwn` lives with the compiler's other own-property helpers (the catalog needs it too). */
export { setOwn } from "../own.js";
