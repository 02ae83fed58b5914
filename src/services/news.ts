import { api } from './api';

/** A news item as listed (the home, settings/noticias). */
export interface NoticiaResumo {
  id: number;
  titulo: string;
  resumo: string;
  /** AAAA-MM-DD */
  inicio: string;
  /** AAAA-MM-DD */
  fim: string;
  /** null = every plan */
  idPlanos: number[] | null;
  planos: string[] | null;
  ativa: boolean;
}

export interface Noticia extends NoticiaResumo {
  /** Plain text; blank lines separate paragraphs. */
  conteudo: string;
}

export interface NoticiaBody {
  titulo: string;
  resumo: string;
  conteudo: string;
  inicio: string;
  fim: string;
  idPlanos: number[] | null;
}

export interface Banner {
  id: number;
  titulo: string;
  texto: string;
  textoAlternativo: string;
  link: string | null;
  imagemUrl: string;
  idAnexo: number | null;
  inicio: string;
  fim: string;
  ordem: number;
  idPlanos: number[] | null;
  planos: string[] | null;
  ativo: boolean;
}

export interface BannerBody {
  titulo: string;
  texto: string;
  textoAlternativo: string;
  link: string | null;
  /** Required to create; absent on an edit keeps the image. */
  idAnexo?: number;
  inicio: string;
  fim: string;
  ordem: number;
  idPlanos: number[] | null;
}

export function retornarNoticias(todas = false) {
  return api.get<NoticiaResumo[]>(todas ? '/retornarNoticias?todas=S' : '/retornarNoticias');
}

export function retornarNoticia(id: number) {
  return api.get<Noticia>(`/retornarNoticia/${id}`);
}

export function criarNoticia(body: NoticiaBody) {
  return api.post<Noticia>('/criarNoticia', body);
}

export function atualizarNoticia(id: number, body: NoticiaBody) {
  return api.put<Noticia>(`/atualizarNoticia/${id}`, body);
}

export function excluirNoticia(id: number) {
  return api.delete<{ message: string }>(`/excluirNoticia/${id}`);
}

export function retornarBanners(todos = false) {
  return api.get<Banner[]>(todos ? '/retornarBanners?todos=S' : '/retornarBanners');
}

export function criarBanner(body: BannerBody) {
  return api.post<Banner>('/criarBanner', body);
}

export function atualizarBanner(id: number, body: BannerBody) {
  return api.put<Banner>(`/atualizarBanner/${id}`, body);
}

export function excluirBanner(id: number) {
  return api.delete<{ message: string }>(`/excluirBanner/${id}`);
}
