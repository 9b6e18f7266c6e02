import { UnstyledButton } from '@mantine/core';
import { useId, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './AccountMenu.module.css';
import { ChevronEndIcon, type IconProps } from '@/components/ui/icons';

export interface AccountMenuItem {
  key: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** A route, or… */
  to?: string;
  /** …an action. */
  onClick?: () => void;
  /** A value or badge at the end of the row (current language, unread count, status). */
  trailing?: ReactNode;
  tone?: 'default' | 'danger';
  /** For a button that opens a dialog. */
  hasPopup?: 'dialog';
}

export interface AccountMenuGroup {
  key: string;
  /** Shown as the group's heading; omit for an untitled group (e.g. log out). */
  title?: string;
  items: readonly AccountMenuItem[];
}

function Group({ group }: { group: AccountMenuGroup }) {
  const headingId = useId();
  return (
    <section
      className={classes.group}
      aria-labelledby={group.title ? headingId : undefined}
      data-testid={`menu-${group.key}`}
    >
      {group.title && (
        <h2 id={headingId} className={classes.heading}>
          {group.title}
        </h2>
      )}
      <ul className={classes.list}>
        {group.items.map(({ key, label, icon: Icon, to, onClick, trailing, tone, hasPopup }) => {
          const content = (
            <>
              <span className={classes.icon}>
                <Icon size={18} />
              </span>
              <span className={classes.label}>{label}</span>
              {trailing !== undefined && <span className={classes.trailing}>{trailing}</span>}
              {to && (
                <ChevronEndIcon size={16} className={`${classes.chevron} meridian-flip-rtl`} />
              )}
            </>
          );
          return (
            <li key={key}>
              {to ? (
                <Link
                  to={to}
                  className={classes.row}
                  data-tone={tone}
                  data-testid={`menu-item-${key}`}
                >
                  {content}
                </Link>
              ) : (
                <UnstyledButton
                  className={classes.row}
                  data-tone={tone}
                  onClick={onClick}
                  aria-haspopup={hasPopup}
                  data-testid={`menu-item-${key}`}
                >
                  {content}
                </UnstyledButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The account menu (SPEC §2) in titled groups of large rows. */
export function AccountMenu({
  groups,
  label,
}: {
  groups: readonly AccountMenuGroup[];
  label: string;
}) {
  return (
    <nav className={classes.groups} aria-label={label}>
      {groups.map((group) => (
        <Group key={group.key} group={group} />
      ))}
    </nav>
  );
}
