import type { ReactNode } from 'react';
import classes from './Signing.module.css';

/** A signature's facts as a list of labelled values (the record under the terms, a verified copy's commitment). */
export function RecordList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.record}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
