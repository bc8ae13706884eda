import { Spin } from 'antd';

/** A centered spinner with a caption while a chunk, the engine or the menu loads. */
export function PageSpinner({ tip, fullHeight = false }: { tip: string; fullHeight?: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullHeight ? '100vh' : '60vh' }}>
      <Spin size="large" tip={tip}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
