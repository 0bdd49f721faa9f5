import { Transform, type TransformCallback } from 'node:stream';
import type { preParsingHookHandler } from 'fastify';
import { TmdbHttpError } from './tmdb-errors.js';

/** The most a JSON body of a route may hold, beyond its size: what its schema can ever need. */
export interface JsonShapeLimits {
  /** Objects and arrays inside one another. */
  maxDepth: number;
  /** Objects and arrays in all. */
  maxContainers: number;
  /** Array elements and object members in all (counted by their commas, plus one a container). */
  maxValues: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

export interface JsonShapeCheck {
  /** Reads the next bytes of the body; says what is over a limit as soon as something is. */
  scan(chunk: Uint8Array): string | undefined;
}

/**
 * Follows a JSON text's structure byte by byte, as it arrives, without building anything: one
 * pass, constant memory, and a chunk at a time, so other requests run between chunks. It only
 * counts; whether the text is JSON at all is JSON.parse's to say afterwards.
 */
export function jsonShapeCheck({
  maxDepth,
  maxContainers,
  maxValues,
}: JsonShapeLimits): JsonShapeCheck {
  let depth = 0;
  let containers = 0;
  let values = 0;
  let inString = false;
  // A backslash that ended the previous chunk escapes the first byte of this one.
  let escapeNext = false;

  return {
    scan(chunk) {
      let at = 0;
      if (escapeNext) {
        escapeNext = false;
        at = 1;
      }
      // Strings are most of a body: jumped over with indexOf rather than read byte by byte. The
      // next quote and backslash are looked for again only once passed (none left: the chunk's
      // end), so each byte of a chunk is searched once however many strings and escapes it holds.
      let nextQuote = -1;
      let nextBackslash = -1;
      const next = (byte: number, from: number) => {
        const found = chunk.indexOf(byte, from);
        return found === -1 ? chunk.length : found;
      };
      while (at < chunk.length) {
        if (inString) {
          if (nextBackslash < at) nextBackslash = next(BACKSLASH, at);
          if (nextQuote < at) nextQuote = next(QUOTE, at);
          if (nextBackslash < nextQuote) {
            at = nextBackslash + 2;
            if (at > chunk.length) escapeNext = true;
            continue;
          }
          if (nextQuote === chunk.length) break;
          inString = false;
          at = nextQuote + 1;
          continue;
        }
        const byte = chunk[at];
        at += 1;
        if (byte === QUOTE) inString = true;
        else if (byte === COMMA) values += 1;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
          depth += 1;
          containers += 1;
          values += 1;
          if (depth > maxDepth)
            return `the body nests objects and arrays more than ${maxDepth} deep`;
          if (containers > maxContainers)
            return `the body holds more than ${maxContainers} objects and arrays`;
        } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth -= 1;
        if (values > maxValues) return `the body holds more than ${maxValues} values`;
      }
      return undefined;
    },
  };
}

/**
 * A route's preParsing hook that refuses a JSON body over `limits` with 413 (TMDB's code 5,
 * naming the limit) while it streams in, before JSON.parse sees any of it. JSON.parse and the
 * schema's check run on the main thread in one go, at a cost that grows with depth and element
 * count far more than with bytes (15 million levels in 30 MB took seconds); a linear count on
 * each chunk as it arrives bounds that cost by what the route can ever need, without a worker
 * whose answer would have to be copied back to this thread anyway.
 */
export function limitJsonShape(limits: JsonShapeLimits): preParsingHookHandler {
  return (_request, _reply, payload, done) => {
    const check = jsonShapeCheck(limits);
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        const problem = check.scan(chunk);
        if (problem === undefined) callback(null, chunk);
        else callback(new TmdbHttpError(413, 5, `Invalid parameters: ${problem}.`));
      },
    });
    // Not pipeline(): it would destroy the request, and with it the socket the answer goes on.
    payload.on('error', (error) => checked.destroy(error));
    payload.pipe(checked);
    done(null, checked);
  };
}
