import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { onlyDigits } from '@/domain/cpf';
import { consultarCep } from '@/services/cep';

export const CEP_LOOKUP_DELAY_MS = 1000;
export const CEP_LOOKUP_ERROR = 'Erro ao buscar endereço pelo CEP';

export interface CepAddress {
  logradouro: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
}

/**
 * Spec §5: the lookup runs 1 s after the postal code changes and only at 8 digits. The code the form opened
 * with is not looked up again, so a saved address is never overwritten by the provider's spelling.
 */
export function useCepLookup(cep: string, onFound: (address: CepAddress) => void, onFailed: () => void) {
  const [isLoading, setIsLoading] = useState(false);
  const initialDigits = useRef(onlyDigits(cep));
  const callbacks = useRef({ onFound, onFailed });
  useEffect(() => {
    callbacks.current = { onFound, onFailed };
  });

  const digits = onlyDigits(cep);
  useEffect(() => {
    if (digits.length !== 8 || digits === initialDigits.current) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      setIsLoading(true);
      consultarCep(digits)
        .then((answer) => {
          if (!isCurrent) return;
          if ('erro' in answer) throw new Error('CEP não encontrado');
          callbacks.current.onFound({ logradouro: answer.logradouro, complemento: answer.complemento, bairro: answer.bairro, cidade: answer.localidade, estado: answer.uf });
        })
        .catch(() => {
          if (!isCurrent) return;
          toast.error(CEP_LOOKUP_ERROR);
          callbacks.current.onFailed();
        })
        .finally(() => {
          if (isCurrent) setIsLoading(false);
        });
    }, CEP_LOOKUP_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [digits]);

  return isLoading;
}
