import type { SchemaProblem } from '../schema/validate-page';
import { engineMessages } from '../messages';

export interface SchemaErrorPanelProps {
  /** Page code the schema was loaded for. */
  code?: string;
  problems: SchemaProblem[];
}

const styles = {
  panel: { border: '1px solid #ffccc7', background: '#fff2f0', borderRadius: 8, padding: '16px 20px', color: '#5c0011' },
  title: { margin: '0 0 8px', fontSize: 16, fontWeight: 600, color: '#a8071a' },
  hint: { margin: '0 0 8px', fontSize: 13 },
  list: { margin: 0, paddingLeft: 20, fontSize: 13, lineHeight: '22px' },
  pointer: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', color: '#a8071a' },
} as const;

/**
 * Shows every problem of an invalid page schema at its JSON Pointer, instead of rendering a broken page.
 * Plain elements on purpose: the engine stays UI-library free.
 *
 * @example
 * <SchemaErrorPanel code="news/notice" problems={[{ pointer: '/fields/0/type', message: '取值必须是 input, ... 之一' }]} />
 */
export function SchemaErrorPanel({ code, problems }: SchemaErrorPanelProps) {
  return (
    <section role="alert" style={styles.panel} data-testid="schema-error-panel">
      <h3 style={styles.title}>
        {engineMessages.schemaInvalidTitle}
        {code ? `：${code}` : ''}
      </h3>
      <p style={styles.hint}>{engineMessages.schemaInvalidHint}</p>
      <ul style={styles.list}>
        {problems.map((problem, index) => (
          <li key={`${problem.pointer}-${index}`}>
            <span style={styles.pointer}>#{problem.pointer}</span>: {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
