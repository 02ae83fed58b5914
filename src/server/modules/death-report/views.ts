import { formatCpf } from '@/domain/cpf';
import { DEATH_DESTINATION_LABELS, type DeathDestination } from '@/domain/death-report';
import type { EntitledPerson } from '@/domain/death-report-shares';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { REQUEST_STATUS } from '@/domain/requests';
import type { Queryable } from '../../db/client';
import { insertRequest } from '../requests/repository';
import type { DeathReportRow } from './repository';

type Entitled = EntitledPerson & { parcela: string };

export function toListItem({ report, nomeFalecido }: { report: DeathReportRow; nomeFalecido: string | null }) {
  return {
    id: report.id,
    protocolo: report.protocolo,
    cpfFalecido: formatCpf(report.cpfFalecido),
    nomeFalecido,
    ehParticipante: report.idPessoa !== null,
    dataObito: report.dataObito,
    nomeComunicante: report.nomeComunicante,
    parentesco: report.parentesco,
    situacao: report.situacao,
    criadoEm: report.criadoEm.toISOString(),
  };
}

interface Deceased {
  id: number;
  nome: string;
  cpf: string;
  dataNascimento: string;
  vinculos: Array<{ id: number; matricula: string; plano: { id: number; nome: string }; situacao: { id: number; nome: string }; pessoasComDireito: Entitled[] }>;
}

export function toDetail(report: DeathReportRow, deceased: Deceased | null) {
  return {
    ...toListItem({ report, nomeFalecido: deceased?.nome ?? null }),
    comunicante: {
      nome: report.nomeComunicante,
      cpf: formatCpf(report.cpfComunicante),
      parentesco: report.parentesco,
      email: report.email,
      telefone: report.telefone,
    },
    certidao: { nome: report.certidaoNome, tipoConteudo: report.certidaoTipo, tamanho: report.certidaoTamanho },
    motivo: report.motivo,
    decididoEm: report.decididoEm?.toISOString() ?? null,
    falecido: deceased && {
      id: deceased.id,
      nome: deceased.nome,
      cpf: formatCpf(deceased.cpf),
      dataNascimento: deceased.dataNascimento,
      vinculos: deceased.vinculos.map((link) => ({ ...link, pessoasComDireito: link.pessoasComDireito.map((person) => ({ ...person, cpf: person.cpf && formatCpf(person.cpf) })) })),
    },
  };
}

/** The request the fund opens on a deceased's link: the pension or the balance, with the people entitled and their shares. */
export function openEntitlementRequest(tx: Queryable, input: { row: DeathReportRow; idVinculoPlano: number; destino: DeathDestination; entitled: Entitled[]; idAdministrador: number }) {
  const { row, destino } = input;
  return insertRequest(tx, {
    idPessoa: row.idPessoa!,
    idVinculoPlano: input.idVinculoPlano,
    idFuncionalidade: destino === 'pensao' ? FUNCTIONALITY.DEATH_PENSION : FUNCTIONALITY.BALANCE_TO_BENEFICIARIES,
    idStatus: REQUEST_STATUS.RECEIVED,
    dados: {
      protocoloComunicacao: row.protocolo,
      dataObito: row.dataObito,
      destino: DEATH_DESTINATION_LABELS[destino],
      pessoasComDireito: input.entitled.map((person) => ({ nome: person.nome, cpf: person.cpf, parentesco: person.parentesco, origem: person.origem, parcela: person.parcela })),
    },
    idAutor: input.idAdministrador,
    comentario: `Aberta pela fundação ao confirmar o falecimento comunicado (protocolo ${row.protocolo}).`,
  });
}
