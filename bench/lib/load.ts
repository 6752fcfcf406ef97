/** A bounded autocannon run on loopback, reduced to the figures we report. */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function load(
  name: string,
  options: {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    seconds?: number;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.table(
    rows.map((row) => ({
      scenario: row.name,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
}
