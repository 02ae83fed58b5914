import { Money } from '@/domain/money';
import type { Queryable } from '../../db/client';
import { currentBalance } from '../extracts/balance';
import * as repository from './repository';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

export interface PlanLinkBalance {
  idVinculoPlano: number;
  matricula: string;
  plano: { id: number; nome: string };
  saldo: string;
  dataCota: string;
}

/**
 * A person's money across plans: each plan link's balance as that link's own balance is computed (`currentBalance`,
 * the home's and the balance extract's figure, already in centavos) and the total, which is the sum of those rounded
 * balances — so the figures shown add up to the total, to the centavo. Only links whose segment offers the balance
 * extract (33) count, as only they have a balance page (retornarSaldo answers 403 for the others); a link whose plan
 * has no quota value yet has no balance and is left out.
 */
export async function consolidatedBalance(db: Queryable, idPessoa: number, today: string) {
  return addUp(db, await repository.planLinksOffering(db, idPessoa, FUNCTIONALITY.BALANCE_EXTRACT), today);
}

/** What the home shows: the consolidated balance only when there is something to add up (two links with a balance or more). */
export async function consolidatedBalanceForHome(db: Queryable, idPessoa: number, today: string) {
  const links = await repository.planLinksOffering(db, idPessoa, FUNCTIONALITY.BALANCE_EXTRACT);
  if (links.length < 2) return null;
  const consolidated = await addUp(db, links, today);
  return consolidated.vinculos.length > 1 ? consolidated : null;
}

async function addUp(db: Queryable, links: Awaited<ReturnType<typeof repository.planLinksOffering>>, today: string) {
  const balances = await Promise.all(links.map((link) => currentBalance(db, link, today)));
  const vinculos: PlanLinkBalance[] = [];
  links.forEach((link, index) => {
    const balance = balances[index];
    if (balance) vinculos.push({ idVinculoPlano: link.id, matricula: link.matricula, plano: { id: link.idPlano, nome: link.planoNome }, saldo: balance.saldoTotal, dataCota: balance.dataCota });
  });
  const saldoTotal = vinculos.reduce((sum, link) => sum.plus(link.saldo), new Money(0)).toFixed(2);
  return { saldoTotal, vinculos };
}
