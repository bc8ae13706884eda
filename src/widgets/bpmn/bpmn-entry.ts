// The lazily loaded chunk of the BPMN widgets: everything that pulls in bpmn-js (about 1 MB with its CSS) is reached
// from here only, and only index.tsx imports this file, through import(). Pages import '@/widgets/bpmn' instead.
export { BpmnViewer, type BpmnViewerProps } from './bpmn-viewer';
export { BpmnModeler, type BpmnModelerApi, type BpmnModelerProps } from './bpmn-modeler';
