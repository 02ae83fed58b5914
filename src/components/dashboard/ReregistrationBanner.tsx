import { LinkButton } from '@/components/ui/LinkButton';
import { formatDateBr } from '@/domain/format-date';
import type { RecadastramentoPendente } from '@/services/dashboard';

const deadline = (campaign: RecadastramentoPendente) => `${campaign.titulo} — responda até ${formatDateBr(campaign.fim)}`;

/**
 * Above the home's panel while the person has a re-registration to answer: what, by when, and one button to the answer
 * page (which lists every open campaign). It arrives with the panel's data, so nothing below it moves.
 */
export function ReregistrationBanner({ campaigns }: { campaigns: RecadastramentoPendente[] }) {
  if (campaigns.length === 0) return null;
  return (
    <section
      aria-labelledby="aviso-recadastramento"
      className="flex flex-col gap-4 rounded-2xl border-l-4 border-primary bg-primary-soft p-5 ring-1 ring-gray-900/5 sm:flex-row sm:items-center sm:justify-between dark:ring-white/10"
    >
      <div>
        <h2 id="aviso-recadastramento" className="text-lg font-semibold text-gray-900 dark:text-white">
          {campaigns.length === 1 ? deadline(campaigns[0]) : `Você tem ${campaigns.length} recadastramentos para responder`}
        </h2>
        {campaigns.length === 1 ? (
          <p className="mt-1 text-gray-800 dark:text-gray-200">Confira os seus dados (endereço, contatos e dependentes) e envie o comprovante.</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-gray-800 dark:text-gray-200">
            {campaigns.map((campaign) => (
              <li key={campaign.idCampanha}>{deadline(campaign)}</li>
            ))}
          </ul>
        )}
      </div>
      <LinkButton href="/recadastramento" className="shrink-0">
        Responder recadastramento
      </LinkButton>
    </section>
  );
}
