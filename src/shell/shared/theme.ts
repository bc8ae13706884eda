import type { ThemeConfig } from 'antd';

/** The platform's antd theme (also used by Storybook so stories look like the app). */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#07aea8',
    // antd derives links from the info colour (blue); links follow the brand instead.
    colorLink: '#07aea8',
    borderRadius: 4,
  },
};
