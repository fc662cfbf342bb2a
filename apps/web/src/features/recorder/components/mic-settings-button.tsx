import { Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The 'Microphone settings' help shows an alert with browser and macOS settings paths. */
export const MIC_SETTINGS_HELP = [
  'To allow the microphone:',
  '• Chrome / Edge: Settings → Privacy and security → Site settings → Microphone → allow this site (or click the lock icon in the address bar).',
  '• Firefox: Settings → Privacy & Security → Permissions → Microphone → Settings…',
  '• Safari: Safari → Settings → Websites → Microphone → Allow.',
  '• macOS: System Settings → Privacy & Security → Microphone → turn on your browser, then restart the browser.',
].join('\n');

export function MicSettingsButton() {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={() => window.alert(MIC_SETTINGS_HELP)}>
      <Settings /> Microphone settings
    </Button>
  );
}
