import { UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ChevronEndIcon, type IconProps } from './icons';
import classes from './LinkList.module.css';

export interface LinkListItem {
  key: string;
  label: string;
  icon?: ComponentType<IconProps>;
  /** A route, or… */
  to?: string;
  /** …an action (rendered as a button). */
  onClick?: () => void;
  tone?: 'default' | 'danger';
}

/** A menu of large, tappable rows (account menu, help centre). */
export function LinkList({ items, label }: { items: readonly LinkListItem[]; label?: string }) {
  return (
    <ul className={classes.links} aria-label={label}>
      {items.map(({ key, label: text, icon: Icon, to, onClick, tone }) => {
        const content = (
          <>
            {Icon && <Icon size={20} />}
            <span className={classes.label}>{text}</span>
            {to && <ChevronEndIcon size={16} className="meridian-flip-rtl" />}
          </>
        );
        return (
          <li key={key}>
            {to ? (
              <Link to={to} className={classes.link} data-tone={tone}>
                {content}
              </Link>
            ) : (
              <UnstyledButton className={classes.link} data-tone={tone} onClick={onClick}>
                {content}
              </UnstyledButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}
