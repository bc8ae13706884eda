import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BenchApp } from './bench/bench-app';
import './main.css';

const container = document.getElementById('root');
if (!container) throw new Error('bench.html 缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <BenchApp />
  </StrictMode>,
);
