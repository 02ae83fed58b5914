import { useRouter } from 'next/router';
import { toast } from '@/components/ui/toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CreatedRequest } from '@/services/declarations';
import { showServerErrors } from '@/components/forms/server-errors';

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
      showServerErrors(error, setError, fields);
    }
  };
}
