import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './AuthLinks.module.css';

export interface AuthLink {
  to: string;
  label: string;
  /** Text before the link ("New to Meridian?"). */
  lead?: string;
  /** Router state to pass on (e.g. `{from}`, so the next page still knows where to return). */
  state?: unknown;
}

/** The small print under an auth form: links between login, register and reset. */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  return (
    <div className={classes.links}>
      {links.map((link) => (
        <Text key={link.to} size="sm" c="gray.7">
          {link.lead && <>{link.lead} </>}
          <Anchor component={Link} to={link.to} state={link.state} fw={600}>
            {link.label}
          </Anchor>
        </Text>
      ))}
    </div>
  );
}
