import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fundToday } from '@/domain/business-days';
import type { ImportLineError } from '@/domain/imports-csv';
import { DEFAULT_ONBOARDING_PATH } from '@/domain/onboarding';
import { PEOPLE_IMPORT_HEADER, PEOPLE_IMPORT_MESSAGES as M, parsePersonLine, type PersonLine } from '@/domain/imports-people';
import type { Database } from '../../db/client';
import { MAX_REPORTED_ERRORS, runCsvImport, type BatchOutcome, type ImportSummary, type ParsedLine } from '../../imports/csv-import';
import type { Mailer } from '../../mail/mailer';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import { hashPassword } from '../../security/passwords';
import { sendFirstAccessEmail } from '../../mail/templates';
import { issueFirstAccessLinks } from '../first-access/service';
import * as repository from './repository';
import * as peopleRepository from './people-repository';

/**
 * The people import (POST /api/importarPessoas): the contribution import's pipeline with its own line rule and checks.
 * Each line is a person and one plan link. A new CPF creates the person and the link and gets a first-access e-mail;
 * a known CPF keeps its data and only gains the link to that plan when it lacks one; a known CPF already in the plan
 * is ignored — so the same file sent twice creates nothing the second time. The preview says which is which (`avisos`).
 *
 * Unlike the contribution import, confirming writes the whole file in ONE transaction: the batches are checked as
 * they are read (a people file is thousands of lines, not millions) and what they would write is kept, then written
 * at the end under the import's lock, people first (`on conflict do nothing` on the CPF) and links only where missing.
 * The e-mails leave after the commit.
 */

type Mode = 'N' | 'S';

export interface PeopleImportSummary extends ImportSummary {
  pessoasNovas: number;
  vinculosNovos: number;
  /** Lines that are not errors but do less than a new person (a known CPF), in line order; the first MAX_REPORTED_ERRORS. */
  avisos: Array<{ linha: number; mensagem: string }>;
}

interface FileState {
  plans: Set<number>;
  categories: Set<number>;
  situations: Set<number>;
  /** CPF → the first line that brought it. */
  cpfLines: Map<string, number>;
  /** plan|registration → the CPF and line that took it in this file. */
  registrations: Map<string, { cpf: string; linha: number }>;
  newPeople: PersonLine[];
  newLinks: Array<{ idPessoa: number; line: PersonLine }>;
  avisos: PeopleImportSummary['avisos'];
}

