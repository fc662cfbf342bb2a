import { API_KEY_MAX_LENGTH, SaveApiKeyRequestSchema } from '@asha/contracts';
import { Eye, EyeOff, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiKeyStatus, useDeleteApiKey, useSaveApiKey } from '../api/api-key-api';
import { ApiKeyStatusLine } from './api-key-status';

const SAVED = 'OpenAI API key saved successfully!';

/** API Keys page; the key is stored encrypted by the server for this clinician. */
export function ApiKeysPage() {
  const [value, setValue] = useState('');
  const [visible, setVisible] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const status = useApiKeyStatus();
  const save = useSaveApiKey();
  const remove = useDeleteApiKey();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = SaveApiKeyRequestSchema.safeParse({ apiKey: value });
    if (!checked.success) return setMessage({ ok: false, text: checked.error.issues[0]!.message });
    try {
      await save.mutateAsync(value);
      setValue('');
      setMessage({ ok: true, text: SAVED });
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message || 'Failed to save API key' });
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setMessage({ ok: true, text: 'OpenAI API key deleted.' });
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message || 'Failed to delete API key' });
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl p-3 sm:p-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <KeyRound className="size-6" aria-hidden />
            API Keys
          </CardTitle>
          <CardDescription>
            Your OpenAI API key is used for your own consultations' reports. It is stored encrypted on the server, never
            in this browser.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {status.data && <ApiKeyStatusLine status={status.data} onDelete={onDelete} deleting={remove.isPending} />}
          {status.error && (
            <p role="alert" className="text-sm text-destructive">
              {status.error.message}
            </p>
          )}
          <form onSubmit={onSubmit} className="flex flex-col gap-3">
            <Label htmlFor="openai-api-key">OpenAI API Key</Label>
            <div className="flex gap-2">
              <Input
                id="openai-api-key"
                type={visible ? 'text' : 'password'}
                placeholder="sk-...."
                autoComplete="off"
                spellCheck={false}
                value={value}
                maxLength={API_KEY_MAX_LENGTH}
                onChange={(e) => setValue(e.target.value)}
                className="font-mono"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={visible ? 'Hide API key' : 'Show API key'}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? <EyeOff /> : <Eye />}
              </Button>
            </div>
            <Button type="submit" disabled={save.isPending} className="self-start">
              {save.isPending ? 'Saving…' : 'Save API Key'}
            </Button>
          </form>
          {message && (
            <p
              role={message.ok ? 'status' : 'alert'}
              className={message.ok ? 'text-sm text-green-700' : 'text-sm text-destructive'}
            >
              {message.text}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
