import { useCallback, useRef, useState } from 'react';

/**
 * A dialog asked from code: `ask(args)` opens it and resolves with the answer, or null when it is
 * cancelled. The adding flow reads as steps (quantity, commission, serials) this way.
 */
export function usePrompt<A, R>() {
  const [request, setRequest] = useState<A | null>(null);
  const resolver = useRef<((answer: R | null) => void) | null>(null);
  const ask = useCallback((args: A) => {
    resolver.current?.(null);
    return new Promise<R | null>((resolve) => {
      resolver.current = resolve;
      setRequest(args);
    });
  }, []);
  const answer = useCallback((value: R | null) => {
    const resolve = resolver.current;
    resolver.current = null;
    setRequest(null);
    resolve?.(value);
  }, []);
  return { ask, answer, request, open: request !== null };
}
