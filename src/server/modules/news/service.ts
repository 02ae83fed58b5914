import type { Readable } from 'node:stream';
import { fundToday } from '@/domain/business-days';
import { BANNER_IMAGE_TYPES, isActiveOn, isSafeLink, NEWS_MESSAGES } from '@/domain/news';
import type { Database, Queryable } from '../../db/client';
import type { ApiValidationError } from '@/domain/api-types';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import type { UploadStorage } from '../../storage/upload-storage';
import { actingPersonId } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

/**
 * News and the home carousel's banners. Administrators write them (settings/noticias, settings/configurar-carrossel);
 * a participant (or an administrator viewing as one) reads the active items of the plans they are linked to; an
 * administrator on their own reads every item, and with `todas`/`todos` also those outside their period.
 */

export interface NewsInput {
  titulo: string;
  resumo: string;
  conteudo: string;
  inicio: string;
  fim: string;
  idPlanos: number[] | null;
}

export interface BannerInput {
  titulo: string;
  texto: string;
  textoAlternativo: string;
  link?: string | null;
  idAnexo?: number;
  inicio: string;
  fim: string;
  ordem?: number;
  idPlanos: number[] | null;
}

const bannerImageUrl = (row: repository.BannerRow) => (row.idAnexo !== null ? `/api/retornarImagemBanner/${row.id}` : `/carrossel/${row.imagemPadrao}`);

