/** How a request's data (`dados`, as each service stored it) reads in the request detail. */

export interface RequestDataRow {
  label: string;
  value: string;
}

/** Labels of the fields the services store; a key missing here is shown as it is, so new services still show up. */
export const REQUEST_DATA_LABELS: Readonly<Record<string, string>> = {
  ppe: 'Pessoa politicamente exposta',
  declaracao: 'Pessoa politicamente exposta',
  cargo: 'Cargo, emprego ou função',
  orgao: 'Órgão ou entidade',
  dataInicio: 'Início do exercício',
  dataFim: 'Término do exercício',
  cidadaniaAmericana: 'Cidadania norte-americana',
  residenciaFiscalEua: 'Residência fiscal nos EUA',
  tin: 'TIN (identificação fiscal nos EUA)',
  pais: 'País',
  codigoPostal: 'Código postal',
  numeroIdentificacaoFiscal: 'Número de identificação fiscal',
  complemento: 'Complemento',
  ano: 'Ano',
  regime: 'Regime de tributação',
  idPerfilInvestimento: 'Código do perfil escolhido',
  perfil: 'Perfil escolhido',
  perfilAnterior: 'Perfil anterior',
  perfilRecomendado: 'Perfil recomendado pelo questionário',
  conformeRecomendacao: 'Igual ao perfil recomendado',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function readable(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === 'S' || value === true) return 'Sim';
  if (value === 'N' || value === false) return 'Não';
  if (typeof value === 'string') {
    const date = ISO_DATE.exec(value);
    return date ? `${date[3]}/${date[2]}/${date[1]}` : value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Rows in the stored order; empty values are left out, except an open PEP term, which means "still in office". */
export function describeRequestData(dados: Readonly<Record<string, unknown>>): RequestDataRow[] {
  const rows: RequestDataRow[] = [];
  for (const [key, raw] of Object.entries(dados)) {
    const isOpenTerm = key === 'dataFim' && raw === null && dados.ppe === 'S';
    const value = isOpenTerm ? 'Ainda exerce' : readable(raw);
    if (value !== null) rows.push({ label: REQUEST_DATA_LABELS[key] ?? key, value });
  }
  return rows;
}

