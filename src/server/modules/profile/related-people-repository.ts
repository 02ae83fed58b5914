import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { anexo } from '../../db/schema/attachments';
import { comunicacaoFalecimento } from '../../db/schema/death-report';
import { beneficiarioIndicado, beneficiarioIndicadoVersao } from '../../db/schema/dependants';
import { plano, vinculoPlano } from '../../db/schema/plans';
import { representacao } from '../../db/schema/representatives';
import { representado, representante, representationColumns as representationListColumns } from '../representatives/repository';

/**
 * The other people in the person's records, for the LGPD export: whom they designated for their balance, their legal
 * representatives and the people they represent, and the deaths they reported. Read here, on the tables of the
 * dependants, representatives and death-report modules, so that the export needs none of those modules' services; a
 * representation's columns are the representatives repository's own list (one place to add a column to).
 */

/** A representation's columns as GET /retornarRepresentantes has them, and when the fund decided it. */
const representationColumns = { ...representationListColumns, decididoEm: representacao.decididoEm };

export async function collectRelatedPeople(db: Queryable, idPessoa: number, cpf: string | null) {
  const [designated, versions, representatives, represented, deathReports] = await Promise.all([
    // The list in force on each link, with the fields of GET /retornarBeneficiariosIndicados, in the person's order.
    db
      .select({
        idVinculoPlano: beneficiarioIndicado.idVinculoPlano,
        plano: plano.nomeExibicao,
        matricula: vinculoPlano.matricula,
        nome: beneficiarioIndicado.nome,
        cpf: beneficiarioIndicado.cpf,
        parentesco: beneficiarioIndicado.parentesco,
        percentual: beneficiarioIndicado.percentual,
        email: beneficiarioIndicado.email,
        telefone: beneficiarioIndicado.telefone,
      })
      .from(beneficiarioIndicado)
      .innerJoin(vinculoPlano, eq(vinculoPlano.id, beneficiarioIndicado.idVinculoPlano))
      .innerJoin(plano, eq(plano.id, vinculoPlano.idPlano))
      .where(eq(vinculoPlano.idPessoa, idPessoa))
      .orderBy(asc(vinculoPlano.idPlano), asc(vinculoPlano.id), asc(beneficiarioIndicado.ordem)),
    // Every version of those lists (GET /retornarHistoricoBeneficiariosIndicados), oldest first.
    db
      .select({
        id: beneficiarioIndicadoVersao.id,
        idVinculoPlano: beneficiarioIndicadoVersao.idVinculoPlano,
        criadoEm: beneficiarioIndicadoVersao.criadoEm,
        idAutor: beneficiarioIndicadoVersao.idAutor,
        idRequisicao: beneficiarioIndicadoVersao.idRequisicao,
        idAprovador: beneficiarioIndicadoVersao.idAprovador,
        beneficiarios: beneficiarioIndicadoVersao.beneficiarios,
      })
      .from(beneficiarioIndicadoVersao)
      .innerJoin(vinculoPlano, eq(vinculoPlano.id, beneficiarioIndicadoVersao.idVinculoPlano))
      .where(eq(vinculoPlano.idPessoa, idPessoa))
      .orderBy(asc(beneficiarioIndicadoVersao.id)),
    // The person's representatives, with the contacts GET /retornarRepresentantes shows the person.
    db
      .select({
        ...representationColumns,
        idRepresentante: representacao.idRepresentante,
        nome: representante.nome,
        cpf: representante.cpf,
        email: representante.email,
        telefone: representante.telefone,
        idCadastrante: representacao.idCadastrante,
      })
      .from(representacao)
      .innerJoin(representante, eq(representante.id, representacao.idRepresentante))
      .leftJoin(anexo, eq(anexo.id, representacao.idAnexoDocumento))
      .where(eq(representacao.idPessoa, idPessoa))
      .orderBy(asc(representacao.id)),
    // The people the person represents (or was asked to): their names only, the rest is theirs.
    db
      .select({ ...representationColumns, idPessoa: representacao.idPessoa, nomePessoa: representado.nome })
      .from(representacao)
      .innerJoin(representado, eq(representado.id, representacao.idPessoa))
      .leftJoin(anexo, eq(anexo.id, representacao.idAnexoDocumento))
      .where(eq(representacao.idRepresentante, idPessoa))
      .orderBy(asc(representacao.id)),
    // What the person sent on the public form (no session: known by the CPF they typed as theirs). Not whether the CPF
    // was a participant's nor what the fund decided: the form answers every CPF alike (src/domain/death-report.ts),
    // and the export must not tell it afterwards. Nor where the certificate is stored.
    cpf
      ? db
          .select({
            protocolo: comunicacaoFalecimento.protocolo,
            criadoEm: comunicacaoFalecimento.criadoEm,
            cpfFalecido: comunicacaoFalecimento.cpfFalecido,
            dataObito: comunicacaoFalecimento.dataObito,
            nomeComunicante: comunicacaoFalecimento.nomeComunicante,
            cpfComunicante: comunicacaoFalecimento.cpfComunicante,
            parentesco: comunicacaoFalecimento.parentesco,
            email: comunicacaoFalecimento.email,
            telefone: comunicacaoFalecimento.telefone,
            certidaoNome: comunicacaoFalecimento.certidaoNome,
            certidaoTipo: comunicacaoFalecimento.certidaoTipo,
            certidaoTamanho: comunicacaoFalecimento.certidaoTamanho,
            certidaoSha256: comunicacaoFalecimento.certidaoSha256,
            ip: comunicacaoFalecimento.ip,
          })
          .from(comunicacaoFalecimento)
          .where(eq(comunicacaoFalecimento.cpfComunicante, cpf))
          .orderBy(asc(comunicacaoFalecimento.id))
      : [],
  ]);
  return { designated: withDesignatedSince(designated, versions), designatedVersions: versions, representatives, represented, deathReports };
}

type DesignatedRow = { idVinculoPlano: number; nome: string; cpf: string; parentesco: string; percentual: string };
type VersionRow = { idVinculoPlano: number; criadoEm: Date; beneficiarios: Array<Omit<DesignatedRow, 'idVinculoPlano'>> };

/**
 * Since when each beneficiary in force stands as they are (same name, relation and share): the oldest of the link's
 * latest versions that all hold them so. Null for a list older than its history.
 */
function withDesignatedSince<T extends DesignatedRow>(rows: T[], versions: VersionRow[]) {
  const same = (a: Omit<DesignatedRow, 'idVinculoPlano'>, b: Omit<DesignatedRow, 'idVinculoPlano'>) => a.cpf === b.cpf && a.nome === b.nome && a.parentesco === b.parentesco && a.percentual === b.percentual;
  return rows.map((row) => {
    let since: Date | null = null;
    for (const version of versions.filter((item) => item.idVinculoPlano === row.idVinculoPlano).reverse()) {
      if (!version.beneficiarios.some((item) => same(item, row))) break;
      since = version.criadoEm;
    }
    return { ...row, indicadoDesde: since };
  });
}

