import { useState } from 'react';
import { Pencil, UserPlus } from 'lucide-react';
import { formatPercent } from '@/domain/format-decimal';
import { formatDateTimeBr } from '@/domain/format-date';
import type { BeneficiariosIndicados } from '@/services/dependants';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { lazyPart } from '@/components/ui/lazy-part';
import { toast } from '@/components/ui/toast';
import { DesignatedHistory } from './DesignatedHistory';
import { DesignatedList } from './DesignatedList';

// The form (react-hook-form) shows only in the dialog: fetched when its button is pointed at or focused.
const DesignatedForm = lazyPart(() => import('./DesignatedForm').then((module) => module.DesignatedForm), 'Carregando o formulário');

const SECTION = 'mt-10 mb-4 text-xl font-semibold text-gray-900 dark:text-white';

interface DesignatedBodyProps {
  idVinculoPlano: number;
  data: BeneficiariosIndicados;
  /** Fetches the designation again, after a change was saved. */
  onSaved: () => void;
}

/** The designation as it stands, a change awaiting the fund, the history, and the form to change it. */
export function DesignatedBody({ idVinculoPlano, data, onSaved }: DesignatedBodyProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [saves, setSaves] = useState(0);

  const open = data.solicitacaoAberta;
  const canEdit = data.permiteIndicacao && !open;
  const hasList = data.beneficiarios.length > 0;
  return (
    <>
      {!data.permiteIndicacao ? <Alert tone="info" className="mb-6">O regulamento do seu plano não prevê a indicação de beneficiários para o saldo: ele segue as regras do plano.</Alert> : null}
      {open ? (
        <Alert tone="info" className="mb-6">
          <p className="font-semibold">
            Pedido de alteração {open.protocolo} em análise ({open.status}, enviado em {formatDateTimeBr(open.dataSolicitacao, ' às ')}).
          </p>
          <p>A lista abaixo continua valendo até o fundo aprovar. Pedido: {open.beneficiarios.map((item) => `${item.nome} (${formatPercent(item.percentual)})`).join(', ') || 'retirar todos'}.</p>
        </Alert>
      ) : null}
      {hasList ? (
        <>
          <DesignatedList beneficiarios={data.beneficiarios} label="Beneficiários indicados" />
          <p className="mt-3 font-semibold text-gray-900 dark:text-white">Total: {formatPercent(data.somaPercentuais)}</p>
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-gray-400 px-6 py-8 text-center text-gray-900 dark:border-gray-600 dark:text-gray-100">Você ainda não indicou ninguém para receber o saldo.</p>
      )}
      {canEdit ? (
        <Button
          className="mt-4"
          icon={hasList ? <Pencil aria-hidden="true" className="size-5" /> : <UserPlus aria-hidden="true" className="size-5" />}
          onClick={() => setIsEditing(true)}
          onPointerEnter={DesignatedForm.preload}
          onFocus={DesignatedForm.preload}
        >
          {hasList ? 'Alterar beneficiários indicados' : 'Indicar beneficiários'}
        </Button>
      ) : null}
      <h2 className={SECTION}>Histórico de alterações</h2>
      <DesignatedHistory idVinculoPlano={idVinculoPlano} reloadKey={saves} />
      <Modal isOpen={isEditing} onClose={() => setIsEditing(false)} title="Beneficiários indicados" size="lg">
        {isEditing ? (
          <DesignatedForm
            idVinculoPlano={idVinculoPlano}
            current={data.beneficiarios}
            needsApproval={data.exigeAprovacao}
            onCancel={() => setIsEditing(false)}
            onSaved={(result) => {
              setIsEditing(false);
              toast.success(result.message);
              setSaves((count) => count + 1);
              onSaved();
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}
