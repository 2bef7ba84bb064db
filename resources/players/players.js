/* Hexkeeper players' page.
 *
 * The server pushes whole snapshots over a WebSocket (docs/players-protocol.md); every snapshot is drawn
 * completely, so the page never has to merge changes. What the player is doing meanwhile (open tab, map
 * zoom and pan, the forms' inputs, a picked hex) lives in `ui` and the form elements, which are never rebuilt.
 *
 * Names come from players and the GM: text from the server is only ever put into the page through
 * textContent and setAttribute, never parsed as HTML.
 */
(function () {
  'use strict';

  // ---------------------------------------------------------------------------------------------------
  // Words: the server's labels; these English fallbacks only cover the time before the first snapshot
  // and keys an older server does not send yet.

  const FALLBACK = {
    fight: 'Fight', noFight: 'No fight', log: 'Combat log', timeline: 'Downtime', sheet: 'Character',
    roll: 'Roll', dice: 'Dice', why: 'What for', propose: 'Propose', option: 'Option', moveTo: 'Move to',
    tapHex: 'Tap a hex', send: 'Send', rolls: 'Rolls', wounds: 'Wounds', fatigue: 'Fatigue',
    experience: 'Experience', spells: 'Spells', gear: 'Gear', potions: 'Potions',
    nothingPlanned: 'No work under way', connected: 'Live', reconnecting: 'Reconnecting…',
    revoked: 'This link no longer works. Ask the GM for a new one.', order: 'Order of actions',
    proposals: 'Your proposals', st: 'ST', dx: 'DX', iq: 'IQ', ma: 'MA', stNow: 'ST now',
    adjustedDx: 'adjusted DX', side: 'Side',
    // Keys beyond the protocol's list (the server may add them; until then these show).
    badPotion: 'does not work', talents: 'Talents', figure: 'Figure', vs: 'Target', fit: 'Fit',
    hexesLeft: 'hexes left', connecting: 'Connecting…', notConnected: 'Not connected', sending: '…',
  };

  // Okabe–Ito colours: told apart by the common kinds of colour blindness. Side 1 blue, side 2 vermilion.
  // The same colours, by side number, as the GM's map and the players' window (views/combat/HexMapGeometry).
  const SIDE_COLOURS = ['#2f6fb5', '#b83a32', '#3d8f45', '#7d4fa8', '#2a9190', '#9a6a2b'];

  const TABS = ['fight', 'sheet', 'timeline', 'dice'];
  const SVGNS = 'http://www.w3.org/2000/svg';
  const S = 30;                       // hex corner radius in map units
  const H = Math.sqrt(3) * S;         // hex height (flat-topped)

  const ui = {
    token: '',
    labels: null,
    snapshot: null,
    socket: null,
    retries: 0,
    stopped: false,
    tab: 'fight',
    nextId: 1,
    pending: new Map(),               // request id -> <output> that shows its reply
    lastOutput: null,
    // Map state kept across snapshots.
    mapKey: '',
    full: null,                       // viewBox showing the whole map
    view: null,                       // current viewBox
    geometry: null,                   // {columns, rows} of the drawn map
    picked: null,                     // [column, row] tapped for a proposal
    logStick: true,                   // keep the log scrolled to its newest line
    logCount: 0,
  };

  const $ = (id) => document.getElementById(id);

  function label(key) {
    const l = ui.labels;
    if (l && typeof l[key] === 'string' && l[key] !== '') return l[key];
    return FALLBACK[key] !== undefined ? FALLBACK[key] : key;
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function svgEl(tag, attrs, text) {
    const node = document.createElementNS(SVGNS, tag);
    if (attrs) for (const k of Object.keys(attrs)) node.setAttribute(k, String(attrs[k]));
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  function str(v) {
    return v === undefined || v === null ? '' : String(v);
  }

  function arr(v) {
    return Array.isArray(v) ? v : [];
  }

  function show(node, on) {
    node.classList.toggle('is-off', !on);
  }

  function sideColour(side) {
    const n = Math.floor(Number(side));
    const count = SIDE_COLOURS.length;
    return SIDE_COLOURS[Number.isFinite(n) ? ((n % count) + count) % count : 0];
  }

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

  function send(message, output) {
    const ws = ui.socket;
    if (!ws || ws.readyState !== WebSocket.OPEN) {
      setReply(output, label('notConnected'), true);
      return;
    }
    const id = 'r' + ui.nextId++;
    message.id = id;
    ui.pending.set(id, output);
    ui.lastOutput = output;
    setReply(output, label('sending'), false);
    output.classList.add('is-waiting');
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
    if (msg.id !== undefined && ui.pending.has(String(msg.id))) {
      output = ui.pending.get(String(msg.id));
      ui.pending.delete(String(msg.id));
    } else {
      output = ui.lastOutput;         // an error about an unreadable request: show it where we last asked
    }
    if (!output) return;
    setReply(output, text, isError);
    if (!isError && output === $('propose-reply')) {
      ui.picked = null;               // the proposal went through: the next one starts afresh
      updateMoveTo();
      drawOverlay();
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
    const parts = [applyLabels, renderHeader, renderFight, renderSheets, renderTimeline, renderRolls];
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

  // --- Fight -----------------------------------------------------------------------------------------

  function renderFight(snap) {
    const fight = snap.fight && typeof snap.fight === 'object' ? snap.fight : null;
    document.body.classList.toggle('has-fight', !!fight);
    show($('map-panel'), !!fight);
    show($('no-fight'), !fight);
    for (const id of ['proposals-box', 'order-box', 'log-box']) show($(id), !!fight);
    if (!fight) {
      show($('propose-form'), false);
      ui.picked = null;
      ui.mapKey = '';
      return;
    }
    $('fight-name').textContent = str(fight.name);
    $('fight-status').textContent = str(fight.status);
    $('fight-next').textContent = str(fight.next);
    const figures = arr(fight.figures);
    const byId = new Map(figures.map((f) => [str(f.id), f]));
    drawMap(fight, figures);
    renderLegend(figures);
    renderChoices(fight);
    renderProposals(arr(fight.proposals));
    renderOrder(arr(fight.order), byId);
    renderLog(arr(fight.log));
  }

  function renderLegend(figures) {
    const list = $('legend');
    clear(list);
    const sides = [...new Set(figures.map((f) => Number(f.side)).filter((n) => Number.isFinite(n)))].sort((a, b) => a - b);
    if (sides.length < 2) return;
    for (const side of sides) {
      const item = el('li', 'legend-item');
      const dot = el('span', 'dot');
      dot.style.backgroundColor = sideColour(side);
      item.append(dot, el('span', null, label('side') + ' ' + side));
      list.append(item);
    }
  }

  function renderOrder(order, byId) {
    const list = $('order');
    clear(list);
    for (const entry of order) {
      const item = el('li', 'order-item');
      if (entry.acted) item.classList.add('is-done');
      const fig = byId.get(str(entry.id));
      const dot = el('span', 'dot');
      dot.style.backgroundColor = fig ? sideColour(fig.side) : 'transparent';
      item.append(dot, el('span', 'order-name', entry.name));
      if (entry.dx !== undefined && entry.dx !== null) item.append(el('span', 'order-dx', label('dx') + ' ' + entry.dx));
      list.append(item);
    }
    show($('order-box'), order.length > 0);
  }

  function renderLog(lines) {
    const box = $('log-scroll');
    const list = $('log');
    clear(list);
    let lastTurn = null;
    for (const line of lines) {
      const item = el('li', 'log-line');
      const turn = line.turn === undefined || line.turn === null ? '' : String(line.turn);
      // The turn number once per turn: a quiet column that makes turn boundaries easy to find.
      const turnCell = el('span', 'log-turn', turn !== lastTurn ? turn : '');
      if (turn !== lastTurn && lastTurn !== null) item.classList.add('is-new-turn');
      lastTurn = turn;
      item.append(turnCell, el('span', 'log-text', line.text));
      list.append(item);
    }
    show($('log-box'), lines.length > 0);
    if (ui.logStick || lines.length !== ui.logCount) box.scrollTop = box.scrollHeight;
    ui.logCount = lines.length;
  }

  function renderProposals(proposals) {
    const list = $('proposals');
    clear(list);
    for (const p of proposals) {
      const item = el('li', 'proposal');
      const status = ['pending', 'accepted', 'refused'].includes(p.status) ? p.status : 'pending';
      item.classList.add('is-' + status);
      item.append(el('span', 'proposal-text', p.text), el('span', 'pill pill-' + status, p.statusText || p.status));
      list.append(item);
    }
    show($('proposals-box'), proposals.length > 0);
  }

  // --- Proposal form ---------------------------------------------------------------------------------
  // The form's elements persist; only their options are replaced, and only when they changed, so a
  // player halfway through choosing does not lose the choice when a snapshot arrives.

  function currentChoices() {
    const fight = ui.snapshot && ui.snapshot.fight;
    return fight ? arr(fight.choices) : [];
  }

  function selectedChoice() {
    const choices = currentChoices();
    const id = $('propose-figure').value;
    return choices.find((c) => str(c.figure) === id) || choices[0] || null;
  }

  function fillSelect(select, items) {
    const signature = JSON.stringify(items);
    if (select.dataset.signature === signature) return;
    const keep = select.value;
    clear(select);
    for (const [value, text] of items) {
      const option = el('option', null, text);
      option.value = value;
      select.append(option);
    }
    if (items.some(([value]) => value === keep)) select.value = keep;
    select.dataset.signature = signature;
  }

  function renderChoices(fight) {
    const choices = arr(fight.choices);
    const form = $('propose-form');
    show(form, choices.length > 0);
    if (!choices.length) {
      ui.picked = null;
      drawOverlay();
      return;
    }
    fillSelect($('propose-figure'), choices.map((c) => [str(c.figure), str(c.name)]));
    show($('propose-figure-field'), choices.length > 1);
    show($('propose-figure-name'), choices.length === 1);
    $('propose-figure-name').textContent = str(choices[0].name);
    updateOptions();
    updateMoveTo();
    drawOverlay();
  }

  function updateOptions() {
    const choice = selectedChoice();
    const options = choice ? arr(choice.options) : [];
    fillSelect($('propose-option'), options.map((o) => [str(o.key), str(o.label)]));
    const left = choice && choice.hexesLeft !== undefined && choice.hexesLeft !== null ? choice.hexesLeft : null;
    $('propose-left').textContent = left === null ? '' : left + ' ' + label('hexesLeft');
  }

  function updateMoveTo() {
    const hex = $('propose-hex');
    hex.textContent = ui.picked ? ui.picked[0] + ',' + ui.picked[1] : label('tapHex');
    hex.classList.toggle('is-set', !!ui.picked);
    show($('propose-clear'), !!ui.picked);
  }

  function submitProposal(ev) {
    ev.preventDefault();
    const choice = selectedChoice();
    if (!choice) return;
    const message = { type: 'propose', figure: choice.figure, option: $('propose-option').value };
    if (ui.picked) {
      message.column = ui.picked[0];
      message.row = ui.picked[1];
    }
    send(message, $('propose-reply'));
  }

  // --- Map -------------------------------------------------------------------------------------------

  function centre(c, r) {
    return [1.5 * S * c, H * (r + 0.5 * (c & 1))];
  }

  function corners(c, r) {
    const [x, y] = centre(c, r);
    const out = [];
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;    // 0 east, then clockwise on screen (y grows downwards)
      out.push([x + S * Math.cos(a), y + S * Math.sin(a)]);
    }
    return out;
  }

  // Neighbour in facing direction d (0 N … 5 NW) for odd columns sitting half a hex lower.
  function neighbour(c, r, d) {
    const odd = c & 1;
    switch (d) {
      case 0: return [c, r - 1];
      case 1: return [c + 1, odd ? r : r - 1];
      case 2: return [c + 1, odd ? r + 1 : r];
      case 3: return [c, r + 1];
      case 4: return [c - 1, odd ? r + 1 : r];
      default: return [c - 1, odd ? r : r - 1];
    }
  }

  function hexSet(list) {
    const set = new Set();
    for (const h of arr(list)) if (Array.isArray(h) && h.length >= 2) set.add(h[0] + ',' + h[1]);
    return set;
  }

  function pointsAttr(pts) {
    return pts.map((p) => p[0].toFixed(1) + ',' + p[1].toFixed(1)).join(' ');
  }

  function drawMap(fight, figures) {
    const map = fight.map || {};
    const columns = Math.max(0, Math.floor(Number(map.columns) || 0));
    const rows = Math.max(0, Math.floor(Number(map.rows) || 0));
    const svg = $('map');
    ui.geometry = { columns, rows };

    // A new fight or a new map size starts from the whole map; otherwise the player's zoom stays.
    const key = str(fight.id) + ':' + columns + 'x' + rows;
    const pad = S * 0.6;
    ui.full = {
      x: -S - pad, y: -H / 2 - pad,
      w: 1.5 * S * Math.max(columns - 1, 0) + 2 * S + 2 * pad,
      h: H * (rows + (columns > 1 ? 0.5 : 0)) + 2 * pad,
    };
    if (key !== ui.mapKey || !ui.view) {
      ui.mapKey = key;
      ui.view = Object.assign({}, ui.full);
      ui.picked = null;
    }
    svg.style.aspectRatio = ui.full.w.toFixed(0) + ' / ' + ui.full.h.toFixed(0);
    svg.setAttribute('aria-label', str(fight.name));

    clear(svg);
    const walls = hexSet(map.walls);
    const open = hexSet(map.open);
    const fire = hexSet(map.fire);
    const shadow = hexSet(map.shadow);
    const tunnel = !!map.tunnel;

    const hexLayer = svgEl('g', { class: 'hexes' });
    for (let c = 0; c < columns; c++) {
      for (let r = 0; r < rows; r++) {
        const id = c + ',' + r;
        let cls = 'hex';
        if (walls.has(id)) cls += ' is-wall';
        else if (tunnel && !open.has(id)) cls += ' is-rock';
        if (shadow.has(id)) cls += ' is-shadow';
        if (fire.has(id)) cls += ' is-fire';
        hexLayer.append(svgEl('polygon', { class: cls, points: pointsAttr(corners(c, r)), 'data-hex': id }));
      }
    }
    svg.append(hexLayer);

    // Megahex borders: one line for each edge between hexes of different ids (each edge drawn once,
    // from its western or northern hex).
    const mega = Array.isArray(map.megahex) && map.megahex.length === columns * rows ? map.megahex : null;
    if (mega) {
      let d = '';
      for (let c = 0; c < columns; c++) {
        for (let r = 0; r < rows; r++) {
          const here = mega[r * columns + c];
          const pts = corners(c, r);
          for (const dir of [1, 2, 3]) {
            const [nc, nr] = neighbour(c, r, dir);
            if (nc < 0 || nr < 0 || nc >= columns || nr >= rows) continue;
            if (mega[nr * columns + nc] === here) continue;
            const a = pts[(dir + 4) % 6];
            const b = pts[(dir + 5) % 6];
            d += 'M' + a[0].toFixed(1) + ' ' + a[1].toFixed(1) + 'L' + b[0].toFixed(1) + ' ' + b[1].toFixed(1);
          }
        }
      }
      if (d) svg.append(svgEl('path', { class: 'megahex', d }));
    }

    svg.append(svgEl('g', { class: 'overlay', id: 'map-overlay' }));

    // Figures: the fallen first, the player's own last, so the living and one's own stay on top.
    const rank = (f) => (f.down ? 0 : f.mine ? 2 : 1);
    const figLayer = svgEl('g', { class: 'figures' });
    for (const fig of figures.slice().sort((a, b) => rank(a) - rank(b))) figLayer.append(drawFigure(fig));
    svg.append(figLayer);

    applyView();
    drawOverlay();
  }

  function figureHexes(fig) {
    const list = arr(fig.hexes).filter((h) => Array.isArray(h) && h.length >= 2);
    return list.length ? list : [[fig.column, fig.row]];
  }

  function drawFigure(fig) {
    const hexes = figureHexes(fig);
    const main = [Number(fig.column), Number(fig.row)];
    if (!Number.isFinite(main[0]) || !Number.isFinite(main[1])) main.splice(0, 2, hexes[0][0], hexes[0][1]);
    const colour = sideColour(fig.side);
    const down = str(fig.down);
    // `down` arrives worded in the GM's language; the cross needs to know "dead" for sure, so it takes
    // the English word or an explicit `dead: true`. Any other word draws the figure faded, with the word.
    const dead = fig.dead === true || down === 'dead';
    const g = svgEl('g', { class: 'fig', 'data-figure': str(fig.id), 'data-hex': main[0] + ',' + main[1] });
    if (fig.mine) g.classList.add('is-mine');
    if (down || dead) g.classList.add(dead ? 'is-dead' : 'is-down');
    if (fig.acted) g.classList.add('is-acted');

    const badges = arr(fig.badges).map(str).filter(Boolean);
    const tip = [str(fig.name), label('side') + ' ' + str(fig.side), down].concat(badges).filter(Boolean).join(' · ');
    g.append(svgEl('title', null, tip));

    const R = S * 0.5;
    const dy = -S * 0.1;              // circles sit a little high to leave room for the name
    // A large creature: its hexes joined by a band of its colour, then a disc on each.
    const centres = hexes.map(([c, r]) => centre(c, r));
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) {
        const [ax, ay] = centres[i];
        const [bx, by] = centres[j];
        if (Math.hypot(ax - bx, ay - by) > H * 1.05) continue;
        g.append(svgEl('line', { class: 'fig-band', x1: ax, y1: ay + dy, x2: bx, y2: by + dy, stroke: colour, 'stroke-width': R * 1.5 }));
      }
    }
    for (const [x, y] of centres) g.append(svgEl('circle', { class: 'fig-disc', cx: x, cy: y + dy, r: R, fill: colour }));

    const [mx, my0] = centre(main[0], main[1]);
    const my = my0 + dy;
    // Facing: an arrowhead on the main disc, 60° per step clockwise from north. Drawn on the disc, not
    // beside it, so it never runs into the names and badges around it.
    const facing = Number(fig.facing);
    if (Number.isFinite(facing) && !dead) {
      const a = (((Math.round(facing) % 6) + 6) % 6) * Math.PI / 3;
      const ux = Math.sin(a), uy = -Math.cos(a);
      const px = Math.cos(a), py = Math.sin(a);
      const at = (along, across) => [mx + ux * along + px * across, my + uy * along + py * across];
      const arrow = [at(R + S * 0.05, 0), at(R * 0.2, R * 0.5), at(R * 0.4, 0), at(R * 0.2, -R * 0.5)];
      g.append(svgEl('polygon', { class: 'fig-facing', points: pointsAttr(arrow) }));
    }
    if (dead) {
      const k = R * 0.6;
      g.append(svgEl('path', { class: 'fig-cross', d: `M${mx - k} ${my - k}L${mx + k} ${my + k}M${mx + k} ${my - k}L${mx - k} ${my + k}` }));
    }

    // A man's name under his disc, a large creature's across the middle of its body (below it, it would
    // fall on its neighbours' names); badges and the fallen's word above. Sized by CSS to stay readable.
    const big = hexes.length > 1;
    const nameX = big ? centres.reduce((s, p) => s + p[0], 0) / centres.length : mx;
    const nameY = big ? centres.reduce((s, p) => s + p[1], 0) / centres.length + dy : my0 + S * 0.78;
    g.append(svgEl('text', { class: 'fig-name', x: nameX, y: nameY }, fig.name));
    const top = [down].concat(badges).filter(Boolean).join(' · ');
    if (top) {
      const topY = big ? Math.min(...centres.map((p) => p[1])) : my0;
      g.append(svgEl('text', { class: 'fig-badges', x: nameX, y: topY - S * 0.76 }, top));
    }
    return g;
  }

  // The picked hex and the line from the chosen figure to it; redrawn without touching the rest.
  function drawOverlay() {
    const layer = document.getElementById('map-overlay');
    if (!layer) return;
    clear(layer);
    const choice = currentChoices().length ? selectedChoice() : null;
    const fight = ui.snapshot && ui.snapshot.fight;
    const fig = choice && fight ? arr(fight.figures).find((f) => str(f.id) === str(choice.figure)) : null;
    if (fig) {
      const [x, y] = centre(Number(fig.column), Number(fig.row));
      layer.append(svgEl('circle', { class: 'chosen-ring', cx: x, cy: y - S * 0.1, r: S * 0.78 }));
    }
    if (!ui.picked) return;
    const [c, r] = ui.picked;
    layer.append(svgEl('polygon', { class: 'picked', points: pointsAttr(corners(c, r)), 'data-picked': c + ',' + r }));
    if (fig) {
      const [ax, ay] = centre(Number(fig.column), Number(fig.row));
      const [bx, by] = centre(c, r);
      layer.append(svgEl('line', { class: 'picked-path', x1: ax, y1: ay, x2: bx, y2: by }));
    }
  }

  // --- Map zoom and pan: the viewBox is the camera. ---------------------------------------------------

  function pixelsPerUnit() {
    const rect = $('map').getBoundingClientRect();
    if (!rect.width || !rect.height || !ui.view) return 0;
    return Math.min(rect.width / ui.view.w, rect.height / ui.view.h);
  }

  function applyView() {
    const v = ui.view;
    if (!v) return;
    const svg = $('map');
    svg.setAttribute('viewBox', [v.x, v.y, v.w, v.h].map((n) => n.toFixed(1)).join(' '));
    // Names keep a readable size on screen when the whole map is small (a phone), within limits.
    const ppu = pixelsPerUnit();
    if (ppu > 0) {
      const size = Math.min(Math.max(11 / ppu, S * 0.36), S * 0.62);
      svg.style.setProperty('--name-size', size.toFixed(2) + 'px');
      svg.style.setProperty('--badge-size', (size * 0.82).toFixed(2) + 'px');
    }
  }

  function toMap(clientX, clientY) {
    const rect = $('map').getBoundingClientRect();
    const ppu = pixelsPerUnit();
    const v = ui.view;
    const offX = (rect.width - v.w * ppu) / 2;   // preserveAspectRatio="xMidYMid meet" letterboxing
    const offY = (rect.height - v.h * ppu) / 2;
    return [v.x + (clientX - rect.left - offX) / ppu, v.y + (clientY - rect.top - offY) / ppu];
  }

  function clampView() {
    const v = ui.view, f = ui.full;
    const minW = f.w / 8, maxW = f.w * 1.25;
    if (v.w < minW || v.w > maxW) {
      const k = (v.w < minW ? minW : maxW) / v.w;
      const cx = v.x + v.w / 2, cy = v.y + v.h / 2;
      v.w *= k; v.h *= k;
      v.x = cx - v.w / 2; v.y = cy - v.h / 2;
    }
    // Keep the view's centre over the map so it cannot be dragged away and lost.
    const cx = Math.min(Math.max(v.x + v.w / 2, f.x), f.x + f.w);
    const cy = Math.min(Math.max(v.y + v.h / 2, f.y), f.y + f.h);
    v.x = cx - v.w / 2; v.y = cy - v.h / 2;
  }

  function zoomAt(factor, clientX, clientY) {
    if (!ui.view) return;
    const [px, py] = toMap(clientX, clientY);
    const v = ui.view;
    v.x = px - (px - v.x) * factor;
    v.y = py - (py - v.y) * factor;
    v.w *= factor;
    v.h *= factor;
    clampView();
    applyView();
  }

  function zoomCentre(factor) {
    const rect = $('map').getBoundingClientRect();
    zoomAt(factor, rect.left + rect.width / 2, rect.top + rect.height / 2);
  }

  function panBy(dx, dy) {
    const ppu = pixelsPerUnit();
    if (!ppu) return;
    ui.view.x -= dx / ppu;
    ui.view.y -= dy / ppu;
    clampView();
    applyView();
  }

  function fitMap() {
    if (!ui.full) return;
    ui.view = Object.assign({}, ui.full);
    applyView();
  }

  function pickAt(clientX, clientY) {
    if (!currentChoices().length || !ui.geometry || !ui.view) return;
    const [x, y] = toMap(clientX, clientY);
    // The nearest hex centre is the hex under the point; a few hundred hexes need no cleverness.
    let best = null, bestD = Infinity;
    for (let c = 0; c < ui.geometry.columns; c++) {
      for (let r = 0; r < ui.geometry.rows; r++) {
        const [cx, cy] = centre(c, r);
        const d = (cx - x) * (cx - x) + (cy - y) * (cy - y);
        if (d < bestD) { bestD = d; best = [c, r]; }
      }
    }
    if (!best || bestD > S * S) return;
    ui.picked = best;
    updateMoveTo();
    drawOverlay();
  }

  function setupMapGestures() {
    const svg = $('map');
    const pointers = new Map();
    let tap = null;

    const centroid = () => {
      const pts = [...pointers.values()];
      const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
      const y = pts.reduce((s, p) => s + p.y, 0) / pts.length;
      const dist = pts.length > 1 ? Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y) : 0;
      return { x, y, dist };
    };

    svg.addEventListener('pointerdown', (e) => {
      if (e.button !== undefined && e.button > 0) return;
      svg.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      tap = pointers.size === 1 ? { x: e.clientX, y: e.clientY, t: Date.now() } : null;
    });
    svg.addEventListener('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      const before = centroid();
      const count = pointers.size;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const after = centroid();
      if (tap && Math.hypot(e.clientX - tap.x, e.clientY - tap.y) > 8) tap = null;
      if (count > 1 && before.dist > 0 && after.dist > 0) zoomAt(before.dist / after.dist, after.x, after.y);
      if (!tap) panBy(after.x - before.x, after.y - before.y);
    });
    const end = (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.delete(e.pointerId);
      if (e.type === 'pointerup' && tap && pointers.size === 0 && Date.now() - tap.t < 600) pickAt(e.clientX, e.clientY);
      tap = null;
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      zoomAt(Math.exp(Math.max(-100, Math.min(100, delta)) * 0.0025), e.clientX, e.clientY);
    }, { passive: false });

    $('zoom-in').addEventListener('click', () => zoomCentre(1 / 1.4));
    $('zoom-out').addEventListener('click', () => zoomCentre(1.4));
    $('zoom-fit').addEventListener('click', fitMap);
    window.addEventListener('resize', applyView);
  }

  // --- Sheets ----------------------------------------------------------------------------------------

  function num(v) {
    return v === undefined || v === null || v === '' ? '–' : String(v);
  }

  function renderSheets(snap) {
    const box = $('sheets');
    clear(box);
    for (const sheet of arr(snap.sheets)) box.append(sheetCard(sheet));
  }

  function sheetCard(sheet) {
    const card = el('article', 'card sheet');
    const head = el('header', 'sheet-head');
    head.append(el('h3', 'sheet-name', sheet.name));
    if (sheet.summary) head.append(el('p', 'muted', sheet.summary));
    card.append(head);
    if (sheet.state) card.append(el('p', 'sheet-state', sheet.state));

    const stats = el('div', 'stats');
    const stat = (key, value, subKey, subValue) => {
      const cell = el('div', 'stat');
      cell.append(el('span', 'stat-label', label(key)), el('span', 'stat-value', num(value)));
      if (subKey) {
        const sub = el('span', 'stat-sub', label(subKey) + ' ' + num(subValue));
        if (subValue !== value) sub.classList.add('is-changed');
        cell.append(sub);
      }
      stats.append(cell);
    };
    stat('st', sheet.st, 'stNow', sheet.stNow);
    stat('dx', sheet.dx, 'adjustedDx', sheet.adjustedDx);
    stat('iq', sheet.iq);
    stat('ma', sheet.ma);
    card.append(stats);
    card.append(strengthBar(sheet));

    const xp = el('p', 'sheet-line');
    xp.append(el('span', 'muted', label('experience') + ' '), el('strong', null, num(sheet.experience)));
    card.append(xp);

    chips(card, 'spells', sheet.spells);
    chips(card, 'talents', sheet.talents);
    chips(card, 'gear', sheet.gear);

    const potions = arr(sheet.potions);
    if (potions.length) {
      card.append(el('h4', null, label('potions')));
      const list = el('ul', 'potions');
      for (const p of potions) {
        const item = el('li', 'potion');
        item.append(el('span', 'potion-name', p.name));
        if (p.doses !== undefined && p.doses !== null) item.append(el('span', 'potion-doses', '×' + p.doses));
        if (p.bad === true) {
          item.classList.add('is-bad');
          item.append(el('span', 'pill pill-refused', label('badPotion')));
        }
        list.append(item);
      }
      card.append(list);
    }
    return card;
  }

  // Wounds and fatigue both count against ST: one bar of ST's length shows what is left.
  function strengthBar(sheet) {
    const wrap = el('div', 'strength');
    const st = Math.max(Number(sheet.st) || 0, 1);
    const wounds = Math.max(Number(sheet.wounds) || 0, 0);
    const fatigue = Math.max(Number(sheet.fatigue) || 0, 0);
    const bar = el('div', 'bar');
    const seg = (cls, n) => {
      const part = el('span', 'bar-part ' + cls);
      part.style.width = Math.min(100, (n / st) * 100).toFixed(1) + '%';
      bar.append(part);
    };
    seg('bar-ok', Math.max(st - wounds - fatigue, 0));
    seg('bar-fatigue', Math.min(fatigue, st));
    seg('bar-wounds', Math.min(wounds, st));
    const text = el('p', 'strength-text');
    const item = (cls, key, n) => {
      const span = el('span', 'strength-item');
      span.append(el('span', 'key ' + cls), el('span', null, label(key) + ' '), el('strong', null, num(n)));
      return span;
    };
    text.append(item('bar-wounds', 'wounds', sheet.wounds), item('bar-fatigue', 'fatigue', sheet.fatigue));
    wrap.append(bar, text);
    return wrap;
  }

  function chips(card, key, items) {
    const list = arr(items).map(str).filter(Boolean);
    if (!list.length) return;
    card.append(el('h4', null, label(key)));
    const ul = el('ul', 'chips');
    for (const t of list) ul.append(el('li', 'chip', t));
    card.append(ul);
  }

  // --- Timeline --------------------------------------------------------------------------------------

  function renderTimeline(snap) {
    const box = $('timeline');
    clear(box);
    const entries = arr(snap.timeline);
    if (!entries.length) {
      box.append(el('p', 'empty', label('nothingPlanned')));
      return;
    }
    for (const t of entries) {
      const row = el('article', 'card work');
      const head = el('div', 'work-head');
      head.append(el('h3', 'work-title', t.title));
      if (t.status) head.append(el('span', 'pill', t.status));
      row.append(head);
      const meta = [t.who, [t.from, t.to].filter(Boolean).join(' – ')].filter(Boolean).join(' · ');
      if (meta) row.append(el('p', 'muted', meta));
      if (t.progress) row.append(el('p', 'work-progress', t.progress));
      if (t.next) row.append(el('p', 'work-next', t.next));
      box.append(row);
    }
  }

  // --- Dice ------------------------------------------------------------------------------------------

  function renderRolls(snap) {
    const list = $('rolls');
    clear(list);
    for (const r of arr(snap.rolls)) {
      const item = el('li', 'roll');
      const head = el('div', 'roll-head');
      head.append(el('span', 'roll-who', r.who), el('span', 'muted', r.date));
      item.append(head);
      if (r.why) item.append(el('p', 'roll-why', r.why));
      item.append(el('p', 'roll-text', r.text));
      list.append(item);
    }
  }

  function submitRoll(ev) {
    ev.preventDefault();
    const dice = $('dice-text').value.trim() || '3d6';
    const message = { type: 'roll', dice };
    const vsText = $('dice-vs').value.trim();
    if (vsText !== '') {
      const vs = Number(vsText);
      if (Number.isFinite(vs)) message.vs = Math.round(vs);
    }
    const why = $('dice-why').value.trim();
    if (why) message.why = why.slice(0, 80);
    send(message, $('dice-reply'));
  }

  // --- Tabs ------------------------------------------------------------------------------------------
  // The open tab is in the URL's hash (#fight, #sheet, #timeline, #dice) so a reload keeps it.

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
      applyView();                    // the map may just have got its size back
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

    $('log-scroll').addEventListener('scroll', () => {
      const box = $('log-scroll');
      ui.logStick = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
    });

    $('propose-form').addEventListener('submit', submitProposal);
    $('propose-figure').addEventListener('change', () => {
      updateOptions();
      drawOverlay();
    });
    $('propose-clear').addEventListener('click', () => {
      ui.picked = null;
      updateMoveTo();
      drawOverlay();
    });
    $('dice-form').addEventListener('submit', submitRoll);
    setupMapGestures();

    if (!ui.token) {
      showRevoked();
      return;
    }
    connect();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
