import { useEffect } from 'react';
import { engineMessages } from '../messages';

const reported = new Set<string>();

/**
 * A visible placeholder for a node or page whose type has no registered widget; logs once per type.
 *
 * @example
 * <UnknownNode type="chart" path="/body/2" />
 */
export function UnknownNode({ type, path }: { type: string; path?: string }) {
  useEffect(() => {
    const key = `${type}@${path ?? ''}`;
    if (reported.has(key)) return;
    reported.add(key);
    console.error(`[engine] ${engineMessages.unknownKindHint(type)}${path ? `（位置 ${path}）` : ''}`);
  }, [type, path]);
  return (
    <div role="alert" style={{ border: '1px dashed #faad14', background: '#fffbe6', padding: 12, borderRadius: 6, color: '#613400' }}>
      <strong>{engineMessages.unknownKindTitle}：{type}</strong>
      {path ? <span style={{ marginLeft: 8, fontFamily: 'monospace' }}>#{path}</span> : null}
      <div style={{ fontSize: 13, marginTop: 4 }}>{engineMessages.unknownKindHint(type)}</div>
    </div>
  );
}
