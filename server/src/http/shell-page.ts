/** How one page's answer differs from the plain app shell. */
export interface ShellPage {
  statusCode: number;
  headers: Readonly<Record<string, string>>;
  /** The shell's HTML as this page sends it. */
  html(shell: string): string;
}
