import { forwardRef, lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { BpmnViewerProps } from './bpmn-viewer';
import type { BpmnModelerApi, BpmnModelerProps } from './bpmn-modeler';

// bpmn-js is about 1 MB: a page that shows a diagram loads it with the first diagram, every other page never does.
// Only types come from the widget files here (erased at build), so importing this file costs no bpmn-js.
const loadEntry = () => import('./bpmn-entry');
const Viewer = lazy(() => loadEntry().then((m) => ({ default: m.BpmnViewer })));
const Modeler = lazy(() => loadEntry().then((m) => ({ default: m.BpmnModeler })));

function Loading({ height }: { height: number }) {
  return (
    <Spin tip="加载流程图…">
      <div style={{ height }} />
    </Spin>
  );
}

/**
 * BpmnViewer, loaded on first use.
 *
 * @example
 * <LazyBpmnViewer xml={process.xml} doneNodes={['Task_DeptLeader']} currentNodes={['Task_DivisionLeader']} />
 */
export function LazyBpmnViewer(props: BpmnViewerProps) {
  return (
    <Suspense fallback={<Loading height={props.height ?? 400} />}>
      <Viewer {...props} />
    </Suspense>
  );
}

/**
 * BpmnModeler, loaded on first use; the ref reaches the modeler's API once it has loaded.
 *
 * @example
 * const modeler = useRef<BpmnModelerApi>(null);
 * <LazyBpmnModeler ref={modeler} xml={xml} fields={fields} roles={roles} users={users} onChange={setXml} />
 * await modeler.current?.saveXML();
 */
export const LazyBpmnModeler = forwardRef<BpmnModelerApi, BpmnModelerProps>(function LazyBpmnModeler(props, ref) {
  return (
    <Suspense fallback={<Loading height={props.height ?? 560} />}>
      <Modeler ref={ref} {...props} />
    </Suspense>
  );
});

export type { BpmnViewerProps, BpmnModelerApi, BpmnModelerProps };
export type { FlowProblem, FormField, Option } from './bpmn-helpers';
