import { Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './SettingsSection.module.css';

export interface SettingsSectionProps {
  /** The anchor (`/profile/info#password`). */
  id: string;
  title: string;
  description?: string;
  /** Next to the title: a status badge. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One card of the settings page, with an h2 that an anchor link scrolls to and focuses. */
export function SettingsSection({ id, title, description, aside, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={classes.section} aria-labelledby={headingId}>
      <div className={classes.header}>
        <div>
          <h2 id={headingId} className={classes.title} tabIndex={-1} data-section-heading>
            {title}
          </h2>
          {description && (
            <Text size="sm" c="gray.7" className={classes.description}>
              {description}
            </Text>
          )}
        </div>
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
      {children}
    </section>
  );
}
