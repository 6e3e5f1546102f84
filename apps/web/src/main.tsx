import './zod-config.ts';
import './i18n/i18n.ts';
import './styles/bootstrap-italia.scss';
import './styles/fonts.css';
import './styles/halo.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, initShell, ShellRoot } from './shell/boot.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

const queryClient = createQueryClient();
const ready = initShell(queryClient);

createRoot(container).render(
  <StrictMode>
    <ShellRoot ready={ready} queryClient={queryClient} />
  </StrictMode>,
);
