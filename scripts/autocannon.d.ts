// The part of autocannon's API that scripts/load-test.ts and scripts/bench.ts use; the package ships no types.
declare module "autocannon" {
  type Distribution = { mean: number; average: number; stddev: number; min: number; max: number; p50: number; p97_5: number; p99: number };
  type Client = { on: (event: "response", listener: () => void) => void; setHeaders: (headers: Record<string, string>) => void };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupClient?: (client: Client) => void;
  };
  type Result = {
    requests: Distribution & { total: number };
    latency: Distribution;
    throughput: Distribution;
    /** Connection errors, timeouts included. */
    errors: number;
    non2xx: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
