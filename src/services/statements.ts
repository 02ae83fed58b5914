import { api } from './api';

/** Paychecks (20), income reports (19) and contribution statements (23): typed calls and the links of their PDFs. */

type ByType = { basica: string; suplementar: string; esporadica: string; patrocinadora: string };

export interface ContrachequeResumo {
  competencia: string; // AAAA-MM
  tipo: 'mensal' | 'abono_anual';
  valorBruto: string;
  valorLiquido: string;
  dataPagamento: string;
}

export interface Contracheque extends Omit<ContrachequeResumo, 'valorBruto' | 'valorLiquido'> {
  rubricas: { codigo: string; descricao: string; tipo: 'provento' | 'desconto'; valor: string }[];
  totalProventos: string;
  totalDescontos: string;
  valorBruto: string;
  parcelaIsenta: string;
  impostoRenda: string;
  outrosDescontos: string;
  valorLiquido: string;
}

export interface InformeRendimentos {
  ano: number;
  rendimentosTributaveis: string;
  contribuicaoPrevidenciaComplementar: string;
  impostoRetido: string;
  parcelaIsenta: string;
  parcelaIsentaDecimoTerceiro: string;
  decimoTerceiro: string;
  impostoDecimoTerceiro: string;
  contribuicoesDedutiveis: { basica: string; suplementar: string; esporadica: string; total: string };
  pagamentos: number;
  /** Quadro 7: what the year's paychecks paid to each health-plan operator (CNPJ as 00.000.000/0000-00). */
  planosSaude: Array<{
    nomeOperadora: string;
    cnpjOperadora: string;
    valorTitular: string;
    dependentes: Array<{ cpf: string; nome: string; dataNascimento: string; valor: string }>;
    total: string;
  }>;
}

export interface DemonstrativoAno {
  ano: number;
  totaisPorTipo: ByType;
  totalProprias: string;
  totalPatrocinadora: string;
  total: string;
}

const API_BASE = process.env.NEXT_PUBLIC_API_URL ?? '/api';

/** The paychecks, newest first, and the months (aaaa-mm) a missing proof of life suspended the benefit. */
export function retornarContracheques(idVinculoPlano: number) {
  return api.get<{ contracheques: ContrachequeResumo[]; mesesSuspensos: string[] }>(`/retornarContracheques/${idVinculoPlano}`);
}

export function retornarContracheque(idVinculoPlano: number, competencia: string, tipo: ContrachequeResumo['tipo']) {
  return api.get<Contracheque>(`/retornarContracheque/${idVinculoPlano}/${competencia}`, { params: { tipo } });
}

/** The reports, newest first, and the paying source their section 1 names (the fund's name and CNPJ, 00.000.000/0000-00). */
export function retornarInformesRendimentos(idVinculoPlano: number) {
  return api.get<{ fontePagadora: { nome: string; cnpj: string | null }; informes: InformeRendimentos[] }>(`/retornarInformesRendimentos/${idVinculoPlano}`);
}

export async function retornarDemonstrativosContribuicao(idVinculoPlano: number) {
  return (await api.get<{ anos: DemonstrativoAno[] }>(`/retornarDemonstrativosContribuicao/${idVinculoPlano}`)).anos;
}

/** The PDFs are plain links: the session cookie goes with a GET, and the browser saves the file it names. */
export const paycheckPdfUrl = (idVinculoPlano: number, paycheck: Pick<ContrachequeResumo, 'competencia' | 'tipo'>) =>
  `${API_BASE}/retornarContracheque/${idVinculoPlano}/${paycheck.competencia}?formato=pdf&tipo=${paycheck.tipo}`;
export const incomeReportPdfUrl = (idVinculoPlano: number, ano: number) => `${API_BASE}/retornarInformeRendimentos/${idVinculoPlano}/${ano}`;
export const statementPdfUrl = (idVinculoPlano: number, ano: number) => `${API_BASE}/retornarDemonstrativoContribuicao/${idVinculoPlano}/${ano}`;

/** The next monthly paycheck projected with the income-tax exemptions in force (services 22 and 24). */
export interface ProximoContracheque {
  competencia: string; // AAAA-MM
  dataPagamento: string;
  valorBruto: string;
  parcelaIsenta: string;
  baseCalculo: string;
  impostoRenda: string;
  outrosDescontos: string;
  valorLiquido: string;
  isencoes: { tipo: '65' | 'molestia_grave'; descricao: string; competenciaInicio: string; doenca: string | null }[];
}

export function retornarProximoContracheque(idVinculoPlano: number) {
  return api.get<ProximoContracheque>(`/retornarProximoContracheque/${idVinculoPlano}`);
}
