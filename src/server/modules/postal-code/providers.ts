/** What the postal-code providers answer, brought to one shape (ViaCEP's, as spec §3 names its fields). */

export interface Address {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export type LookupResult = Address | { erro: true };

/** null = the provider could not answer (try the next one); {erro: true} = the CEP does not exist. */
export function normalizeAnswer(status: number, body: unknown, cep: string): LookupResult | null {
  if (status === 404 || status === 400) return { erro: true };
  if (status < 200 || status >= 300 || !body || typeof body !== 'object') return null;
  const data = body as Record<string, unknown>;
  if (data.erro === true || data.erro === 'true') return { erro: true };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if ('localidade' in data || 'uf' in data) {
    return { cep, logradouro: text(data.logradouro), complemento: text(data.complemento), bairro: text(data.bairro), localidade: text(data.localidade), uf: text(data.uf) };
  }
  if ('city' in data || 'state' in data) {
    return { cep, logradouro: text(data.street), complemento: '', bairro: text(data.neighborhood), localidade: text(data.city), uf: text(data.state) };
  }
  return null;
}
