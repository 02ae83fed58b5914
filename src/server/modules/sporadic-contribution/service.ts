import { reachableLink as reachable } from '../../access/reach';
import QRCode from 'qrcode';
import { ITAU_BANK_CODE, itauSlip } from '@/domain/boleto';
import { FUND_COLLECTION_SETTING_KEY, FUND_IDENTITY_SETTING_KEY, type CobrancaFundo, type IdentidadeFundo } from '@/domain/fund-contact-identity';
import { Money } from '@/domain/money';
import { pixCopiaECola, sporadicTxid } from '@/domain/pix';
import { sporadicValueError } from '@/domain/sporadic-contribution';
import { fundToday } from '@/domain/business-days';
import { sporadicDueDate } from '@/domain/sporadic-due-date';
import type { Database } from '../../db/client';
import { systemClock, type Clock } from '../../clock';
import { HttpError } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import { findSetting } from '../../fund/settings-repository';
import * as repository from './repository';


export const SPORADIC_MESSAGES = {
  otherPersonsLink: 'Este vínculo não é da pessoa informada.',
  noRules: 'O plano não tem regras de contribuição configuradas. Fale com o fundo pelo chat.',
  noCollectionAccount: 'Os dados de cobrança do fundo não estão configurados. Fale com o fundo pelo chat.',
  bankNotSupported: (banco: string) => `A emissão de boleto está disponível para o banco Itaú (341); o plano usa o banco ${banco}. Fale com o fundo pelo chat.`,
} as const;

interface SporadicInput {
  idPessoa: number;
  idVinculoPlano: number;
  valor: string;
}

interface ChargeRow {
  id: number;
  valor: string;
  vencimento: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixCopiaECola: string;
}

/** The QR code of a PIX code, as an SVG data URL an <img> shows (drawn on the server: no QR library in the pages). */
async function qrCodeOf(pix: string): Promise<string> {
  const svg = await QRCode.toString(pix, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asIdentity(value: unknown): IdentidadeFundo | null {
  return isObject(value) && typeof value.nome === 'string' && typeof value.cidade === 'string' ? (value as unknown as IdentidadeFundo) : null;
}

function asCollection(value: unknown): CobrancaFundo | null {
  if (!isObject(value)) return null;
  const { agencia, conta, carteira, chavePix } = value;
  return typeof agencia === 'string' && typeof conta === 'string' && typeof carteira === 'string' && typeof chavePix === 'string' ? { agencia, conta, carteira, chavePix } : null;
}

export function createCollectionService(db: Database, clock: Clock = systemClock) {
  /** The link, when the caller may reach it (participant: another's or an absent one → 403; administrator: absent → 404). */
  async function reachableLink(auth: AuthenticatedPerson, idVinculoPlano: number) {
    return reachable(auth, await repository.findPlanLink(db, idVinculoPlano));
  }

  async function fundCollection() {
    const [identity, collection] = await Promise.all([findSetting(db, FUND_IDENTITY_SETTING_KEY), findSetting(db, FUND_COLLECTION_SETTING_KEY)]);
    const fund = asIdentity(identity);
    const account = asCollection(collection);
    if (!fund || !account) throw new HttpError(409, SPORADIC_MESSAGES.noCollectionAccount);
    return { fund, account };
  }

  function present(row: ChargeRow, today: string) {
    return qrCodeOf(row.pixCopiaECola).then((qrCode) => ({
      id: row.id,
      valor: new Money(row.valor).toFixed(2),
      vencimento: row.vencimento,
      vencida: row.vencimento < today,
      linhaDigitavel: row.linhaDigitavel,
      codigoBarras: row.codigoBarras,
      pixCopiaECola: row.pixCopiaECola,
      qrCode,
    }));
  }

  return {
    /**
     * A sporadic contribution: a pending contribution of the current month and its slip (Itaú, due in three business
     * days, by the year's last banking day late in December) and PIX code, recorded together; the import of the bank's
     * return file settles it. The PIX code is static, with no expiry of its own: it follows no due date.
     */
    async createSporadic(auth: AuthenticatedPerson, input: SporadicInput, now = clock()) {
      await assertReachableExistingPerson(db, auth, input.idPessoa);
      const link = await reachableLink(auth, input.idVinculoPlano);
      if (link.idPessoa !== input.idPessoa) {
        throw new HttpError(400, SPORADIC_MESSAGES.otherPersonsLink, {}, [{ path: 'idVinculoPlano', message: SPORADIC_MESSAGES.otherPersonsLink, type: 'owner' }]);
      }
      // A link whose segment does not offer the service was refused before this (403, 'x-funcionalidade' on the route).
      // Read at each request: a minimum changed in settings/contribution-management applies to the next slip.
      const rules = await repository.findContributionRules(db, link.idPlano);
      if (!rules) throw new HttpError(409, SPORADIC_MESSAGES.noRules);
      const problem = sporadicValueError(input.valor, rules.valorMinimo);
      if (problem) throw new HttpError(400, problem, {}, [{ path: 'valor', message: problem, type: 'value' }]);
      // The free field is Itaú's layout; another bank lays it out otherwise, and a wrong layout would not be paid.
      if (rules.banco !== ITAU_BANK_CODE) throw new HttpError(409, SPORADIC_MESSAGES.bankNotSupported(rules.banco));
      const { fund, account } = await fundCollection();

      const valor = new Money(input.valor).toFixed(2);
      const today = fundToday(now);
      const vencimento = sporadicDueDate(today);
      const created = await db.transaction(async (tx) => {
        const { id } = await repository.insertPendingSporadic(tx, { idVinculoPlano: link.id, competencia: `${today.slice(0, 7)}-01`, valor });
        // Itaú's nosso número has 8 digits: the contribution's id (the wallet's numbering restarts past 10⁸ ids).
        const nossoNumero = String(id % 100_000_000).padStart(8, '0');
        const slip = itauSlip({ ...account, nossoNumero, vencimento, valor });
        const pix = pixCopiaECola({ chave: account.chavePix, nome: fund.nome, cidade: fund.cidade, valor, txid: sporadicTxid(id) });
        await repository.insertCharge(tx, { idContribuicao: id, nossoNumero, vencimento, codigoBarras: slip.codigoBarras, linhaDigitavel: slip.linhaDigitavel, pixCopiaECola: pix });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: input.idPessoa, acao: 'contribuicao.esporadica', detalhes: { idContribuicao: id, idVinculoPlano: link.id, valor } });
        return { id, valor, vencimento, ...slip, pixCopiaECola: pix };
      });
      const { vencida: _vencida, ...answer } = await present(created, today);
      return answer;
    },

    /** The link's pending sporadic contributions with their codes, so the page can show them again. */
    async listPendingSporadic(auth: AuthenticatedPerson, idVinculoPlano: number, now = clock()) {
      const link = await reachableLink(auth, idVinculoPlano);
      const today = fundToday(now);
      const rows = await repository.listPendingSporadic(db, link.id);
      return { contribuicoes: await Promise.all(rows.map((row) => present(row, today))) };
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
