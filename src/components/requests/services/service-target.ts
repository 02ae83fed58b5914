/** Whose plan link a request service's form asks for. */
export interface ServiceTarget {
  idPessoa: number;
  idVinculoPlano: number;
}
