import { Container, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PageFrame.module.css';

export interface PageFrameProps {
  /** The page's one h1. */
  title: string;
  description?: string;
  /** `narrow` for forms (auth), `wide` for lists and dashboards. */
  width?: 'narrow' | 'default' | 'wide';
  /** The browser tab's title; defaults to "<title> · Meridian". */
  documentTitle?: string;
  /** Next to the title (e.g. a filter or an action button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Sets the browser tab's title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

const SIZES = { narrow: 480, default: 960, wide: 1200 } as const;

/** The frame of every page: the h1, a one-line description, and the page's content below. */
export function PageFrame({
  title,
  description,
  width = 'default',
  documentTitle,
  actions,
  children,
}: PageFrameProps) {
  const { t } = useTranslation();
  useDocumentTitle(documentTitle ?? t('common.documentTitle', { page: title }));

  return (
    <Container size={SIZES[width]} className={classes.frame} data-width={width}>
      <div className={classes.header}>
        <div className={classes.heading}>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {description && (
            <Text c="gray.7" className={classes.description}>
              {description}
            </Text>
          )}
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
      {children}
    </Container>
  );
}
