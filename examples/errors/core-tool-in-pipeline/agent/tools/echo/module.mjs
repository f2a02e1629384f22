export function run() {
  return "ok";
}
