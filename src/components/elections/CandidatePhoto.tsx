import { useState } from 'react';
import { initialsOf } from '@/domain/elections';

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';

/**
 * A candidate's photo in a fixed 56 px box (nothing moves while it loads), or their initials on a neutral disc when
 * there is none or it cannot be loaded. The photo is an attachment: the session cookie goes with the image's GET,
 * and retornarAnexo lets in the people who may see the election. Beside the written name (`isBesideName`), the photo
 * says nothing more: an empty alt, so that a screen reader does not read the name twice.
 */
export function CandidatePhoto({ nome, foto, isBesideName = false }: { nome: string; foto: number | null; isBesideName?: boolean }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (foto !== null && !hasFailed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an attachment of the API, not a static asset for next/image
      <img src={`${API_BASE}/retornarAnexo/${foto}`} alt={isBesideName ? '' : nome} width={56} height={56} loading="lazy" onError={() => setHasFailed(true)} className="size-14 shrink-0 rounded-full bg-gray-200 object-cover dark:bg-gray-700" />
    );
  }
  return (
    <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gray-200 text-lg font-semibold text-gray-800 dark:bg-gray-700 dark:text-gray-100">
      {initialsOf(nome)}
    </span>
  );
}
