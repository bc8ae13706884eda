import { Suspense } from 'react';
import { PageRenderer, usePageSchema } from '@/engine';
import { shellMessages } from '../shared/messages';
import { HomeScreen } from './home-screen';

/** The project home's figures: the `project/home` dashboard, fed by reports over the session's current project. */
export const PROJECT_FIGURES = 'project/home';
/** Below them, the project's big screen: sections, progress against plan, quality and safety, logs and photos. */
export const PROJECT_SCREEN = 'dashboard/projectScreen';

// A user whose menu lacks the figures (or whose schema file is broken) still gets the welcome and the shortcuts: the
// home page never turns into an error panel.
function ProjectFigures({ code }: { code: string }) {
  const { state } = usePageSchema(code);
  if (state.status !== 'ready') return null;
  return (
    <div className="home-figures">
      <Suspense fallback={null}>
        <PageRenderer schema={state.schema} />
      </Suspense>
    </div>
  );
}

/** /project/screen: the project home, with the current project's key figures and its big screen above the shortcuts. */
export function ProjectScreen() {
  return <HomeScreen title={shellMessages.home.projectTitle} before={<><ProjectFigures code={PROJECT_FIGURES} /><ProjectFigures code={PROJECT_SCREEN} /></>} />;
}
