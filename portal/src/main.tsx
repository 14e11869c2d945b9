import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { loadSession } from './state/session';
import { applyThemeToDocument, loadTheme } from './state/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/cards.css';
import './styles/table.css';
import './styles/feedback.css';

applyThemeToDocument();
void loadTheme();
void loadSession();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
