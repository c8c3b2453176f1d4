// The process's memory sampled every 20 ms while a report is written: the peaks show whether a
// report is streamed (flat) or held whole (growing with its rows).
export type Sample = { heapUsed: number; rss: number };

export function sampleMemory(everyMs = 20): { stop(): Sample } {
  const peak: Sample = { heapUsed: 0, rss: 0 };
  const take = () => {
    const { heapUsed, rss } = process.memoryUsage();
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
    peak.rss = Math.max(peak.rss, rss);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}
