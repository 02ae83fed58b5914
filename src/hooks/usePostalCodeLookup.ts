import { useCallback, useEffect, useRef, useState } from 'react';
import { createCepLookupScheduler, type CepLookupScheduler } from '@/domain/postal-code';
import { ApiError } from '@/services/api';
import { consultarCep, type CepAddress } from '@/services/postal-code';

/** Spec §5/§8: the toast of a failed lookup. */
export const CEP_LOOKUP_TOAST = 'Erro ao buscar endereço pelo CEP';

export const CEP_NOT_FOUND_MESSAGE = 'CEP não encontrado. Confira o número ou preencha o endereço abaixo.';

interface CepLookupHandlers {
  onFound: (address: CepAddress) => void;
  /** The message to show under the CEP: not found, or the API's reason (all providers down, too many lookups). */
  onFailed: (message: string) => void;
}

/**
 * Looks the CEP up through our API 1 s after it last changed and only at 8 digits (spec §5, §9). Only typed
 * changes start a lookup, so the code a form opens with is never looked up again over a saved address.
 */
export function useCepLookup(handlers: CepLookupHandlers) {
  const [isLookingUp, setIsLookingUp] = useState(false);
  // The scheduler lives as long as the form and always calls the latest handlers.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const schedulerRef = useRef<CepLookupScheduler | null>(null);
  useEffect(() => {
    const scheduler = createCepLookupScheduler((digits) => {
      setIsLookingUp(true);
      consultarCep(digits).then(
        (answer) => {
          setIsLookingUp(false);
          if ('erro' in answer) handlersRef.current.onFailed(CEP_NOT_FOUND_MESSAGE);
          else handlersRef.current.onFound(answer);
        },
        (error: unknown) => {
          setIsLookingUp(false);
          handlersRef.current.onFailed(error instanceof ApiError && error.status !== 0 ? error.message : CEP_NOT_FOUND_MESSAGE);
        },
      );
    });
    schedulerRef.current = scheduler;
    return () => scheduler.cancel();
  }, []);
  const onCepChange = useCallback((value: string) => schedulerRef.current?.onChange(value), []);

  return { isLookingUp, onCepChange };
}
