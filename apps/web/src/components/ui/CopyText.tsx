import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from './icons';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `value` with the Clipboard API; says "copied" for a moment, or that copying failed (no
 * Clipboard API, or the browser refused) so the user can select the text instead. The deposit
 * page (an address) and the invite page (the referral code and link).
 */
export function CopyText({
  value,
  label,
  copiedLabel,
  failedLabel,
  testId,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  testId: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No Clipboard API');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant={state === 'copied' ? 'light' : 'default'}
        color={state === 'copied' ? 'teal' : undefined}
        leftSection={state === 'copied' ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        onClick={() => void copy()}
        data-testid={testId}
      >
        {state === 'copied' ? copiedLabel : label}
      </Button>
      <span role="status" aria-live="polite" data-testid={`${testId}-status`}>
        {state === 'failed' ? failedLabel : ''}
      </span>
    </>
  );
}
