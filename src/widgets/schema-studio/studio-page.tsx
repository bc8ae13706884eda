/** 模式设计器 (placeholder until the editor lands). */
export default function StudioPage() {
  return <div>模式设计器</div>;
}
