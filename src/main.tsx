import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/app/app';
import './main.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html 缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
