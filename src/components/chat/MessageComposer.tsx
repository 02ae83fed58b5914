import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/domain/chat';
import { Button } from '@/components/ui/Button';
import { lazyPart } from '@/components/ui/lazy-part';

// The drop zone (react-dropzone) shows only after 'Anexar arquivo': its code is fetched when the pointer reaches the
// button or the button gets the focus, and at the latest on the click.
const FileDrop = lazyPart(() => import('@/components/ui/FileDrop').then((module) => module.FileDrop), 'Carregando o anexo');

interface MessageComposerProps {
  onSend: (texto: string, file: File | null) => void;
  isDisabled: boolean;
}

/** Enter sends, Shift+Enter breaks the line; the text is cleared at once because the message shows as "enviando…". */
export function MessageComposer({ onSend, isDisabled }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [isAttaching, setIsAttaching] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const trimmed = text.trim();
  const canSend = (trimmed !== '' || file !== null) && !isDisabled;
  const remaining = CHAT_MESSAGE_MAX_LENGTH - text.length;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(trimmed, file);
    setText('');
    setFile(null);
    setIsAttaching(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-gray-200 p-3 dark:border-gray-800">
      {isAttaching ? <FileDrop value={file} onChange={setFile} label="Anexar arquivo" className="mb-3" /> : null}
      <label htmlFor="nova-mensagem" className="sr-only">
        Mensagem
      </label>
      <div className="flex items-end gap-2">
        <Button
          variant="ghost"
          onClick={() => setIsAttaching((open) => !open)}
          onPointerEnter={FileDrop.preload}
          onFocus={FileDrop.preload}
          aria-expanded={isAttaching}
          aria-label={isAttaching ? 'Fechar anexo' : 'Anexar arquivo'}
          icon={<Paperclip aria-hidden="true" className="size-5" />}
          className="shrink-0 px-3"
          disabled={isDisabled}
        />
        <textarea
          id="nova-mensagem"
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          disabled={isDisabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Escreva sua mensagem"
          aria-describedby="nova-mensagem-dica"
          className="block max-h-40 min-h-12 w-full resize-y rounded-lg border border-gray-500 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 disabled:bg-gray-100 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:disabled:bg-gray-800"
        />
        <Button type="submit" disabled={!canSend} icon={<SendHorizontal aria-hidden="true" className="size-5" />} aria-label="Enviar mensagem" className="shrink-0 px-3">
          <span className="hidden sm:inline">Enviar</span>
        </Button>
      </div>
      <p id="nova-mensagem-dica" className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        Enter envia; Shift+Enter quebra a linha.{remaining < 200 ? ` Restam ${remaining} caracteres.` : ''}
      </p>
    </form>
  );
}
