import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MESSAGE_MAX_LENGTH } from '@kalasetu/shared/limits';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { useSendMessage } from '../api/messages';

/** The box and Send, side by side so neither is pushed off a narrow screen; Enter sends, Shift+Enter breaks a line. */
export function MessageComposer({ otherId, cannotWrite }: { otherId: string | null; cannotWrite: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendMessage();

  const submit = () => {
    const content = text.trim();
    if (!otherId && !content) return void toast.error(t('messages.selectRecipientAndMessage'));
    if (!otherId) return void toast.error(t('messages.selectRecipient'));
    if (!content) return void toast.error(t('messages.enterMessage'));
    send.mutate(
      { receiverId: otherId, content },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('messages.sent'));
        },
        onError: () => toast.error(t('messages.sendFailed')),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex items-start gap-2 border-t border-stone-200 bg-white p-2 md:border-0 md:p-0"
    >
      <FormField
        className="min-w-0 flex-1"
        label={t('messages.message')}
        // A person opened through "Send Message" whom one may not write to yet: say why the box is closed.
        hint={cannotWrite ? t('messages.noRecipients') : t('messages.enterHint')}
      >
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={cannotWrite}
          className="max-h-32 resize-none"
        />
      </FormField>
      {/* mt-6: level with the box, under its label (label line + the field's gap). */}
      <Button type="submit" disabled={send.isPending} className="mt-6 shrink-0">
        <SendHorizontal aria-hidden="true" className="size-4" />
        {t('messages.send')}
      </Button>
    </form>
  );
}
