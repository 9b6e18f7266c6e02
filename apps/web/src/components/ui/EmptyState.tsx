import { Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClockIcon } from './icons';
import classes from './StateBlock.module.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** An icon from ./icons; a clock ("not yet") by default. */
  icon?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** The heading level inside the page (h2 by default). */
  headingOrder?: 2 | 3;
  minHeight?: number | string;
  'data-testid'?: string;
}

/** Nothing to show (yet): a calm block with an icon, one sentence and an optional action. */
export function EmptyState({
  title,
  description,
  icon,
  children,
  headingOrder = 2,
  minHeight,
  ...rest
}: EmptyStateProps) {
  return (
    <section className={classes.block} style={{ minHeight }} data-testid={rest['data-testid']}>
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
        {icon ?? <ClockIcon size={24} />}
      </ThemeIcon>
      <Title order={headingOrder} className={classes.title}>
        {title}
      </Title>
      {description && (
        <Text c="gray.7" size="sm" className={classes.text}>
          {description}
        </Text>
      )}
      {children && <div className={classes.actions}>{children}</div>}
    </section>
  );
}
