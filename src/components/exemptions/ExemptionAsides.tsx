import type { ReactNode } from 'react';
import Link from 'next/link';
import { Figure } from '@/components/statements/Figure';
import { Alert } from '@/components/ui/Alert';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr, formatMonthBr } from '@/domain/format-date';
import type { ServiceRules } from '@/services/requests-services';
import type { Exemption65Values } from './Exemption65Details';

/** What retornarRegrasSolicitacao says of an exemption already granted (one asked for and open: the generic notice). */
export interface Standing {
  isencaoConcedida?: { competenciaInicio: string } | null;
}

const linkClass = 'font-semibold text-primary-strong underline';

/** An exemption already granted: said before the form, which the server would refuse. */
export function StandingNotice({ valores }: { valores: Standing }) {
  if (!valores.isencaoConcedida) return null;
  return (
    <Alert tone="success">
      Você já tem esta isenção, aplicada desde {formatMonthBr(`${valores.isencaoConcedida.competenciaInicio}-01`)}. Veja o efeito no{' '}
      <Link href="/services/contracheque" className={linkClass}>
        próximo contracheque
      </Link>
      .
    </Alert>
  );
}

/** The exemption at 65: the person's age and birth date, the exempt portion, then `details` (the next paycheck with it). */
export function Exemption65Aside({ rules, details }: { rules: ServiceRules; details: ReactNode }) {
  const valores = rules.valores as unknown as Exemption65Values;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label="Sua idade (do cadastro)" value={`${valores.idade} anos`} />
        <Figure label="Data de nascimento" value={formatDateBr(valores.dataNascimento)} />
        <Figure label="Parcela isenta por mês" value={formatBrl(valores.parcelaIsentaMensal)} />
      </dl>
      <StandingNotice valores={valores} />
      {details}
    </div>
  );
}
