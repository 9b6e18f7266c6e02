import type { ReactNode } from 'react';
import classes from './AuthCard.module.css';

/** The white card an auth form sits in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <div className={classes.card}>{children}</div>;
}

export { classes as authClasses };
