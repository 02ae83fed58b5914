// Over 300 lines: the theme editor with its live preview of the participant's pages; the preview reads the form's state as it is typed.
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Home, FileText, MessageCircle } from 'lucide-react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { accentVariables } from '@/components/layout/accent';
import { PlanSettings } from '@/components/settings/PlanSettings';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FileDrop } from '@/components/ui/FileDrop';
import { Logo } from '@/components/ui/Logo';
import { PlanLogo } from '@/components/ui/PlanLogo';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import type { TemaPlano } from '@/domain/api-types';
import { DEFAULT_THEME_COLOR } from '@/domain/themes-colors';
import { formatContrastRatio, normalizeThemeColor, THEME_MESSAGES, themeContrast, WCAG_AA_NORMAL_TEXT } from '@/domain/themes';
import { useApiQuery } from '@/hooks/useApiQuery';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarConfiguracaoTema } from '@/services/themes';
import { uploadAttachment } from '@/services/attachments';
import { retornarConfiguracaoTema } from '@/services/plans';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';
const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_BACKGROUND = '/images/login-background.svg';

/** The chosen file as a local address for the preview, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** settings/theme-settings: per plan, the primary colour, the logo and the background, with a live preview. */
export function ThemeSettings() {
  return (
    <PlanSettings hint="O tema vale para a tela de entrada e para o portal dos participantes do plano.">
      {(idPlano, plan) => <ThemeEditor idPlano={idPlano} planName={plan.nomeExibicao} />}
    </PlanSettings>
  );
}

function ThemeEditor({ idPlano, planName }: { idPlano: number; planName: string }) {
  const fetchTheme = useCallback(() => retornarConfiguracaoTema(idPlano), [idPlano]);
  const theme = useApiQuery(fetchTheme);
  if (theme.isLoading) return <DashboardSkeleton label="Carregando o tema do plano" />;
  if (theme.error) return <DashboardError title="Não foi possível carregar o tema do plano." message={theme.error.message} onRetry={theme.retry} />;
  return <ThemeForm idPlano={idPlano} planName={planName} initial={theme.data ?? null} />;
}

type ImageChoice = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

