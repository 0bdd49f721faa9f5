/**
 * Lets the page handle input between two slices of a long piece of work: reading 20,000 rows, or
 * working out their watches, on the main thread (a worker would need a blob: script, which the CSP
 * refuses).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
