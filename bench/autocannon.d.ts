/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    title?: string;
  }
  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers per HTTP status code, e.g. `{ '200': { count: 27580 } }`. */
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
