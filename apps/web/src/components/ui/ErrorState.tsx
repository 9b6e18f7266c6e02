import { Button, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import classes from './StateBlock.module.css';

export interface ErrorStateProps {
  title: string;
  description?: string;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
  headingOrder?: 1 | 2 | 3;
  minHeight?: number | string;
}

/** Something failed: what happened, in one sentence, and how to try again. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  children,
  headingOrder = 2,
  minHeight,
}: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.block} role="alert" style={{ minHeight }}>
      <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden="true">
        <AlertIcon size={24} />
      </ThemeIcon>
      <Title order={headingOrder} className={classes.title}>
        {title}
      </Title>
      {description && (
        <Text c="gray.7" size="sm" className={classes.text}>
          {description}
        </Text>
      )}
      {(onRetry || children) && (
        <div className={classes.actions}>
          {onRetry && (
            <Button variant="light" onClick={onRetry}>
              {retryLabel ?? t('common.retry')}
            </Button>
          )}
          {children}
        </div>
      )}
    </section>
  );
}
