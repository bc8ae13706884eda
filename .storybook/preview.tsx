import type { Preview } from '@storybook/react-vite';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { appTheme } from '../src/shell/shared/theme';

dayjs.locale('zh-cn');

const preview: Preview = {
  decorators: [
    (Story) => (
      <ConfigProvider locale={zhCN} theme={appTheme}>
        <AntdApp>
          <Story />
        </AntdApp>
      </ConfigProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
  },
};

export default preview;
