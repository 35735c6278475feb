import { Code } from '@placar/contract/codes';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/api-client.ts';
import { type FieldErrors, splitServerError } from '../../lib/api/form-errors.ts';

interface Failure {
  message: string;
  /** A 4000001 answer: its message names the field it is about. */
  invalid: boolean;
}

/**
 * A form's call: one at a time, `busy` while it runs, the server's message (already in the
 * page language) when it fails: next to the field it names (`fieldErrors`, with the form's
 * `labels`), else as `error`, a sentence either way.
 */
export function useSubmit(labels: Readonly<Record<string, string>> = {}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setFailure({ message, invalid: caught instanceof ApiError && caught.code === Code.invalidInput });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const setError = useCallback(
    (message: string | null) => setFailure(message === null ? null : { message, invalid: false }),
    [],
  );
  const split =
    failure === null
      ? null
      : failure.invalid
        ? splitServerError(failure.message, labels)
        : { field: null, text: failure.message };
  const fieldErrors: FieldErrors = split?.field ? { [split.field]: split.text } : {};
  return { busy, error: split !== null && split.field === null ? split.text : null, fieldErrors, setError, run };
}
