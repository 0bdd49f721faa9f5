import type { ImportCounts } from '@marquee/tmdb-types/library-transfer';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Message } from '../../i18n/message';
import { CatalogueError } from '../../lib/catalogue-client';
import { libraryKeys } from '../../member/library-keys';
import { useLibraryMember } from '../../member/use-library-member';
import { ImportFileError } from './import-file-error';
import type { ImportChoices } from './import-choices';
import type { ImportPreview } from './import-preview';

/*
 * The import's state, above the routes: a member may leave the settings page while the files
 * are read and matched, and come back to find it where it is.
 */

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'reading' }
  | { name: 'matching'; done: number; total: number }
  | { name: 'numbering'; done: number; total: number }
  | { name: 'preview'; preview: ImportPreview }
  | { name: 'importing'; preview: ImportPreview }
  | { name: 'done'; added: ImportCounts; preview: ImportPreview };

export interface ImportState {
  /** Whose import it is: another member (or nobody) sees none. */
  owner: string | null;
  files: readonly File[];
  /** The zone of the history's wall-clock times; '' for the browser's. */
  timeZone: string;
  /** The zip's password (TV Time's export), kept in memory only. */
  password: string;
  phase: ImportPhase;
  choices: ImportChoices;
  /** What went wrong last, to show until the next step. */
  failure: Message | null;
}

export interface ImportContextValue {
  state: ImportState;
  chooseFiles(files: readonly File[]): void;
  setTimeZone(zone: string): void;
  setPassword(password: string): void;
  /** Reads and matches the chosen files. */
  preview(): void;
  choose(key: string, value: string): void;
  /** Sends the previewed import. */
  commit(): void;
  /** Stops what is under way and goes back to the chosen files. */
  cancel(): void;
}

const ImportContext = createContext<ImportContextValue | null>(null);

type ImportInputs = Pick<ImportState, 'files' | 'timeZone' | 'password'>;

const noInputs: ImportInputs = { files: [], timeZone: '', password: '' };

function idle(owner: string | null, inputs: ImportInputs = noInputs): ImportState {
  const { files, timeZone, password } = inputs;
  return { owner, files, timeZone, password, phase: { name: 'idle' }, choices: {}, failure: null };
}

export function isImportRunning(phase: ImportPhase): boolean {
  return (
    phase.name === 'reading' ||
    phase.name === 'matching' ||
    phase.name === 'numbering' ||
    phase.name === 'importing'
  );
}

function failureText(error: unknown): string {
  if (error instanceof CatalogueError) return error.status_message;
  return error instanceof Error ? error.message : String(error);
}

export function ImportProvider({ children }: { children: ReactNode }) {
  const uid = useLibraryMember();
  const queryClient = useQueryClient();
  const [stored, setState] = useState<ImportState>(() => idle(uid));
  const running = useRef<AbortController | null>(null);
  const state = stored.owner === uid ? stored : idle(uid);

  // Logged out, or another member logged in: what was under way stops.
  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [uid],
  );

  /** Changes the state only while this run is the current one. */
  const update = useCallback(
    (run: AbortController, change: (before: ImportState) => ImportState) => {
      if (running.current === run && !run.signal.aborted) setState(change);
    },
    [],
  );

  const start = useCallback(() => {
    running.current?.abort();
    const run = new AbortController();
    running.current = run;
    return run;
  }, []);

  /** New inputs: what was under way stops, and the next preview reads them. */
  const changeInputs = useCallback(
    (change: Partial<ImportInputs>) => {
      running.current?.abort();
      setState((before) => idle(uid, { ...(before.owner === uid ? before : noInputs), ...change }));
    },
    [uid],
  );
  const chooseFiles = useCallback(
    (files: readonly File[]) => changeInputs({ files }),
    [changeInputs],
  );
  const setTimeZone = useCallback((timeZone: string) => changeInputs({ timeZone }), [changeInputs]);
  const setPassword = useCallback((password: string) => changeInputs({ password }), [changeInputs]);

  const preview = useCallback(() => {
    if (uid === null || state.files.length === 0) return;
    const inputs: ImportInputs = state;
    const run = start();
    setState({ ...idle(uid, inputs), phase: { name: 'reading' } });
    void (async () => {
      try {
        const { runImportPreview } = await import('./import-run');
        const result = await runImportPreview(uid, inputs.files, {
          signal: run.signal,
          client: queryClient,
          timeZone: inputs.timeZone,
          ...(inputs.password === '' ? {} : { password: inputs.password }),
          onMatching: (done, total) =>
            update(run, (before) => ({ ...before, phase: { name: 'matching', done, total } })),
          onNumbering: (done, total) =>
            update(run, (before) => ({ ...before, phase: { name: 'numbering', done, total } })),
        });
        update(run, (before) => ({ ...before, phase: { name: 'preview', preview: result } }));
      } catch (error) {
        const failure: Message =
          error instanceof ImportFileError
            ? { id: 'import.failure.nothingSent', values: { problem: error.message } }
            : { id: 'import.failure.notMatched', values: { problem: failureText(error) } };
        update(run, (before) => ({ ...before, phase: { name: 'idle' }, failure }));
      }
    })();
  }, [uid, state, start, update, queryClient]);

  const choose = useCallback((key: string, value: string) => {
    setState((before) => ({ ...before, choices: { ...before.choices, [key]: value } }));
  }, []);

  const commit = useCallback(() => {
    if (uid === null || state.phase.name !== 'preview') return;
    const { preview: shown } = state.phase;
    const choices = state.choices;
    const run = start();
    setState((before) => ({
      ...before,
      phase: { name: 'importing', preview: shown },
      failure: null,
    }));
    void (async () => {
      try {
        const { runImport } = await import('./import-run');
        const done = await runImport(uid, shown, choices, queryClient);
        update(run, (before) => ({
          ...before,
          phase: { name: 'done', added: done.answer.added, preview: done.preview },
        }));
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
      } catch (error) {
        // Back to the preview as it was, picks and all, with the server's word on why.
        update(run, (before) => ({
          ...before,
          phase: { name: 'preview', preview: shown },
          failure: { id: 'import.failure.notImported', values: { problem: failureText(error) } },
        }));
      }
    })();
  }, [uid, state.phase, state.choices, start, update, queryClient]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState((before) => idle(before.owner, before));
  }, []);

  const value = useMemo<ImportContextValue>(
    () => ({ state, chooseFiles, setTimeZone, setPassword, preview, choose, commit, cancel }),
    [state, chooseFiles, setTimeZone, setPassword, preview, choose, commit, cancel],
  );
  return <ImportContext value={value}>{children}</ImportContext>;
}

export function useImport(): ImportContextValue {
  const value = use(ImportContext);
  if (!value) throw new Error('useImport must be used inside <ImportProvider>');
  return value;
}
