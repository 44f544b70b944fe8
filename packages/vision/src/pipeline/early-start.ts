/**
 * Starts work now and lets the caller collect it later. onnxruntime and libvips run on their own threads, so
 * starting a model before the JavaScript stages that do not need its answer overlaps the two. The outcome is
 * observed at once, so work whose answer is never collected (an early return) cannot become an unhandled rejection.
 */
export type TEarlyStart<T> = { result: () => Promise<T> };

export const startEarly = <T>(work: () => Promise<T>): TEarlyStart<T> => {
  const outcome = work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return {
    result: async () => {
      const settled = await outcome;
      if (!settled.ok) throw settled.error;
      return settled.value;
    },
  };
};
