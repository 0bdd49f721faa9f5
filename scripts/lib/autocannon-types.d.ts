// autocannon ships no types; only the part of its programmatic API the bench and the load test use.
declare module 'autocannon' {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface AutocannonRequest extends RequestParams {
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  /** An event emitter ('response' per answered request) that is also a promise of the result. */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
