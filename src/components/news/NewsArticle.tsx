import { paragraphsOf } from '@/domain/news';
import { formatDateBr } from '@/domain/format-date';

/** A news item in full: its date, summary and text as paragraphs of plain text (never HTML). */
export function NewsArticle({ noticia }: { noticia: { inicio: string; resumo: string; conteudo: string } }) {
  return (
    <div className="space-y-3 text-gray-800 dark:text-gray-200">
      <p className="text-sm text-gray-700 dark:text-gray-300">Publicada em {formatDateBr(noticia.inicio)}</p>
      <p className="font-semibold">{noticia.resumo}</p>
      {paragraphsOf(noticia.conteudo).map((lines, index) => (
        <p key={index}>
          {lines.map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
