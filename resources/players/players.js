/* Hexkeeper players' page: start-up, the connection and the tabs (loaded last, after players-core.js,
 * players-map.js and players-panels.js; see players-core.js for what each holds).
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { ui, $, label, str, show } = P;

  const TABS = ['fight', 'sheet', 'timeline', 'dice', 'between'];

  // ---------------------------------------------------------------------------------------------------
  // Connection: reopen after 1 s, 2 s, then every 5 s; a 4403 close means the link is dead for good.

  function connect() {
    if (ui.stopped) return;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    let ws;
    try {
      ws = new WebSocket(scheme + '//' + location.host + '/p/' + ui.token + '/live');
    } catch (e) {
      scheduleReconnect();
      return;
    }
    ui.socket = ws;
    ws.addEventListener('open', () => {
      ui.retries = 0;
      setConnection('connected');
      if (P.onConnected) P.onConnected();
    });
    ws.addEventListener('message', (ev) => onMessage(ev.data));
    ws.addEventListener('close', (ev) => {
      if (ui.socket === ws) ui.socket = null;
      if (ev.code === 4403) {
        showRevoked();
        return;
      }
      setConnection('reconnecting');
      scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (ui.stopped) return;
    const delay = ui.retries === 0 ? 1000 : ui.retries === 1 ? 2000 : 5000;
    ui.retries += 1;
    setTimeout(connect, delay);
  }

  function setConnection(state) {
    const box = $('connection');
    box.classList.remove('is-connecting', 'is-connected', 'is-reconnecting', 'is-revoked');
    box.classList.add('is-' + state);
    box.dataset.state = state;
    $('connection-text').textContent = label(state);
  }

  function showRevoked() {
    ui.stopped = true;
    document.body.classList.add('is-revoked');   // what is on screen may be stale: show only the notice
    setConnection('revoked');
    $('connection-text').textContent = '';
    const banner = $('banner');
    banner.textContent = label('revoked');
    show(banner, true);
  }

  // Sends one message; its answer shows in output. done(msg), when given, also gets the whole answer (a result
  // or an error). Ids are unique per page load, so a reloaded page's first request is not taken for an old one.
  function send(message, output, done) {
    const ws = ui.socket;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      setReply(output, label('notConnected'), true);
      if (done) done({ type: 'error', message: label('notConnected') });
      return;
    }
    const id = ui.session + '-' + ui.nextId++;
    message.id = id;
    ui.pending.set(id, { output, done });
    if (output) ui.lastOutput = output;
    if (output) {
      setReply(output, label('sending'), false);
      output.classList.add('is-waiting');
    }
    ws.send(JSON.stringify(message));
  }

  function onMessage(data) {
    let msg;
    try {
      msg = JSON.parse(data);
    } catch (e) {
      return;
    }
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'snapshot') render(msg);
    else if (msg.type === 'result' || msg.type === 'error') onReply(msg);
  }

  function onReply(msg) {
    const isError = msg.type === 'error';
    const text = isError ? str(msg.message) : str(msg.text);
    let output = null;
    let done = null;
    if (msg.id !== undefined && ui.pending.has(String(msg.id))) {
      ({ output, done } = ui.pending.get(String(msg.id)));
      ui.pending.delete(String(msg.id));
    } else {
      output = ui.lastOutput;         // an error about an unreadable request: show it where we last asked
    }
    if (done) {
      try {
        done(msg);
      } catch (e) {
        if (window.console) console.warn('players page: reply', e);
      }
    }
    if (!output) return;
    setReply(output, text, isError);
    if (!isError && output === $('propose-reply')) {
      ui.picked = null;               // the proposal went through: the next one starts afresh
      P.updateMoveTo();
      P.drawOverlay();
    }
  }

  function setReply(output, text, isError) {
    if (!output) return;
    output.textContent = text;
    output.classList.toggle('is-error', !!isError);
    output.classList.remove('is-waiting');
  }

  // ---------------------------------------------------------------------------------------------------
  // Snapshot rendering. Each section is drawn on its own so a surprise in one leaves the others readable.

  function render(snap) {
    ui.snapshot = snap;
    ui.labels = snap.labels && typeof snap.labels === 'object' ? snap.labels : {};
    // The GM's language, so the browser hyphenates and reads the page aloud in it.
    if (typeof snap.language === 'string' && /^[A-Za-z-]{2,12}$/.test(snap.language)) document.documentElement.lang = snap.language;
    const parts = [applyLabels, renderHeader, P.renderFight, P.renderSheets, P.renderTimeline, P.renderRolls, P.renderBetween];
    for (const part of parts) {
      try {
        part(snap);
      } catch (e) {
        if (window.console) console.warn('players page:', part.name, e);
      }
    }
    document.body.dataset.serial = String(snap.serial);
  }

  function applyLabels() {
    for (const node of document.querySelectorAll('[data-label]')) node.textContent = label(node.dataset.label);
    const conn = $('connection');
    if (!ui.stopped) $('connection-text').textContent = label(conn.dataset.state || 'connected');
  }

  function renderHeader(snap) {
    const campaign = snap.campaign || {};
    $('campaign-name').textContent = str(campaign.name);
    $('campaign-date').textContent = str(campaign.date);
    $('player-name').textContent = str((snap.player || {}).name);
    document.title = campaign.name ? str(campaign.name) + ' · Hexkeeper' : 'Hexkeeper';
  }

  // --- Tabs ------------------------------------------------------------------------------------------
  // The open tab is in the URL's hash (#fight, #sheet, #timeline, #dice, #between) so a reload keeps it.

  function setTab(tab) {
    if (!TABS.includes(tab)) tab = 'fight';
    ui.tab = tab;
    document.body.dataset.tab = tab;
    for (const b of document.querySelectorAll('.tab')) {
      const on = b.dataset.tab === tab;
      b.classList.toggle('is-current', on);
      b.setAttribute('aria-selected', on ? 'true' : 'false');
    }
    if (tab === 'fight') {
      P.applyView();                  // the map may just have got its size back
      const box = $('log-scroll');
      if (ui.logStick) box.scrollTop = box.scrollHeight;
    }
  }

  // ---------------------------------------------------------------------------------------------------

  function start() {
    const match = /^\/p\/([^/]+)/.exec(location.pathname);
    ui.token = match ? match[1] : '';

    for (const node of document.querySelectorAll('[data-label]')) node.textContent = label(node.dataset.label);
    setConnection('connecting');
    setTab(location.hash.replace('#', ''));

    for (const b of document.querySelectorAll('.tab')) {
      b.addEventListener('click', () => {
        setTab(b.dataset.tab);
        history.replaceState(null, '', '#' + ui.tab);
      });
    }
    window.addEventListener('hashchange', () => setTab(location.hash.replace('#', '')));

    P.setupPanels();
    P.setupBetween();
    P.setupMapGestures();

    if (!ui.token) {
      showRevoked();
      return;
    }
    connect();
  }

  P.send = send;
  P.setReply = setReply;

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