export function createPeopleImport(db: Database, deps: { mailer: Mailer }) {
  async function processBatch(lines: ParsedLine<PersonLine>[], state: FileState): Promise<BatchOutcome> {
    const erros: ImportLineError[] = [];
    let importadas = 0;
    let ignoradas = 0;
    const cpfs = [...new Set(lines.map((line) => line.value.cpf))];
    const people = new Map((await repository.findPeopleByCpf(db, cpfs)).map((row) => [row.cpf, row.id]));
    const linkedPlans = new Set((await repository.findLinksOfPeople(db, [...people.values()])).map((link) => `${link.idPessoa}|${link.idPlano}`));
    const holders = new Map<string, Set<string>>();
    for (const row of await peopleRepository.findRegistrationHolders(db, [...new Set(lines.map((line) => line.value.matricula))])) {
      const key = `${row.idPlano}|${row.matricula}`;
      holders.set(key, (holders.get(key) ?? new Set()).add(row.cpf));
    }

    for (const { linha, value: line } of lines) {
      const lineErrors: ImportLineError[] = [];
      const fail = (campo: string, mensagem: string) => lineErrors.push({ linha, campo, mensagem });
      const firstLine = state.cpfLines.get(line.cpf);
      if (firstLine !== undefined) fail('cpf', M.repeatedCpf(firstLine));
      else state.cpfLines.set(line.cpf, linha);
      if (!state.plans.has(line.idPlano)) fail('id_plano', M.unknownPlan(line.idPlano));
      if (!state.categories.has(line.idCategoria)) fail('id_categoria', M.unknownCategory(line.idCategoria));
      if (!state.situations.has(line.idSituacao)) fail('id_situacao', M.unknownSituation(line.idSituacao));
      const registrationKey = `${line.idPlano}|${line.matricula}`;
      const idPessoa = people.get(line.cpf);
      const alreadyLinked = idPessoa !== undefined && linkedPlans.has(`${idPessoa}|${line.idPlano}`);
      if (!alreadyLinked) {
        const inFile = state.registrations.get(registrationKey);
        if ([...(holders.get(registrationKey) ?? [])].some((cpf) => cpf !== line.cpf)) fail('matricula', M.registrationTaken(line.matricula, line.idPlano));
        else if (inFile && inFile.cpf !== line.cpf) fail('matricula', M.registrationRepeated(line.matricula, inFile.linha));
        else if (!inFile) state.registrations.set(registrationKey, { cpf: line.cpf, linha });
      }
      if (lineErrors.length > 0) {
        erros.push(...lineErrors);
        continue;
      }
      if (idPessoa === undefined) {
        state.newPeople.push(line);
        importadas += 1;
      } else if (alreadyLinked) {
        state.avisos.push({ linha, mensagem: M.existingLink(line.idPlano) });
        ignoradas += 1;
      } else {
        state.avisos.push({ linha, mensagem: M.existingPersonNewLink(line.idPlano) });
        state.newLinks.push({ idPessoa, line });
        importadas += 1;
      }
    }
    return { erros, importadas, ignoradas };
  }

  /** Writes what the file brought, in one transaction; the first-access e-mails to send after it commits. */
  async function write(auth: AuthenticatedPerson, state: FileState, summary: ImportSummary, portalUrl: string) {
    // One hash of a secret nobody holds for every new person: no password signs in until the first access sets one.
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const dataAdesao = fundToday();
    return db.transaction(async (tx) => {
      await peopleRepository.lockPeopleImport(tx);
      // A new person goes through the onboarding of the plan of their line (its contribution path).
      const paths = await peopleRepository.findOnboardingPaths(tx);
      const created = await peopleRepository.insertPeople(
        tx,
        state.newPeople.map((line) => ({
          cpf: line.cpf,
          nome: line.nome,
          dataNascimento: line.dataNascimento,
          email: line.email,
          senhaHash: unusable,
          onboardingPlano: paths.get(line.idPlano) ?? DEFAULT_ONBOARDING_PATH,
        })),
      );
      const createdIds = new Map(created.map((row) => [row.cpf, row.id]));
      // A CPF another import created meanwhile is a known person now: it only gains the link.
      const raced = state.newPeople.filter((line) => !createdIds.has(line.cpf));
      const racedIds = new Map((await repository.findPeopleByCpf(tx, raced.map((line) => line.cpf))).map((row) => [row.cpf, row.id]));
      const links = [
        ...state.newPeople.map((line) => ({ idPessoa: createdIds.get(line.cpf) ?? racedIds.get(line.cpf)!, line })),
        ...state.newLinks,
      ].filter((link) => link.idPessoa !== undefined);
      const vinculosNovos = await peopleRepository.insertMissingLinks(
        tx,
        links.map(({ idPessoa, line }) => ({ idPessoa, idPlano: line.idPlano, matricula: line.matricula, idCategoria: line.idCategoria, idSituacao: line.idSituacao, dataAdesao })),
      );
      const mails = await issueFirstAccessLinks(
        tx,
        state.newPeople.filter((line) => createdIds.has(line.cpf)).map((line) => ({ idPessoa: createdIds.get(line.cpf)!, nome: line.nome, email: line.email })),
        portalUrl,
      );
      // Counts only: the CPFs stay out of the audit log.
      await recordAudit(tx, {
        idAtor: auth.pessoa.id,
        idPessoaAlvo: null,
        acao: 'pessoas.importadas',
        detalhes: { linhas: summary.linhas, pessoasNovas: created.length, vinculosNovos, ignoradas: summary.ignoradas, erros: summary.totalErros },
      });
      return { pessoasNovas: created.length, vinculosNovos, mails };
    });
  }

  return {
    async importPeople(auth: AuthenticatedPerson, body: Readable, mode: Mode, context: { portalUrl: string }, onProgress?: (processadas: number) => void): Promise<PeopleImportSummary> {
      const [plans, categories, situations] = await Promise.all([repository.findPlanIds(db), peopleRepository.findCategoryIds(db), peopleRepository.findSituationIds(db)]);
      const state: FileState = { plans, categories, situations, cpfLines: new Map(), registrations: new Map(), newPeople: [], newLinks: [], avisos: [] };
      const today = fundToday();
      const summary = await runCsvImport(body, {
        header: PEOPLE_IMPORT_HEADER,
        parseLine: (fields, linha) => parsePersonLine(fields, linha, today),
        onProgress,
        processBatch: (lines) => processBatch(lines, state),
      });
      const avisos = state.avisos.slice(0, MAX_REPORTED_ERRORS);
      const planned = { pessoasNovas: state.newPeople.length, vinculosNovos: state.newPeople.length + state.newLinks.length };
      if (mode === 'N' || summary.importadas === 0) return { ...summary, ...planned, avisos };
      const written = await write(auth, state, summary, context.portalUrl);
      for (const mail of written.mails) await sendFirstAccessEmail(db, deps.mailer, mail);
      return { ...summary, pessoasNovas: written.pessoasNovas, vinculosNovos: written.vinculosNovos, avisos };
    },
  };
}

export type PeopleImport = ReturnType<typeof createPeopleImport>;
