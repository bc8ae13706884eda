import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';

// Every story is a test: it must mount without error and show the texts it promises in `parameters.expectText`.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { parameters?: Record<string, unknown> };
const modules = import.meta.glob<StoryModule>('/src/**/*.stories.tsx', { eager: true });

describe('stories', () => {
  it('finds story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
    describe(file.replace('/src/', ''), () => {
      it('exports stories', () => expect(stories.length).toBeGreaterThan(0));

      for (const [name, Story] of stories) {
        it(`${name} mounts and shows its data`, async () => {
          const expectText = Story.parameters?.expectText as string[] | undefined;
          expect(expectText, `${file} › ${name}: add parameters.expectText`).toBeInstanceOf(Array);
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          try {
            render(<Story />);
            for (const text of expectText!) {
              await waitFor(() => expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0), { timeout: 5000 });
            }
          } finally {
            window.removeEventListener('error', onError);
          }
          expect(errors).toEqual([]);
        });
      }
    });
  }
});
