import type { CSSProperties } from 'react';

export interface ScrollRow {
  key: string;
  cells: string[];
  onOpen?: () => void;
}

/** Seconds one row stays on screen while the list scrolls. */
const SECONDS_PER_ROW = 3;
/** Rows that fit without scrolling: a shorter list stands still. */
const STILL_ROWS = 6;

/**
 * The big screen's scrolling list: a header and rows moving up without end (CSS animation over the rows twice,
 * paused under the mouse and for users who ask for reduced motion); a short list stands still.
 */
export function ScrollRows({ header, rows }: { header: string[]; rows: ScrollRow[] }) {
  const moving = rows.length > STILL_ROWS;
  const template = { gridTemplateColumns: `repeat(${header.length}, minmax(0, 1fr))` } as CSSProperties;
  const line = (row: ScrollRow, copy: boolean) => (
    <div
      key={`${copy ? 'copy-' : ''}${row.key}`}
      className={`dashboard-scroll-row${row.onOpen ? ' dashboard-drillable' : ''}`}
      style={template}
      role="row"
      aria-hidden={copy || undefined}
      onClick={row.onOpen}
    >
      {row.cells.map((text, i) => <span key={i} role="cell" title={text}>{text}</span>)}
    </div>
  );
  return (
    <div className="dashboard-scroll" role="table">
      <div className="dashboard-scroll-head" style={template} role="row">
        {header.map((title) => <span key={title} role="columnheader">{title}</span>)}
      </div>
      <div className="dashboard-scroll-window">
        <div
          className={`dashboard-scroll-track${moving ? ' is-moving' : ''}`}
          style={moving ? { animationDuration: `${rows.length * SECONDS_PER_ROW}s` } : undefined}
        >
          {rows.map((row) => line(row, false))}
          {moving ? rows.map((row) => line(row, true)) : null}
        </div>
      </div>
    </div>
  );
}
