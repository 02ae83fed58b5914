import { useCallback, useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { formatDateBr } from '@/domain/format-date';
import { formatPhone } from '@/domain/invitations';
import { useApiQuery } from '@/hooks/useApiQuery';
import { certificateUrl, retornarComunicacaoFalecimento, type ComunicacaoFalecimento } from '@/services/death-report';
import { DeathReportDecision } from './DeathReportDecision';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="font-semibold text-gray-900 dark:text-gray-100">{label}</dt>
      <dd className="text-gray-800 sm:col-span-2 dark:text-gray-200">{children}</dd>
    </div>
  );
}

function Deceased({ falecido }: { falecido: NonNullable<ComunicacaoFalecimento['falecido']> }) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
        {falecido.nome} · CPF {falecido.cpf} · nascimento {formatDateBr(falecido.dataNascimento)}
      </h3>
      {falecido.vinculos.map((link) => (
        <div key={link.id} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
          <p className="font-semibold text-gray-900 dark:text-white">
            {link.plano.nome} · matrícula {link.matricula} · situação <span data-testid={`situacao-vinculo-${link.id}`}>{link.situacao.nome}</span>
          </p>
          <p className="mt-2 text-sm font-semibold text-gray-800 dark:text-gray-200">Pessoas com direito (beneficiários da pensão)</p>
          {link.pessoasComDireito.length === 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">Nenhum beneficiário cadastrado: a fundação apura quem tem direito.</p>
          ) : (
            <ul className="list-disc pl-6 text-sm text-gray-800 dark:text-gray-200">
              {link.pessoasComDireito.map((person) => (
                <li key={`${person.nome}-${person.cpf}`}>
                  {person.nome}
                  {person.parentesco ? ` (${person.parentesco})` : ''}
                  {person.cpf ? ` · CPF ${person.cpf}` : ''} · {person.parcela.replace('.', ',')} %
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

/** One death notice for an administrator: who reported it, the certificate, the deceased's links and the decision. */
export function DeathReportDetail({ id, onDecided }: { id: number; onDecided: () => void }) {
  const fetchReport = useCallback(() => retornarComunicacaoFalecimento(id), [id]);
  const query = useApiQuery(fetchReport);
  const [decided, setDecided] = useState<ComunicacaoFalecimento | null>(null);

  return (
    <QueryState query={query} label="Carregando a comunicação">
      {(loaded) => {
        const report = decided ?? loaded;
        return (
          <div className="space-y-6">
            <dl className="space-y-2">
              <Row label="CPF informado">{report.cpfFalecido}</Row>
              <Row label="Data do falecimento">{formatDateBr(report.dataObito)}</Row>
              <Row label="Comunicado por">
                {report.comunicante.nome} · {report.comunicante.parentesco} · CPF {report.comunicante.cpf}
              </Row>
              <Row label="Contato">{[report.comunicante.telefone && formatPhone(report.comunicante.telefone), report.comunicante.email].filter(Boolean).join(' · ')}</Row>
              <Row label="Certidão de óbito">
                <a href={certificateUrl(report.id)} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-4">
                  Abrir a certidão ({report.certidao.nome})
                </a>
              </Row>
              {report.motivo ? <Row label="Motivo do descarte">{report.motivo}</Row> : null}
            </dl>
            {report.falecido ? <Deceased falecido={report.falecido} /> : <p className="text-gray-800 dark:text-gray-200">O CPF informado não é de nenhum participante.</p>}
            <DeathReportDecision
              report={report}
              onDecided={(answer) => {
                setDecided(answer);
                onDecided();
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
