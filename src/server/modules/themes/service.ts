import type { Readable } from 'node:stream';
import type { ApiValidationError } from '@/domain/api-types';
import { normalizeThemeColor, THEME_IMAGE_TYPES, THEME_MESSAGES } from '@/domain/themes';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import type { UploadStorage } from '../../storage/upload-storage';
import { findAttachment } from '../attachments/repository';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export type ThemeImage = 'logo' | 'fundo';

/** The portal's own images (public/images), which need no upload: the demo plans' logos and backgrounds. */
const PORTAL_IMAGE = /^\/images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpg|jpeg|webp)$/;

const change = (before: string | null, after: string | null) => (before === after ? 'mantido' : after === null ? 'removido' : after);

export interface ThemeInput {
  cor_primaria: string;
  /**
   * An image sent before through the attachment pipeline (its id); one of the portal's own images (/images/…); the
   * address the theme has now (unchanged); null = none (the fund's default); absent = unchanged.
   */
  logo?: number | string | null;
  background?: number | string | null;
}

/** The public address of an uploaded theme image; the attachment id in the query makes a new image a new address. */
export const themeImageUrl = (idPlano: number, image: ThemeImage, idAnexo: number) => `/api/retornarImagemTema/${idPlano}/${image}?v=${idAnexo}`;

/**
 * The plans' themes (settings/theme-settings): an administrator sets the primary colour and uploads the logo and the
 * background; retornarConfiguracaoTema serves them to the login screen and the shell of the plan's participants.
 */
export function createThemeService(db: Database, storage: UploadStorage) {
  /** An image the administrator sent (not someone's request or message file), of an image type told by its content. */
  async function imageProblem(tx: Queryable, auth: AuthenticatedPerson, idAnexo: number, path: string): Promise<ApiValidationError | null> {
    const attachment = await findAttachment(tx, idAnexo);
    if (!attachment || attachment.idPessoa !== auth.pessoa.id || attachment.idRequisicao !== null || attachment.pessoaConversa !== null) {
      return { path, message: THEME_MESSAGES.imageNotFound, type: 'reference' };
    }
    if (!(THEME_IMAGE_TYPES as readonly string[]).includes(attachment.tipoConteudo)) return { path, message: THEME_MESSAGES.imageType, type: 'format' };
    return null;
  }

  const view = (row: NonNullable<Awaited<ReturnType<typeof repository.findTheme>>>) => ({
    cor_primaria: row.corPrimaria,
    logo: row.logo,
    background: row.background,
    plano: row.idPlano,
  });

  return {
    async saveTheme(auth: AuthenticatedPerson, idPlano: number, input: ThemeInput, ip: string) {
      const plan = await repository.findPlan(db, idPlano);
      if (!plan) throw new HttpError(404, THEME_MESSAGES.planNotFound);
      const color = normalizeThemeColor(input.cor_primaria);
      const errors: ApiValidationError[] = [];
      if (!color) errors.push({ path: 'cor_primaria', message: THEME_MESSAGES.color, type: 'format' });
      return db.transaction(async (tx) => {
        const before = await repository.findTheme(tx, idPlano);
        const values: repository.ThemeValues = { corPrimaria: color! };
        const fields = [
          { field: 'logo', image: 'logo', value: input.logo, current: before?.logo ?? null, url: 'logo', anexo: 'idAnexoLogo' },
          { field: 'background', image: 'fundo', value: input.background, current: before?.background ?? null, url: 'background', anexo: 'idAnexoBackground' },
        ] as const;
        for (const { field, image, value, current, url, anexo } of fields) {
          if (value === undefined || value === current) continue;
          if (value === null) Object.assign(values, { [url]: null, [anexo]: null });
          else if (typeof value === 'string') {
            if (PORTAL_IMAGE.test(value)) Object.assign(values, { [url]: value, [anexo]: null });
            else errors.push({ path: field, message: THEME_MESSAGES.imagePath, type: 'format' });
          } else {
            const problem = await imageProblem(tx, auth, value, field);
            if (problem) errors.push(problem);
            else Object.assign(values, { [url]: themeImageUrl(idPlano, image, value), [anexo]: value });
          }
        }
        if (errors.length) throw invalidFields(errors);
        const saved = await repository.saveTheme(tx, idPlano, values);
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: null,
          acao: 'tema.alterado',
          ip,
          detalhes: {
            plano: plan.nomeExibicao,
            idPlano,
            corAnterior: before?.corPrimaria ?? null,
            cor: saved.corPrimaria,
            logo: change(before?.logo ?? null, saved.logo),
            fundo: change(before?.background ?? null, saved.background),
          },
        });
        return view(saved);
      });
    },

    /** An uploaded logo or background, public like the theme itself (the login screen shows it before anyone signs in). */
    async themeImage(idPlano: number, image: ThemeImage): Promise<{ tipoConteudo: string; tamanho: number; content: Readable }> {
      const theme = await repository.findTheme(db, idPlano);
      const idAnexo = image === 'logo' ? theme?.idAnexoLogo : theme?.idAnexoBackground;
      const attachment = idAnexo ? await findAttachment(db, idAnexo) : null;
      if (!attachment) throw new HttpError(404, THEME_MESSAGES.noImage);
      const content = await storage.openRead(attachment.caminho).catch(() => {
        throw new HttpError(404, THEME_MESSAGES.noImage);
      });
      return { tipoConteudo: attachment.tipoConteudo, tamanho: attachment.tamanho, content };
    },
  };
}

export type ThemeService = ReturnType<typeof createThemeService>;
