import { fatcaProblems, formatTin, isUsPerson, pepProblems, type FatcaDeclaration, type FieldProblem, type PepDeclaration } from '@/domain/declarations';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { addressStep } from '../onboarding/steps';
import { updatePoliticalExposure } from '../profile/repository';
import type { RequestService } from '../requests/service';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

interface Target {
  idPessoa: number;
  idVinculoPlano: number;
  /** The supporting document uploaded before the form was sent ('Upload do Documento (Opcional)'). */
  idAnexo?: number | null;
}

function check(problems: FieldProblem[]) {
  if (problems.length) throw invalidFields(problems);
}

/** The onboarding's address rules name fields under metadata/; this call has them at the top of the body. */
function withTopLevelPaths<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    if (error instanceof HttpError && error.errors) throw invalidFields(error.errors.map((item) => ({ ...item, path: item.path.replace(/^metadata\//, '') })));
    throw error;
  }
}

/** Each declaration validates its own data, then opens a request in the same transaction as its side effects. */
export function createDeclarationService(db: Database, requests: RequestService) {
  return {
    async pep(auth: AuthenticatedPerson, input: Target & PepDeclaration, today = new Date()) {
      await requests.checkTarget(db, auth, input);
      check(pepProblems(input, today));
      const dados =
        input.ppe === 'S'
          ? { ppe: 'S', cargo: input.cargo?.trim(), orgao: input.orgao?.trim(), dataInicio: input.dataInicio, dataFim: input.dataFim || null }
          : { ppe: 'N' };
      return db.transaction(async (tx) => {
        const created = await requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: input.idVinculoPlano, idAnexo: input.idAnexo, idFuncionalidade: FUNCTIONALITY.PEP, dados });
        // The profile shows the latest declaration.
        await updatePoliticalExposure(tx, input.idPessoa, input.ppe);
        return created;
      });
    },

    async fatca(auth: AuthenticatedPerson, input: Target & FatcaDeclaration) {
      await requests.checkTarget(db, auth, input);
      check(fatcaProblems(input));
      const dados = { cidadaniaAmericana: input.cidadaniaAmericana, residenciaFiscalEua: input.residenciaFiscalEua, tin: isUsPerson(input) ? formatTin(input.tin ?? '') : null };
      return db.transaction((tx) => requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: input.idVinculoPlano, idAnexo: input.idAnexo, idFuncionalidade: FUNCTIONALITY.FATCA, dados }));
    },

    /** The foreign address form of spec §3 with its §5 messages; the fund checks it before changing the registered address. */
    async foreignResident(auth: AuthenticatedPerson, input: Target & { country: string; postalCode: string; identificationNumber: string; complement?: string | null }) {
      await requests.checkTarget(db, auth, input);
      const address = withTopLevelPaths(() =>
        addressStep({ foreignResident: 'S', country: input.country, postalCode: input.postalCode, identificationNumber: input.identificationNumber, complement: input.complement }),
      );
      const dados = { pais: address.pais, codigoPostal: address.codigoPostal, numeroIdentificacaoFiscal: address.numeroIdentificacaoFiscal, complemento: address.complemento };
      return db.transaction((tx) =>
        requests.create(tx, auth, { idPessoa: input.idPessoa, idVinculoPlano: input.idVinculoPlano, idAnexo: input.idAnexo, idFuncionalidade: FUNCTIONALITY.FOREIGN_RESIDENT, dados }),
      );
    },
  };
}

export type DeclarationService = ReturnType<typeof createDeclarationService>;
