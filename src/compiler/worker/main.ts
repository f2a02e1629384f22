/**
 * The worker thread's entry (started by ../parallel/helper.ts): takes each job the main thread has not
 * stolen, runs it (jobs.ts), posts the output, then says DONE; the main thread is woken at each step. Its exit, however
 * it comes, sets DEAD, so that a main thread waiting for a reply computes the job itself instead.
 * Nothing here reads a project file: every input is a text the main thread read through traced-fs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { DEAD, DONE, EVENTS, QUEUED, TAKEN, type Job, type Reply, type WorkerStart } from "../parallel/protocol.js";
import { JOBS } from "./jobs.js";

const { port, signal: shared } = workerData as WorkerStart;
const signal = new Int32Array(shared);

function wake(): void {
  Atomics.add(signal, EVENTS, 1);
  Atomics.notify(signal, EVENTS);
}

process.on("exit", () => {
  Atomics.store(signal, DEAD, 1);
  wake();
});

parentPort?.on("message", (job: Job) => {
  if (Atomics.compareExchange(job.claim, 0, QUEUED, TAKEN) !== QUEUED) return;
  wake();
  let reply: Reply;
  try {
    const run = JOBS[job.kind];
    if (!run) throw new Error(`unknown job kind ${job.kind}`);
    reply = { id: job.id, output: run(job.input as never) };
  } catch (error) {
    reply = { id: job.id, error: String(error) };
  }
  port.postMessage(reply);
  Atomics.store(job.claim, 0, DONE);
  wake();
});
