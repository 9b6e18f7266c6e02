import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Loans.module.css';

/** An object URL of `blob` while the component is shown (null where the browser has none). */
function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      setUrl(null);
      URL.revokeObjectURL(next);
    };
  }, [blob]);
  return url;
}

/**
 * A loan agreement (a PDF fetched with the user's session): shown in the page on a desktop, and
 * opened or saved through a link everywhere — phones do not show a PDF inside a page.
 */
export function AgreementViewer({
  pdf,
  fileName,
  testId,
}: {
  pdf: Blob;
  fileName: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const url = useObjectUrl(pdf);
  return (
    <div className={classes.stack} data-testid={testId}>
      {url && (
        <object
          className={classes.pdf}
          data={url}
          type="application/pdf"
          aria-label={t('loanQuote.agreement.frame')}
          data-testid={`${testId}-frame`}
        >
          <p className={classes.muted}>{t('loanQuote.agreement.noViewer')}</p>
        </object>
      )}
      <div className={classes.row}>
        <Anchor
          href={url ?? undefined}
          target="_blank"
          rel="noopener"
          data-testid={`${testId}-open`}
        >
          {t('loanQuote.agreement.open')}
        </Anchor>
        <Anchor href={url ?? undefined} download={fileName} data-testid={`${testId}-download`}>
          {t('loanQuote.agreement.download')}
        </Anchor>
      </div>
    </div>
  );
}