function ThemeForm({ idPlano, planName, initial }: { idPlano: number; planName: string; initial: TemaPlano | null }) {
  const [saved, setSaved] = useState<TemaPlano | null>(initial);
  const [colorText, setColorText] = useState((initial?.cor_primaria ?? DEFAULT_THEME_COLOR).toUpperCase());
  const [logo, setLogo] = useState<ImageChoice>({ kind: 'keep' });
  const [background, setBackground] = useState<ImageChoice>({ kind: 'keep' });
  const [colorError, setColorError] = useState<string | undefined>();
  const [imageErrors, setImageErrors] = useState<{ logo?: string; background?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const pickerId = useId();

  const validColor = normalizeThemeColor(colorText);
  const [lastValid, setLastValid] = useState(validColor ?? DEFAULT_THEME_COLOR.toUpperCase());
  if (validColor && validColor !== lastValid) setLastValid(validColor);
  const previewColor = validColor ?? lastValid;
  const contrast = themeContrast(previewColor);

  const logoFileUrl = useObjectUrl(logo.kind === 'file' ? logo.file : null);
  const backgroundFileUrl = useObjectUrl(background.kind === 'file' ? background.file : null);
  const previewLogo = logo.kind === 'file' ? logoFileUrl : logo.kind === 'remove' ? null : (saved?.logo ?? null);
  const previewBackground = background.kind === 'file' ? backgroundFileUrl : background.kind === 'remove' ? null : (saved?.background ?? null);

  async function imageValue(choice: ImageChoice, what: string): Promise<number | null | undefined> {
    if (choice.kind === 'keep') return undefined;
    if (choice.kind === 'remove') return null;
    setProgress(`Enviando ${what}… 0%`);
    return uploadAttachment(choice.file, (fraction) => setProgress(`Enviando ${what}… ${Math.round(fraction * 100)}%`));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setImageErrors({});
    if (!validColor) {
      setColorError(THEME_MESSAGES.color);
      document.getElementById(`${pickerId}-hex`)?.focus();
      return;
    }
    setColorError(undefined);
    setIsSaving(true);
    try {
      const logoValue = await imageValue(logo, 'o logo');
      const backgroundValue = await imageValue(background, 'a imagem de fundo');
      setProgress(null);
      const result = await atualizarConfiguracaoTema(idPlano, {
        cor_primaria: validColor,
        ...(logoValue !== undefined ? { logo: logoValue } : {}),
        ...(backgroundValue !== undefined ? { background: backgroundValue } : {}),
      });
      setSaved(result);
      setLogo({ kind: 'keep' });
      setBackground({ kind: 'keep' });
      toast.success(`Tema do plano ${planName} salvo.`);
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.fromEntries(error.errors.map((item) => [item.path.replace(/^\//, ''), item.message]));
        if (fields.cor_primaria) setColorError(fields.cor_primaria);
        setImageErrors({ logo: fields.logo, background: fields.background });
        setFormError(error.message);
      } else setFormError(TRANSPORT_MESSAGES.unexpected);
    } finally {
      setProgress(null);
      setIsSaving(false);
    }
  }

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section aria-labelledby="titulo-form-tema" className={SECTION_CLASSES}>
        <h2 id="titulo-form-tema" className="mb-4 text-lg font-semibold">
          Tema do plano {planName}
        </h2>
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={`Tema do plano ${planName}`}>
          {formError ? <Alert>{formError}</Alert> : null}
          <fieldset disabled={isSaving} className="space-y-6">
            <div className="flex items-end gap-3">
              <div>
                <label htmlFor={pickerId} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
                  Escolher a cor
                </label>
                <input
                  id={pickerId}
                  type="color"
                  value={previewColor.toLowerCase()}
                  onChange={(event) => {
                    setColorText(event.target.value.toUpperCase());
                    setColorError(undefined);
                  }}
                  className="block h-12 w-16 cursor-pointer rounded-lg border border-gray-500 bg-white p-1 dark:bg-gray-900"
                />
              </div>
              <TextField
                id={`${pickerId}-hex`}
                className="flex-1"
                label="Cor primária (hexadecimal)"
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                value={colorText}
                onChange={(event) => {
                  setColorText(event.target.value);
                  setColorError(undefined);
                }}
                error={colorError}
              />
            </div>
            <ContrastReport contrast={contrast} />
            <ImageField
              label="Logo"
              hint="PNG, JPEG ou WebP até 5 MB, de preferência com fundo transparente e até 240 × 80 pixels. Aparece sobre um fundo branco, no menu e na tela de entrada, também na aparência escura: use a versão do logo feita para fundo claro."
              current={saved?.logo ?? null}
              choice={logo}
              onChange={setLogo}
              error={imageErrors.logo}
              removeLabel="Usar o logo do fundo"
            />
            <ImageField
              label="Imagem de fundo da tela de entrada"
              hint="PNG, JPEG ou WebP até 5 MB, de preferência 1920 × 1080 pixels, sem texto."
              current={saved?.background ?? null}
              choice={background}
              onChange={setBackground}
              error={imageErrors.background}
              removeLabel="Usar a imagem do fundo"
            />
            {progress ? <p role="status">{progress}</p> : null}
          </fieldset>
          <Button type="submit" isLoading={isSaving}>
            Salvar tema
          </Button>
        </form>
      </section>
      <ThemePreview color={previewColor} logo={previewLogo} background={previewBackground} planName={planName} isLight={contrast.isLight} />
    </div>
  );
}

function ContrastReport({ contrast }: { contrast: ReturnType<typeof themeContrast> }) {
  const { light, dark } = contrast.palette;
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
        <li>
          Texto branco sobre a cor: <strong>{formatContrastRatio(contrast.whiteRatio)}</strong>{' '}
          {contrast.whitePassesAA ? '(atende à WCAG AA)' : `(abaixo de ${String(WCAG_AA_NORMAL_TEXT).replace('.', ',')}:1)`}
        </li>
        <li>
          O portal usará texto {contrast.portalText === '#ffffff' ? 'branco' : 'preto'} sobre ela: <strong>{formatContrastRatio(contrast.portalTextRatio)}</strong>
        </li>
        <li>
          Links e textos na cor: <ColorChip color={light.strong} /> <strong>{light.strong.toUpperCase()}</strong> na aparência clara (
          {formatContrastRatio(light.strongRatio)}), <ColorChip color={dark.strong} /> <strong>{dark.strong.toUpperCase()}</strong> na escura (
          {formatContrastRatio(dark.strongRatio)})
        </li>
        <li>
          Item selecionado do menu: <strong>{formatContrastRatio(contrast.menuRatio)}</strong>
        </li>
        <li>Aparência do portal para os participantes: {contrast.isLight ? 'clara' : 'escura'}</li>
      </ul>
      {contrast.warning ? (
        <Alert tone="info">
          <strong>Atenção ao contraste.</strong> {contrast.warning}
        </Alert>
      ) : null}
      {contrast.adjustment ? (
        <Alert tone="info">
          <strong>Cor ajustada para leitura.</strong> {contrast.adjustment}
        </Alert>
      ) : null}
    </div>
  );
}

/** A small square of a derived colour beside its code (the code says it; the square only shows it). */
function ColorChip({ color }: { color: string }) {
  return <span aria-hidden="true" className="inline-block size-3 rounded-sm align-middle ring-1 ring-gray-900/20 dark:ring-white/30" style={{ backgroundColor: color }} />;
}

function ImageField({
  label,
  hint,
  current,
  choice,
  onChange,
  error,
  removeLabel,
}: {
  label: string;
  hint: string;
  current: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  error?: string;
  removeLabel: string;
}) {
  return (
    <div className="space-y-2">
      <FileDrop
        value={choice.kind === 'file' ? choice.file : null}
        onChange={(file) => onChange(file ? { kind: 'file', file } : { kind: 'keep' })}
        label={label}
        hint={hint}
        accept={IMAGE_ACCEPT}
        maxSize={IMAGE_MAX_BYTES}
        error={error}
      />
      {current && choice.kind === 'keep' ? (
        <Button variant="ghost" type="button" onClick={() => onChange({ kind: 'remove' })}>
          {removeLabel}
        </Button>
      ) : null}
      {choice.kind === 'remove' ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Ao salvar, o plano volta à imagem padrão do fundo.{' '}
          <Button variant="ghost" type="button" onClick={() => onChange({ kind: 'keep' })}>
            Manter a imagem atual
          </Button>
        </p>
      ) : null}
    </div>
  );
}

/** The login and the shell as the plan's participants will see them, drawn with the colour and images being edited. */
function ThemePreview({ color, logo, background, planName, isLight }: { color: string; logo: string | null; background: string | null; planName: string; isLight: boolean }) {
  const planLogo = logo ? <PlanLogo src={logo} alt={`Logo do plano ${planName}`} imageClassName="h-10 w-auto max-w-40 object-contain" /> : <Logo />;
  return (
    <section aria-labelledby="titulo-previa-tema" className="space-y-4">
      <h2 id="titulo-previa-tema" className="text-lg font-semibold">
        Prévia
      </h2>
      <figure className="space-y-2">
        <div
          className="theme-scope relative overflow-hidden rounded-2xl bg-gray-100 bg-cover bg-center p-6 ring-1 ring-gray-900/10"
          style={{ ...accentVariables(color), backgroundImage: `url("${background ?? DEFAULT_BACKGROUND}")` }}
          data-testid="previa-login"
        >
          <div className="mx-auto max-w-xs rounded-xl bg-white p-5 text-gray-900 shadow-lg">
            <div className="mb-4">{planLogo}</div>
            <p className="mb-3 font-bold">Acesse sua conta</p>
            <div className="mb-2 h-9 rounded-md border border-gray-400" />
            <div className="mb-4 h-9 rounded-md border border-gray-400" />
            <div className="flex h-10 items-center justify-center rounded-lg bg-primary font-semibold text-primary-contrast">Entrar</div>
          </div>
        </div>
        <figcaption className="text-sm text-gray-700 dark:text-gray-300">Tela de entrada</figcaption>
      </figure>
      <figure className="space-y-2">
        <div className={`theme-scope overflow-hidden rounded-2xl ring-1 ring-gray-900/10 ${isLight ? '' : 'dark'}`} style={accentVariables(color)} data-testid="previa-portal">
          <div className="flex min-h-56 bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
            <div className="w-40 shrink-0 space-y-3 bg-white p-3 sm:w-48 dark:bg-gray-900">
              <div className="[&_img]:h-8">{planLogo}</div>
              <ul className="space-y-1 text-sm">
                <li className="flex items-center gap-2 rounded-md bg-primary-soft px-2 py-2 font-semibold text-primary-strong">
                  <Home aria-hidden="true" className="size-4" />
                  Início
                </li>
                <li className="flex items-center gap-2 px-2 py-2">
                  <FileText aria-hidden="true" className="size-4" />
                  Serviços
                </li>
                <li className="flex items-center gap-2 px-2 py-2">
                  <MessageCircle aria-hidden="true" className="size-4" />
                  Chat
                </li>
              </ul>
            </div>
            <div className="min-w-0 flex-1 space-y-3 p-4">
              <p className="text-lg font-bold">Olá, participante</p>
              <p className="text-sm font-semibold text-primary-strong">Ver extrato</p>
              <div className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-contrast">Nova solicitação</div>
            </div>
          </div>
        </div>
        <figcaption className="text-sm text-gray-700 dark:text-gray-300">Portal do participante ({isLight ? 'aparência clara' : 'aparência escura'})</figcaption>
      </figure>
    </section>
  );
}
