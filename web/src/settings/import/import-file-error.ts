/**
 * A file that cannot be imported as it is: names the file, the line (its own numbering, 1 = the
 * header) when one is to blame, and what is wrong. Nothing is sent while any file has one.
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
  readonly file: string;
  readonly line: number | undefined;
  readonly problem: string;

  constructor(file: string, line: number | undefined, problem: string) {
    super(line === undefined ? `${file}: ${problem}` : `${file} line ${line}: ${problem}`);
    this.file = file;
    this.line = line;
    this.problem = problem;
  }
}
