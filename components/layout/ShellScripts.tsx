import Script from 'next/script';
import type { PublicConfig } from '@/lib/config/public-config';

/** The CRM chat and bug-bounty scripts, loaded after the page is interactive and only when configured. */
export function ShellScripts({ config }: { config?: PublicConfig }) {
  return (
    <>
      {config?.crmChatScriptUrl && <Script id="crm-chat" src={config.crmChatScriptUrl} strategy="afterInteractive" />}
      {config?.bugBountyScriptUrl && <Script id="bug-bounty" src={config.bugBountyScriptUrl} strategy="afterInteractive" />}
    </>
  );
}
