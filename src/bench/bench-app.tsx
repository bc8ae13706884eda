import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BenchAntdPage, BenchGridPage, BenchListPage } from './bench-pages';

/**
 * The benchmark pages (`npm run bench` and the grid's browser tests open them): local data only, no login, no
 * server calls. They are their own entry (bench.html), so none of this is in the app's bundle or router.
 */
export function BenchApp() {
  return (
    <ConfigProvider locale={zhCN}>
      <AntdApp>
        <BrowserRouter>
          <Routes>
            <Route path="/bench/list" element={<BenchListPage />} />
            <Route path="/bench/antd" element={<BenchAntdPage />} />
            <Route path="/bench/grid" element={<BenchGridPage />} />
            <Route path="*" element={<p>未知的基准页面：/bench/list、/bench/antd 或 /bench/grid</p>} />
          </Routes>
        </BrowserRouter>
      </AntdApp>
    </ConfigProvider>
  );
}