export function createNewsService(db: Database, storage: UploadStorage, clock: () => Date = () => new Date()) {
  const today = () => fundToday(clock());

  /** The plans whose items the caller sees; null = all (an administrator on their own). */
  async function reachOf(auth: AuthenticatedPerson): Promise<number[] | null> {
    if (auth.isAdmin && auth.idPessoaAlvo === undefined) return null;
    return repository.plansOfPerson(db, actingPersonId(auth));
  }

  function canListAll(auth: AuthenticatedPerson, all: 'S' | 'N' | undefined) {
    if (all !== 'S') return false;
    if (!auth.isAdmin) throw new HttpError(403, NEWS_MESSAGES.listAllAdminOnly);
    return true;
  }

  /** Trimmed texts (a blank field is refused per field), the period in order and plans that exist. */
  async function checkCommon(tx: Queryable, input: { inicio: string; fim: string; idPlanos: number[] | null }, texts: Record<string, string>) {
    const errors: ApiValidationError[] = [];
    const trimmed: Record<string, string> = {};
    for (const [field, value] of Object.entries(texts)) {
      trimmed[field] = value.trim();
      if (trimmed[field].length === 0) errors.push({ path: field, message: NEWS_MESSAGES.emptyText, type: 'required' });
    }
    if (input.fim < input.inicio) errors.push({ path: 'fim', message: NEWS_MESSAGES.period, type: 'range' });
    let idPlanos: number[] | null = null;
    if (input.idPlanos !== null) {
      idPlanos = [...new Set(input.idPlanos)].sort((a, b) => a - b);
      const found = await repository.existingPlans(tx, idPlanos);
      if (found.length !== idPlanos.length) errors.push({ path: 'idPlanos', message: NEWS_MESSAGES.plans, type: 'reference' });
    }
    return { errors, trimmed, idPlanos };
  }

  async function newsValues(tx: Queryable, input: NewsInput): Promise<repository.NewsValues> {
    const { errors, trimmed, idPlanos } = await checkCommon(tx, input, { titulo: input.titulo, resumo: input.resumo, conteudo: input.conteudo });
    if (errors.length > 0) throw invalidFields(errors);
    return { titulo: trimmed.titulo, resumo: trimmed.resumo, conteudo: trimmed.conteudo, inicio: input.inicio, fim: input.fim, idPlanos };
  }

  async function bannerValues(tx: Queryable, input: BannerInput, imageRequired: boolean): Promise<Partial<repository.BannerValues>> {
    const { errors, trimmed, idPlanos } = await checkCommon(tx, input, { titulo: input.titulo, texto: input.texto, textoAlternativo: input.textoAlternativo });
    const link = input.link?.trim() || null;
    if (link !== null && !isSafeLink(link)) errors.push({ path: 'link', message: NEWS_MESSAGES.link, type: 'format' });
    if (input.idAnexo === undefined) {
      if (imageRequired) errors.push({ path: 'idAnexo', message: NEWS_MESSAGES.image, type: 'required' });
    } else {
      const attachment = await repository.findAttachment(tx, input.idAnexo);
      if (!attachment) errors.push({ path: 'idAnexo', message: NEWS_MESSAGES.imageNotFound, type: 'reference' });
      else if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(attachment.tipoConteudo)) errors.push({ path: 'idAnexo', message: NEWS_MESSAGES.imageType, type: 'format' });
    }
    if (errors.length > 0) throw invalidFields(errors);
    return {
      titulo: trimmed.titulo,
      texto: trimmed.texto,
      textoAlternativo: trimmed.textoAlternativo,
      link,
      inicio: input.inicio,
      fim: input.fim,
      idPlanos,
      ...(input.ordem !== undefined ? { ordem: input.ordem } : {}),
      ...(input.idAnexo !== undefined ? { idAnexo: input.idAnexo } : {}),
    };
  }

  function toNewsSummary(row: repository.NewsRow, names: Map<number, string>, day: string) {
    return {
      id: row.id,
      titulo: row.titulo,
      resumo: row.resumo,
      inicio: row.inicio,
      fim: row.fim,
      idPlanos: row.idPlanos,
      planos: row.idPlanos === null ? null : row.idPlanos.map((id) => names.get(id) ?? String(id)),
      ativa: isActiveOn(row, day),
    };
  }

  function toNews(row: repository.NewsRow, names: Map<number, string>, day: string) {
    return { ...toNewsSummary(row, names, day), conteudo: row.conteudo };
  }

  function toBanner(row: repository.BannerRow, names: Map<number, string>, day: string) {
    return {
      id: row.id,
      titulo: row.titulo,
      texto: row.texto,
      textoAlternativo: row.textoAlternativo,
      link: row.link,
      imagemUrl: bannerImageUrl(row),
      idAnexo: row.idAnexo,
      inicio: row.inicio,
      fim: row.fim,
      ordem: row.ordem,
      idPlanos: row.idPlanos,
      planos: row.idPlanos === null ? null : row.idPlanos.map((id) => names.get(id) ?? String(id)),
      ativo: isActiveOn(row, day),
    };
  }

  /** The item if the caller reaches it: administrators any, anyone else an active one of their plans (else 404). */
  async function visible<T extends { inicio: string; fim: string; idPlanos: number[] | null }>(auth: AuthenticatedPerson, row: T | null, notFound: string): Promise<T> {
    if (!row) throw new HttpError(404, notFound);
    const plans = await reachOf(auth);
    if (plans === null) return row;
    const reaches = row.idPlanos === null || row.idPlanos.some((idPlano) => plans.includes(idPlano));
    if (!reaches || !isActiveOn(row, today())) throw new HttpError(404, notFound);
    return row;
  }

  return {
    async listNews(auth: AuthenticatedPerson, query: { todas?: 'S' | 'N' }) {
      const all = canListAll(auth, query.todas);
      const day = today();
      const rows = await repository.listNews(db, { today: all ? null : day, plans: await reachOf(auth) });
      const names = await repository.planNames(db);
      return rows.map((row) => toNewsSummary(row, names, day));
    },

    async getNews(auth: AuthenticatedPerson, id: number) {
      const row = await visible(auth, await repository.findNews(db, id), NEWS_MESSAGES.newsNotFound);
      return toNews(row, await repository.planNames(db), today());
    },

    async createNews(auth: AuthenticatedPerson, input: NewsInput, ip: string) {
      return db.transaction(async (tx) => {
        const row = await repository.insertNews(tx, { ...(await newsValues(tx, input)), idPessoaAutor: auth.pessoa.id });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'noticia.criada', detalhes: { idNoticia: row.id, titulo: row.titulo }, ip });
        return toNews(row, await repository.planNames(tx), today());
      });
    },

    async updateNews(auth: AuthenticatedPerson, id: number, input: NewsInput, ip: string) {
      return db.transaction(async (tx) => {
        const values = await newsValues(tx, input);
        const row = await repository.updateNews(tx, id, values);
        if (!row) throw new HttpError(404, NEWS_MESSAGES.newsNotFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'noticia.alterada', detalhes: { idNoticia: id }, ip });
        return toNews(row, await repository.planNames(tx), today());
      });
    },

    async deleteNews(auth: AuthenticatedPerson, id: number, ip: string) {
      return db.transaction(async (tx) => {
        const row = await repository.deleteNews(tx, id);
        if (!row) throw new HttpError(404, NEWS_MESSAGES.newsNotFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'noticia.excluida', detalhes: { idNoticia: id, titulo: row.titulo }, ip });
        return { message: 'Notícia excluída.' };
      });
    },

    async listBanners(auth: AuthenticatedPerson, query: { todos?: 'S' | 'N' }) {
      const all = canListAll(auth, query.todos);
      const day = today();
      const rows = await repository.listBanners(db, { today: all ? null : day, plans: await reachOf(auth) });
      const names = await repository.planNames(db);
      return rows.map((row) => toBanner(row, names, day));
    },

    async createBanner(auth: AuthenticatedPerson, input: BannerInput, ip: string) {
      return db.transaction(async (tx) => {
        const values = (await bannerValues(tx, input, true)) as repository.BannerValues;
        const row = await repository.insertBanner(tx, { ...values, idPessoaAutor: auth.pessoa.id });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'banner.criado', detalhes: { idBanner: row.id, titulo: row.titulo }, ip });
        return toBanner(row, await repository.planNames(tx), today());
      });
    },

    async updateBanner(auth: AuthenticatedPerson, id: number, input: BannerInput, ip: string) {
      return db.transaction(async (tx) => {
        const existing = await repository.findBanner(tx, id);
        if (!existing) throw new HttpError(404, NEWS_MESSAGES.bannerNotFound);
        const row = await repository.updateBanner(tx, id, await bannerValues(tx, input, false));
        if (!row) throw new HttpError(404, NEWS_MESSAGES.bannerNotFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'banner.alterado', detalhes: { idBanner: id }, ip });
        return toBanner(row, await repository.planNames(tx), today());
      });
    },

    async deleteBanner(auth: AuthenticatedPerson, id: number, ip: string) {
      return db.transaction(async (tx) => {
        const row = await repository.deleteBanner(tx, id);
        if (!row) throw new HttpError(404, NEWS_MESSAGES.bannerNotFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'banner.excluido', detalhes: { idBanner: id, titulo: row.titulo }, ip });
        return { message: 'Banner excluído.' };
      });
    },

    /** The banner's uploaded image, for whoever sees the banner (a demo banner's SVG is a static file instead). */
    async bannerImage(auth: AuthenticatedPerson, id: number): Promise<{ tipoConteudo: string; tamanho: number; content: Readable }> {
      const row = await visible(auth, await repository.findBanner(db, id), NEWS_MESSAGES.bannerNotFound);
      const attachment = row.idAnexo !== null ? await repository.findAttachment(db, row.idAnexo) : null;
      if (!attachment) throw new HttpError(404, NEWS_MESSAGES.imageNotFound);
      const content = await storage.openRead(attachment.caminho).catch(() => {
        throw new HttpError(404, NEWS_MESSAGES.imageNotFound);
      });
      return { tipoConteudo: attachment.tipoConteudo, tamanho: attachment.tamanho, content };
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
