// Output slot: the model's reply is delivered as is.
export async function process(ctx, reply) {
  return reply;
}
