import { REGIME_LABEL, REGIME_NOT_INFORMED } from '@/domain/tax-regime';
import { systemClock, type Clock } from '../../clock';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { verifyPassword } from '../../security/passwords';
import { saveAddress } from '../onboarding/repository';
import { addressStep } from '../onboarding/steps';
import { bankName } from '../people/banks';
import { renderDataExportPdf } from '../../documents/data-export';
import * as repository from './repository';
import { currentBalance } from '../extracts/balance';
import { fundToday } from '@/domain/business-days';

/** The contact rules, shared with the re-registration answer. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE = /^\+?[\d\s().-]{10,20}$/;

/** Informações Cadastrais: the person's data, contact and address changes, and the LGPD export. */
export function createProfileService(db: Database, clock: Clock = systemClock) {
  async function existingPerson(auth: AuthenticatedPerson, idPessoa: number) {
    assertCanReachPessoa(auth, idPessoa);
    const person = await repository.findPerson(db, idPessoa);
    if (!person) throw new HttpError(404, 'Pessoa não encontrada.');
    return person;
  }

  /** Each plan link's balance today, the home's figure (extratos/balance.ts), for the export's summary. */
  async function balancesOf(links: Awaited<ReturnType<typeof repository.listLinksWithSettings>>, now: Date) {
    const today = fundToday(now);
    const balances = await Promise.all(
      links.map(async ({ vinculo, plano }) => {
        const balance = await currentBalance(db, { id: vinculo.id, idPlano: vinculo.idPlano, idPerfilInvestimento: vinculo.idPerfilInvestimento, temPerfil: plano.temPerfil }, today);
        return balance
          ? { idVinculoPlano: vinculo.id, saldoTotal: balance.saldoTotal, valorCota: balance.valorCota, dataCota: balance.dataCota, contas: balance.contas.map(({ conta, nome, cotas, saldo }) => ({ conta, nome, cotas, saldo })) }
          : null;
      }),
    );
    return balances.filter((balance) => balance !== null);
  }

  return {
    async get(auth: AuthenticatedPerson, idPessoa: number) {
      const person = await existingPerson(auth, idPessoa);
      const [address, links] = await Promise.all([repository.findAddress(db, idPessoa), repository.listLinksWithSettings(db, idPessoa)]);
      return {
        pessoa: {
          id: person.id,
          nome: person.nome,
          cpf: person.cpf,
          data_nascimento: person.dataNascimento,
          email: person.email,
          telefone: person.telefone,
          ppe: person.ppe,
          faixaRenda: person.faixaRenda,
        },
        endereco: repository.addressView(address),
        vinculos: links.map(({ vinculo, plano, categoria, situacao, perfil }) => ({
          id: vinculo.id,
          matricula: vinculo.matricula,
          plano: { id: plano.id, nome: plano.nome, nomeExibicao: plano.nomeExibicao, tem_perfil: plano.temPerfil, tipo: plano.tipo },
          categoria: { id: categoria.id, nome: categoria.nome },
          situacao: { id: situacao.id, nome: situacao.nome },
          dataAdesao: vinculo.dataAdesao,
          salario: vinculo.salario,
          formaPagamento: vinculo.formaPagamento,
          valorContribuicao: vinculo.valorContribuicao,
          banco: vinculo.banco,
          bancoNome: bankName(vinculo.banco),
          agencia: vinculo.agencia,
          conta: vinculo.conta,
          diaVencimento: vinculo.diaVencimento,
          percentualBasica: vinculo.percentualBasica,
          percentualSuplementar: vinculo.percentualSuplementar,
          perfilInvestimento: perfil?.id ? { id: perfil.id, nome: perfil.nome } : null,
          // The choice of regime is its own service (regime-tributacao); until it is made: "Não informado".
          regimeTributacao: vinculo.regimeTributacao ? REGIME_LABEL[vinculo.regimeTributacao] : REGIME_NOT_INFORMED,
        })),
      };
    },

    /** E-mail and phone; changing the e-mail asks the person's current password (an administrator acting for them is audited instead). */
    async updateContact(auth: AuthenticatedPerson, input: { idPessoa: number; email?: string | null; telefone?: string | null; senhaAtual?: string }, ip: string) {
      const person = await existingPerson(auth, input.idPessoa);
      const errors = [];
      const email = input.email === undefined ? undefined : input.email?.trim().toLowerCase() || null;
      const telefone = input.telefone === undefined ? undefined : input.telefone?.trim() || null;
      if (email && !EMAIL.test(email)) errors.push({ path: 'email', message: 'Informe um e-mail válido.', type: 'format' });
      if (telefone && !PHONE.test(telefone)) errors.push({ path: 'telefone', message: 'Informe um telefone com DDD.', type: 'format' });
      if (email === undefined && telefone === undefined) errors.push({ path: 'email', message: 'Informe o e-mail ou o telefone a alterar.', type: 'required' });
      const isChangingEmail = email !== undefined && email !== person.email;
      const isSelf = auth.pessoa.id === person.id;
      if (!errors.length && isChangingEmail && isSelf && !(input.senhaAtual && (await verifyPassword(person.senhaHash, input.senhaAtual)))) {
        errors.push({ path: 'senhaAtual', message: 'Para trocar o e-mail, informe sua senha atual correta.', type: 'password' });
      }
      if (errors.length) throw invalidFields(errors);
      await db.transaction(async (tx) => {
        await repository.updateContact(tx, person.id, { ...(email !== undefined ? { email } : {}), ...(telefone !== undefined ? { telefone } : {}) });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: person.id, acao: 'contato.alterado', ip, detalhes: { email: isChangingEmail, telefone: telefone !== undefined } });
      });
      return this.get(auth, person.id);
    },

    async updateAddress(auth: AuthenticatedPerson, idPessoa: number, metadata: Record<string, unknown>, ip: string) {
      const person = await existingPerson(auth, idPessoa);
      const address = addressStep(metadata);
      await db.transaction(async (tx) => {
        await saveAddress(tx, person.id, address);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: person.id, acao: 'endereco.alterado', ip });
      });
      return this.get(auth, person.id);
    },

    /** "Baixar meus dados": everything the fund holds about the person, made on the spot (password hash and token hashes left out). */
    async exportData(auth: AuthenticatedPerson, idPessoa: number, ip: string, now = clock()) {
      const person = await existingPerson(auth, idPessoa);
      const [records, links] = await Promise.all([repository.collectPersonalData(db, idPessoa), repository.listLinksWithSettings(db, idPessoa)]);
      const balances = await balancesOf(links, now);
      await recordAudit(db, { idAtor: auth.pessoa.id, idPessoaAlvo: person.id, acao: 'dados.exportados', ip });
      const { senhaHash, ...personalData } = person;
      return {
        fileName: `meus-dados-${fundToday(now)}.json`,
        content: {
          geradoEm: now.toISOString(),
          baseLegal: 'Lei 13.709/2018 (LGPD), art. 18, II — acesso aos dados',
          pessoa: personalData,
          endereco: records.address ?? null,
          vinculos: records.links,
          resumoContribuicoes: records.contributionSummary,
          saldos: balances,
          contribuicoes: records.contributions,
          pagamentosBeneficio: records.payments,
          emprestimos: records.loans,
          solicitacoes: records.requests,
          historicoSolicitacoes: records.history,
          conversas: records.conversations,
          mensagens: records.messages,
          notificacoes: records.notifications,
          dependentes: records.dependants,
          beneficiariosIndicados: records.related.designated,
          historicoBeneficiariosIndicados: records.related.designatedVersions,
          representantesLegais: records.related.representatives,
          pessoasRepresentadas: records.related.represented,
          comunicacoesDeFalecimento: records.related.deathReports,
          isencoesImposto: records.exemptions,
          avaliacoesPerfilInvestimento: records.suitability,
          anexos: records.attachments,
          consentimentos: records.consents,
          avisos: records.notices,
          participacaoEmEleicoes: records.elections,
          recadastramentos: records.reregistrations,
          convitesEnviados: records.invitations,
          aceitesDeclaracaoConcordancia: records.agreements,
          emailsEnviados: records.emails,
          sessoes: records.sessions,
          registrosDeAuditoria: records.audit,
        },
      };
    },

    /** The same records as a readable PDF (names instead of ids, the pages' formats); audited as an export too. */
    async exportPdf(auth: AuthenticatedPerson, idPessoa: number, ip: string, now = clock()) {
      const { senhaHash, ...person } = await existingPerson(auth, idPessoa);
      const [records, links] = await Promise.all([repository.collectPersonalData(db, idPessoa), repository.listLinksWithSettings(db, idPessoa)]);
      const authorIds = new Set<number>();
      for (const row of records.history) authorIds.add(row.idAutor);
      for (const row of records.messages) authorIds.add(row.idAutor);
      for (const row of records.audit) [row.idAtor, row.idPessoaAlvo].forEach((id) => id !== null && authorIds.add(id));
      for (const row of records.consents) if (row.idAutor !== null) authorIds.add(row.idAutor);
      for (const row of records.invitations) if (row.idAtor !== null) authorIds.add(row.idAtor);
      for (const row of records.related.designatedVersions) [row.idAutor, row.idAprovador].forEach((id) => id !== null && authorIds.add(id));
      for (const row of records.related.representatives) authorIds.add(row.idCadastrante);
      const [labels, balances] = await Promise.all([repository.findExportLabels(db, [...authorIds]), balancesOf(links, now)]);
      await recordAudit(db, { idAtor: auth.pessoa.id, idPessoaAlvo: person.id, acao: 'dados.exportados', ip, detalhes: { formato: 'pdf' } });
      return {
        fileName: `meus-dados-${fundToday(now)}.pdf`,
        content: await renderDataExportPdf({ generatedAt: now, person, links, records, labels, balances }),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
