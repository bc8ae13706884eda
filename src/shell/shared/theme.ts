import type { ThemeConfig } from 'antd';

/** The platform's primary colour (teal), the default of the layout settings. */
export const DEFAULT_PRIMARY_COLOR = '#07aea8';

/** The platform's antd theme (also used by Storybook so stories look like the app). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: DEFAULT_PRIMARY_COLOR,
    // antd derives links from the info colour (blue); links follow the brand instead.
    colorLink: DEFAULT_PRIMARY_COLOR,
    borderRadius: 4,
  },
};

/**
 * The theme the app runs with: the primary colour the user chose in the layout settings, and no animations for a user
 * who asked the system for less motion. The build renders antd's styles ahead for the default colour with and without
 * motion from this same function, so the browser finds them ready instead of computing them on every page.
 */
export function themeFor(color: string, reducedMotion: boolean): ThemeConfig {
  return { ...appTheme, token: { ...appTheme.token, colorPrimary: color, colorLink: color, motion: !reducedMotion } };
}
