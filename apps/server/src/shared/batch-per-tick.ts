/**
 * Calls made in the same turn of the event loop, run together: `run` gets their inputs (at most
 * `maxBatch` at once) and answers each in order, and every caller waits for the batch it was in. One
 * statement for many callers instead of one each, where each round trip to the database costs more
 * than the rows (the sandbox gateway's charges under a billing run). A failed batch fails each of its
 * callers, and only those.
 */
export function batchPerTick<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  maxBatch = 500,
): (input: I) => Promise<O> {
  const waiting: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = waiting.splice(0, maxBatch);
    if (waiting.length > 0) setImmediate(flush);
    run(batch.map((call) => call.input)).then(
      (outputs) => batch.forEach((call, i) => call.resolve(outputs[i]!)),
      (error: unknown) => batch.forEach((call) => call.reject(error)),
    );
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ input, resolve, reject });
    });
}
