import { useCallback, useState } from 'react';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarPerfil, type Perfil } from '@/services/profile';

/** The person's profile; a save answers with the new profile, which replaces the loaded one without a refetch. */
export function useProfile(idPessoa: number | null) {
  const fetchProfile = useCallback(() => retornarPerfil(idPessoa as number), [idPessoa]);
  const query = useApiQuery(idPessoa === null ? null : fetchProfile);
  const [saved, setSaved] = useState<Perfil | null>(null);
  const profile = saved && saved.pessoa.id === idPessoa ? saved : query.data;
  return { ...query, profile, onSaved: setSaved };
}
