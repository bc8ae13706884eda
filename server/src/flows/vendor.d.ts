// Type shells for the BPMN libraries that ship none; the platform uses the few calls declared here.
declare module 'bpmn-moddle' {
  export default class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
declare module 'bpmnlint' {
  const bpmnlint: unknown;
  export default bpmnlint;
}
declare module 'bpmnlint/lib/resolver/node-resolver.js' {
  const NodeResolver: unknown;
  export default NodeResolver;
}
