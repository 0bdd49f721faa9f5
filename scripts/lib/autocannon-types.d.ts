// autocannon ships no types; only the part of its programmatic API the load test uses.
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
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
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
