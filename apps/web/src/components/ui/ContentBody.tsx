import { paragraphsOf } from '@/lib/content';
import classes from './ContentBody.module.css';

/** A content page's text: one paragraph per block separated by a blank line. */
export function ContentBody({ body }: { body: string }) {
  return (
    <div className={classes.body} data-testid="content-body">
      {paragraphsOf(body).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
