import { useEffect, useRef, useState } from 'react';
import { Alert, Space, Typography } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import { fitViewport, importErrorText } from './bpmn-helpers';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './bpmn.css';

export interface BpmnViewerProps {
  /** BPMN 2.0 XML with its diagram (BPMNDI) section. */
  xml: string;
  /** Nodes (or flows) already passed: drawn green. */
  doneNodes?: string[];
  /** Nodes the record waits at now: drawn orange. */
  currentNodes?: string[];
  /** Canvas height in px. */
  height?: number;
}

export const DONE_MARKER = 'flow-node-done';
export const CURRENT_MARKER = 'flow-node-current';

/** Replaces the progress markers: the ones of a previous render go first, ids not in the diagram are skipped. */
function applyProgress(viewer: NavigatedViewer, done: string[], current: string[]): void {
  const canvas = viewer.get<Canvas>('canvas');
  const registry = viewer.get<ElementRegistry>('elementRegistry');
  for (const element of registry.getAll()) {
    canvas.removeMarker(element.id, DONE_MARKER);
    canvas.removeMarker(element.id, CURRENT_MARKER);
  }
  for (const id of done) if (registry.get(id)) canvas.addMarker(id, DONE_MARKER);
  for (const id of current) if (registry.get(id)) canvas.addMarker(id, CURRENT_MARKER);
}

/**
 * A read-only process diagram with the record's progress: passed nodes green, the current node orange. The user may
 * pan and zoom. A diagram that cannot be drawn shows why, in place of the canvas; the widget never throws.
 */
export function BpmnViewer({ xml, doneNodes = [], currentNodes = [], height = 400 }: BpmnViewerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<NavigatedViewer>();
  const [error, setError] = useState<string>();
  // Bumped after each successful import, so the markers are drawn onto the diagram that is now on screen.
  const [imported, setImported] = useState(0);

  useEffect(() => {
    try {
      viewerRef.current = new NavigatedViewer({ container: containerRef.current ?? undefined });
    } catch (e) {
      setError(importErrorText(xml, e));
    }
    return () => {
      try {
        viewerRef.current?.destroy();
      } catch {
        // A viewer that failed half-way may not tear down cleanly; the container goes with the component anyway.
      }
      viewerRef.current = undefined;
    };
    // The viewer lives as long as the component; xml changes are imported below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    // A newer xml may arrive before this import ends; its result then must not overwrite the newer one's.
    let stale = false;
    if (!xml.trim()) {
      viewer.clear();
      setError(importErrorText(xml));
      return;
    }
    viewer
      .importXML(xml)
      .then(() => {
        if (stale) return;
        setError(undefined);
        setImported((n) => n + 1);
      })
      .catch((e: unknown) => {
        if (!stale) setError(importErrorText(xml, e));
      });
    return () => {
      stale = true;
    };
  }, [xml]);

  useEffect(() => {
    // After the commit, so a canvas that was hidden behind an error has its size again when the diagram is fitted.
    if (imported > 0) fitViewport(viewerRef.current, true);
  }, [imported]);

  const doneKey = doneNodes.join(',');
  const currentKey = currentNodes.join(',');
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || imported === 0) return;
    try {
      applyProgress(viewer, doneKey ? doneKey.split(',') : [], currentKey ? currentKey.split(',') : []);
    } catch {
      // Markers are decoration: a diagram without them is still worth showing.
    }
  }, [imported, doneKey, currentKey]);

  const showLegend = !error && (doneNodes.length > 0 || currentNodes.length > 0);
  return (
    <div className="bpmn-viewer">
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} />}
      {/* Kept mounted while the error shows, so the next xml can be imported into the same viewer. */}
      <div
        ref={containerRef}
        className="bpmn-widget-canvas"
        style={{ height, border: '1px solid #f0f0f0', borderRadius: 4, display: error ? 'none' : undefined }}
      />
      {showLegend && (
        <Space size="large" style={{ marginTop: 8 }}>
          <Typography.Text type="secondary">
            <span className="bpmn-legend-swatch" style={{ borderColor: '#52c41a', background: '#f6ffed' }} />已完成
          </Typography.Text>
          <Typography.Text type="secondary">
            <span className="bpmn-legend-swatch" style={{ borderColor: '#fa8c16', background: '#fff7e6' }} />当前节点
          </Typography.Text>
        </Space>
      )}
    </div>
  );
}
