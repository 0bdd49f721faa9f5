import type { Snapshot, Workload } from './api-workloads.js';

/**
 * A peer is only a fair comparison if it answers the same URLs with the same content. Checks a
 * sample of each workload's paths; `addedFields` are top-level keys the peer needed to add.
 */
export async function verifyPeer(
  origin: string,
  workloads: readonly Workload[],
  snapshots: ReadonlyMap<string, Snapshot>,
  addedFields: ReadonlySet<string> = new Set(),
): Promise<void> {
  for (const workload of workloads) {
    const sample = [...new Set([workload.paths[0], workload.paths[workload.paths.length - 1]])];
    for (const path of sample) {
      if (path === undefined) continue;
      const expected = snapshots.get(path);
      const response = await fetch(`${origin}${path}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}`);
      if (!expected) throw new Error(`no snapshot for ${path}`);
      if (!sameContent(expected, body, addedFields)) {
        throw new Error(`${origin}${path} does not answer the same content as Marquee`);
      }
    }
  }
}

function sameContent(expected: Snapshot, body: Buffer, addedFields: ReadonlySet<string>): boolean {
  if (expected.body.equals(body)) return true;
  if (!expected.contentType.includes('json')) return false;
  const want = JSON.parse(expected.body.toString('utf8')) as Record<string, unknown>;
  const got = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  for (const field of addedFields) {
    if (!(field in want)) delete got[field];
  }
  return JSON.stringify(want) === JSON.stringify(got);
}
