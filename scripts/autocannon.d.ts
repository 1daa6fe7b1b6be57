// The part of autocannon's API that scripts/load-test.ts uses; the package ships no types.
declare module "autocannon" {
  type Distribution = { mean: number; average: number; stddev: number; min: number; max: number; p50: number; p97_5: number; p99: number };
  type Options = { url: string; connections?: number; duration?: number; method?: string; headers?: Record<string, string> };
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
