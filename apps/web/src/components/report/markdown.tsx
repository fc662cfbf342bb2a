import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';

/**
 * Free text of a report (narrative, visit summary) rendered as markdown. The library's
 * default address filter — schemes other than http, https, irc, ircs, mailto or xmpp become empty,
 * relative addresses stay, raw HTML becomes text. An emptied address is dropped rather than left
 * as `href=""` (which would point at the current page).
 */
function safeUrl(url: string): string | undefined {
  return defaultUrlTransform(url) || undefined;
}

export function Markdown({ children }: { children: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown urlTransform={safeUrl}>{children}</ReactMarkdown>
    </div>
  );
}
