import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '@/domain/notifications';
import { REQUEST_STATUS } from '@/domain/requests';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { retornarAnexoBlob, retornarAnexos, type Anexo } from '@/services/attachments';
import { retornarConfiguracaoProvaDeVida, retornarProvaDeVida } from '@/services/proof-of-life';
import { alterarStatusSolicitacao, type RequestDetail } from '@/services/requests-centre';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextArea } from '@/components/ui/TextArea';
import { toast } from '@/components/ui/toast';

const SECTION_TITLE = 'mb-2 text-base font-semibold text-gray-900 dark:text-white';

/** An image attachment shown in the page (fetched with the session, its URL revoked when it leaves). */
function AttachedPhoto({ anexo, caption }: { anexo: Pick<Anexo, 'id' | 'nomeOriginal'>; caption: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    void retornarAnexoBlob(anexo.id).then((blob) => {
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [anexo.id]);
  return (
    <figure className="rounded-xl p-2 ring-1 ring-gray-900/10 dark:ring-white/10">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800">
        {/* eslint-disable-next-line @next/next/no-img-element -- a private blob URL: next/image cannot optimise it */}
        {url ? <img src={url} alt={`${caption} (${anexo.nomeOriginal})`} className="max-h-full max-w-full object-contain" /> : <span className="text-sm text-gray-600 dark:text-gray-400">Carregando a imagem…</span>}
      </div>
      <figcaption className="mt-2 text-sm text-gray-800 dark:text-gray-200">{caption}</figcaption>
    </figure>
  );
}

/** The face photo of the person's last approved proof: the photo on file the reviewer compares with. */
function PhotoOnFile({ idVinculoPlano, idRequisicao }: { idVinculoPlano: number; idRequisicao: number }) {
  const proofs = useApiQuery(useCallback(() => retornarProvaDeVida(idVinculoPlano), [idVinculoPlano]));
  const previous = proofs.data?.historico.find((item) => item.situacao === 'aprovada' && item.forma === 'online' && item.idRequisicao !== idRequisicao);
  const files = useApiQuery(useCallback(() => (previous ? retornarAnexos(previous.idRequisicao) : Promise.resolve([])), [previous]));
  const face = files.data?.[0];
  if (!face || !previous) return <p className="text-sm text-gray-700 dark:text-gray-300">Sem foto no cadastro: esta é a primeira prova on-line aprovada da pessoa. Compare com o documento.</p>;
  return <AttachedPhoto anexo={face} caption={`Foto no cadastro (prova aprovada em ${formatDateTime(previous.analisadaEm ?? previous.enviadaEm)})`} />;
}

/**
 * The proof-of-life view of the request centre (service 39): the photos sent beside the photo on file, then approve
 * (concludes the request: the proof counts, a suspended benefit is reactivated) or refuse with a reason from the
 * plan's list and a note (the person reads what to redo).
 */
export function ProofOfLifeReview({ detail, onSaved }: { detail: RequestDetail; onSaved: () => void }) {
  const reasons = useApiQuery(useCallback(() => retornarConfiguracaoProvaDeVida(detail.vinculoPlano.plano.id), [detail.vinculoPlano.plano.id]));
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isOnline = detail.anexos.length === 2;

  async function decide(idStatus: number, comentario: string) {
    setIsBusy(true);
    try {
      await alterarStatusSolicitacao(detail.id, { idStatus, comentario });
      toast.success(idStatus === REQUEST_STATUS.DONE ? 'Prova de vida aprovada. A pessoa foi avisada.' : 'Prova de vida recusada. A pessoa foi avisada do motivo.');
      onSaved();
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : TRANSPORT_MESSAGES.unexpected);
    } finally {
      setIsBusy(false);
    }
  }

  const onRefuse = () => {
    if (!reason) return setProblem('Escolha o motivo da recusa: ele diz à pessoa o que refazer.');
    void decide(REQUEST_STATUS.REJECTED, note.trim() ? `${reason} ${note.trim()}` : reason);
  };

  return (
    <section aria-labelledby="analise-prova" className="space-y-4">
      <h3 id="analise-prova" className={SECTION_TITLE}>
        Análise da prova de vida
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {isOnline ? (
          <>
            <AttachedPhoto anexo={detail.anexos[0]} caption="Foto do rosto enviada" />
            <AttachedPhoto anexo={detail.anexos[1]} caption="Documento enviado" />
            <PhotoOnFile idVinculoPlano={detail.vinculoPlano.id} idRequisicao={detail.id} />
          </>
        ) : (
          <p className="text-sm text-gray-800 sm:col-span-3 dark:text-gray-200">Atestado de vida: abra o documento na lista de documentos acima e confira assinatura, carimbo e data.</p>
        )}
      </div>
      {detail.status.encerrado ? null : (
        <div className="space-y-4 rounded-xl bg-gray-50 p-4 dark:bg-gray-800">
          <Button onClick={() => void decide(REQUEST_STATUS.DONE, 'Prova de vida aprovada.')} isLoading={isBusy}>
            Aprovar prova de vida
          </Button>
          <Select label="Motivo da recusa" value={reason} onChange={setReason} options={(reasons.data?.motivosRecusa ?? []).map((item) => ({ value: item, label: item }))} />
          <TextArea label="Observação para a pessoa (opcional)" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
          <Button variant="secondary" onClick={onRefuse} disabled={isBusy}>
            Recusar prova de vida
          </Button>
          {problem ? <Alert>{problem}</Alert> : null}
        </div>
      )}
    </section>
  );
}
