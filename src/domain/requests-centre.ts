/** The request centre's filter form (spec §3 filters): what the administrator typed → the query of retornarSolicitacoes. */

export const REQUEST_CENTRE_PAGE_SIZE = 10;

export interface RequestFilterForm {
  palavraChave: string;
  idPlano: string;
  idFuncionalidade: string;
  idStatus: string;
  dataSolicitacaoInicio: string;
  dataSolicitacaoFinal: string;
}

export const EMPTY_REQUEST_FILTERS: RequestFilterForm = { palavraChave: '', idPlano: '', idFuncionalidade: '', idStatus: '', dataSolicitacaoInicio: '', dataSolicitacaoFinal: '' };

export interface RequestQuery {
  palavraChave?: string;
  idPlano?: number;
  idFuncionalidade?: number;
  idStatus?: number;
  dataSolicitacaoInicio?: string;
  dataSolicitacaoFinal?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Empty fields are left out, so the API applies only the filters that were chosen. */
export function toRequestQuery(form: RequestFilterForm): RequestQuery {
  const query: RequestQuery = {};
  const keyword = form.palavraChave.trim();
  if (keyword) query.palavraChave = keyword;
  for (const key of ['idPlano', 'idFuncionalidade', 'idStatus'] as const) {
    const id = Number(form[key]);
    if (form[key] !== '' && Number.isInteger(id) && id >= 0) query[key] = id;
  }
  if (ISO_DATE.test(form.dataSolicitacaoInicio)) query.dataSolicitacaoInicio = form.dataSolicitacaoInicio;
  if (ISO_DATE.test(form.dataSolicitacaoFinal)) query.dataSolicitacaoFinal = form.dataSolicitacaoFinal;
  return query;
}

/** A start after the end finds nothing: the form says so instead of showing an empty list. */
export function dateRangeError(form: Pick<RequestFilterForm, 'dataSolicitacaoInicio' | 'dataSolicitacaoFinal'>): string | null {
  const { dataSolicitacaoInicio: start, dataSolicitacaoFinal: end } = form;
  if (ISO_DATE.test(start) && ISO_DATE.test(end) && start > end) return 'A data inicial deve ser anterior ou igual à data final.';
  return null;
}

