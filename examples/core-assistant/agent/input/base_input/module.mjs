// Input slot: the raw channel text becomes the user turn unchanged.
export async function process(ctx, turn) {
  return turn;
}
