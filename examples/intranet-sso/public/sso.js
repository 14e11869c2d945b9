// An intranet with company sign-in (SSO): the popup gives the embed token, no back end needed.
const config = document.getElementById('trilha-config').dataset;
const baseUrl = config.trilhaUrl;
const status = document.getElementById('sso-status');
const byId = (id) => document.getElementById(id);

function say(text, kind = 'info') {
  status.textContent = text;
  status.dataset.kind = kind;
}

// Browsers open popups only during a click: the sign-in starts here, never on page load.
byId('sso-entrar').addEventListener('click', async () => {
  const email = byId('sso-email').value.trim();
  if (!email) return say('Informe o seu e-mail corporativo.', 'error');
  say('Conclua o login na janela da sua empresa...');
  try {
    const options = { baseUrl, email };
    const first = await Trilha.signInWithCompany(options);
    // The widgets share one source: the token while it lasts, then a new popup sign-in.
    const getToken = Trilha.companyTokenSource(options, first);
    const common = { baseUrl, getToken, locale: 'pt-BR' };
    Trilha.mount(byId('trilha-curso'), { ...common, widget: 'course-player', courseId: Number(config.courseId) });
    Trilha.mount(byId('trilha-certificados'), { ...common, widget: 'certificates' });
    say(`Conectado como ${email}.`);
  } catch (error) {
    // error.id: a refusal of the server (sso.unknown_user...) or popup_blocked / popup_closed / timeout.
    say(error.message, 'error');
  }
});
