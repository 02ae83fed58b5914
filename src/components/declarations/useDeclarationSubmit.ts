import { useRouter } from 'next/router';
import toast from 'react-hot-toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import type { CreatedRequest } from '@/services/declarations';
import { fieldNameOf } from './domain-rule';

/**
 * Sends a declaration; on success goes to /success with the protocol, on a 400 puts the server's messages
 * under their fields (anything it cannot place goes above the form as `root.server`).
 */
export function useDeclarationSubmit<Values extends FieldValues>(serviceName: string, fields: readonly Path<Values>[], setError: UseFormSetError<Values>) {
  const router = useRouter();

  return async function submit(send: () => Promise<CreatedRequest>) {
    try {
      const created = await send();
      toast.success('Declaração enviada.');
      await router.push({ pathname: '/success', query: { protocolo: created.protocolo, servico: serviceName } });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, TRANSPORT_MESSAGES.unexpected);
      let isPlaced = false;
      for (const item of apiError.errors) {
        const field = fields.find((name) => name === fieldNameOf(item));
        if (!field) continue;
        setError(field, { type: item.type, message: item.message });
        isPlaced = true;
      }
      if (!isPlaced) setError('root.server' as Path<Values>, { message: apiError.message });
    }
  };
}
