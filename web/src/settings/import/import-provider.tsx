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
import { CatalogueError } from '../../lib/catalogue-client';
import { libraryKeys } from '../../member/library-keys';
import { useLibraryMember } from '../../member/use-library-member';
import { ImportFileError } from './import-file-error';
import type { ImportChoices, ImportPreview } from './import-preview';

/*
 * The import's state, above the routes: a member may leave the settings page while the files
 * are read and matched, and come back to find it where it is.
 */

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'reading' }
  | { name: 'matching'; done: number; total: number }
  | { name: 'preview'; preview: ImportPreview }
  | { name: 'importing'; preview: ImportPreview }
  | { name: 'done'; added: ImportCounts };

export interface ImportState {
  /** Whose import it is: another member (or nobody) sees none. */
  owner: string | null;
  files: readonly File[];
  phase: ImportPhase;
  choices: ImportChoices;
  /** What went wrong last, to show until the next step. */
  failure: string | null;
}

export interface ImportContextValue {
  state: ImportState;
  chooseFiles(files: readonly File[]): void;
  /** Reads and matches the chosen files. */
  preview(): void;
  choose(key: string, value: string): void;
  /** Sends the previewed import. */
  commit(): void;
  /** Stops what is under way and goes back to the chosen files. */
  cancel(): void;
}

const ImportContext = createContext<ImportContextValue | null>(null);

function idle(owner: string | null, files: readonly File[] = []): ImportState {
  return { owner, files, phase: { name: 'idle' }, choices: {}, failure: null };
}

export function isImportRunning(phase: ImportPhase): boolean {
  return phase.name === 'reading' || phase.name === 'matching' || phase.name === 'importing';
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

  const chooseFiles = useCallback(
    (files: readonly File[]) => {
      running.current?.abort();
      setState(idle(uid, files));
    },
    [uid],
  );

  const preview = useCallback(() => {
    if (uid === null || state.files.length === 0) return;
    const files = state.files;
    const run = start();
    setState({ ...idle(uid, files), phase: { name: 'reading' } });
    void (async () => {
      try {
        const { runImportPreview } = await import('./import-run');
        const result = await runImportPreview(uid, files, {
          signal: run.signal,
          client: queryClient,
          onMatching: (done, total) =>
            update(run, (before) => ({ ...before, phase: { name: 'matching', done, total } })),
        });
        update(run, (before) => ({ ...before, phase: { name: 'preview', preview: result } }));
      } catch (error) {
        const failure =
          error instanceof ImportFileError
            ? `Nothing was sent. ${error.message}`
            : `Couldn't match the titles: ${failureText(error)}`;
        update(run, (before) => ({ ...before, phase: { name: 'idle' }, failure }));
      }
    })();
  }, [uid, state.files, start, update, queryClient]);

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
        const answer = await runImport(uid, shown, choices, queryClient);
        update(run, (before) => ({ ...before, phase: { name: 'done', added: answer.added } }));
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
      } catch (error) {
        // Back to the preview as it was, picks and all, with the server's word on why.
        update(run, (before) => ({
          ...before,
          phase: { name: 'preview', preview: shown },
          failure: `Nothing was imported: ${failureText(error)}`,
        }));
      }
    })();
  }, [uid, state.phase, state.choices, start, update, queryClient]);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState((before) => idle(before.owner, before.files));
  }, []);

  const value = useMemo<ImportContextValue>(
    () => ({ state, chooseFiles, preview, choose, commit, cancel }),
    [state, chooseFiles, preview, choose, commit, cancel],
  );
  return <ImportContext value={value}>{children}</ImportContext>;
}

export function useImport(): ImportContextValue {
  const value = use(ImportContext);
  if (!value) throw new Error('useImport must be used inside <ImportProvider>');
  return value;
}
