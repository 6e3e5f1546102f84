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
  /** One request of a mix: each connection sends them in turn. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each sending of this request (e.g. to put in the current token); returns it. */
    setupRequest?: (request: Request & { headers: Record<string, string> }) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
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
