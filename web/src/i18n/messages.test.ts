import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';

/*
 * Every language says everything English says, with the same placeholders, and nothing else; and
 * every message English has is one the app asks for. The files are read as written (the build's
 * plugin parses them; here the parser checks them).
 */

const messagesDir = path.join(import.meta.dirname, 'messages');
const srcDir = path.join(import.meta.dirname, '..');

function messagesOf(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(messagesDir, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/** A message's placeholders, each as name:kind (a plural's and a select's branches walked too). */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const english = messagesOf(SOURCE_LANGUAGE);

describe('the message files', () => {
  it('are one per language Marquee speaks', () => {
    const files = readdirSync(messagesDir).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(LANGUAGES.map(({ tag }) => `${tag}.json`).sort());
  });

  it.each(LANGUAGES.map(({ tag }) => tag))('%s has exactly the ids English has', (language) => {
    const ids = Object.keys(messagesOf(language)).sort();
    expect(ids).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES.map(({ tag }) => tag))(
    "%s's messages parse, each with English's placeholders",
    (language) => {
      const messages = messagesOf(language);
      for (const [id, message] of Object.entries(messages)) {
        expect(message, id).not.toBe('');
        const source = english[id];
        if (source === undefined) continue;
        expect([id, placeholders(parse(message))]).toEqual([id, placeholders(parse(source))]);
      }
    },
  );

  it('hold no id the app never asks for', () => {
    const source = sourceFiles(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(english).filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`),
    );
    expect(unused).toEqual([]);
  });
});
