// Bootstrap slot: runs once per session, before the first model step.
export async function process(ctx, turn) {
  return { ...turn, context: { workspace: ctx.workspace, date: new Date().toISOString().slice(0, 10) } };
}
